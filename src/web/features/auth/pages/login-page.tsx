import { AUTH_MESSAGES, signInBodySchema } from "@contract/auth";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RequiredFieldsNote } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useFocusLater } from "@/hooks/use-focus-later";
import {
  type FormErrors,
  failureReason,
  fieldErrorProps,
  firstInvalid,
  issuesByField,
  NO_ERRORS,
  serverFieldIssues,
  summarize,
} from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { type SignInInput, useSignIn } from "../api/sign-in";
import { AuthCard, authLinkClasses } from "../components/auth-card";
import { type LoginRole, RolePicker } from "../components/role-picker";
import { useT } from "../i18n";
import { NEXT_PARAM, safeNextPath, signupHref } from "../redirect";

type Field = "name" | "email" | "password";
/** The order the fields appear in: the first invalid one gets focus. */
const FIELDS: readonly Field[] = ["name", "email", "password"];

type Values = Record<Field, string>;

/** The navigation state another screen may pass: the reset page hands over the email it reset. */
function emailFromState(state: unknown): string {
  if (typeof state === "object" && state !== null && "email" in state && typeof state.email === "string") {
    return state.email;
  }
  return "";
}

/**
 * docs/product.md §5: email and password are required ('Please fill in all required fields'); a mentor also
 * gives a name ('Name is required for mentor login'). The rules are the server's own schema.
 */
function validate(role: LoginRole, values: Values, rememberMe: boolean) {
  const parsed = signInBodySchema.safeParse({
    role,
    name: role === "mentor" ? values.name : undefined,
    email: values.email,
    password: values.password,
    rememberMe,
  });
  if (parsed.success) return { data: parsed.data, fields: {} };
  const fields = issuesByField(parsed.error.issues, FIELDS);
  // The schema checks the name only once the rest passes; mark it at once, so one attempt shows all.
  if (role === "mentor" && values.name.trim() === "" && !fields.name) {
    fields.name = translateMessage(AUTH_MESSAGES.mentorNameRequired);
  }
  return { data: null, fields };
}

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));

  const [role, setRole] = useState<LoginRole>("student");
  const [values, setValues] = useState<Values>(() => ({
    name: "",
    email: emailFromState(location.state),
    password: "",
  }));
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  // Each failed attempt remounts the alert, so the same message is announced again.
  const [attempt, setAttempt] = useState(0);

  const signIn = useSignIn();
  const focusLater = useFocusLater();
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const alertRef = useRef<HTMLDivElement>(null);
  const alertId = "login-alert";
  const rememberId = useId();

  const fail = (failed: FormErrors<Field>) => {
    setErrors(failed);
    setAttempt((n) => n + 1);
    const field = firstInvalid(failed.fields, FIELDS);
    focusLater(() => (field ? (fieldRefs.current[field] ?? null) : alertRef.current));
  };

  const submit = (input: SignInInput) => {
    signIn.mutate(input, {
      onSuccess: () => {
        void navigate(next ?? paths.home.getHref(), { replace: true });
      },
      onError: (error) => {
        const fields = serverFieldIssues(error, FIELDS);
        const reason = failureReason(error, t("login.tryAgain"), summarize(fields, FIELDS));
        fail({ summary: t("login.failed", { reason }), fields });
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const { data, fields } = validate(role, values, rememberMe);
    if (!data) {
      fail({ summary: summarize(fields, FIELDS), fields });
      return;
    }
    setErrors(NO_ERRORS);
    submit(data);
  };

  const setValue = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const fieldProps = (field: Field) => fieldErrorProps(errors, field, alertId);

  const pending = signIn.isPending;

  return (
    <AuthCard
      title={t("login.title")}
      description={t("login.description")}
      footer={
        <Link to={paths.home.getHref()} className={`${authLinkClasses} inline-flex items-center gap-1.5`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("login.backHome")}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {errors.summary ? (
          <Alert key={attempt} id={alertId} ref={alertRef} tabIndex={-1}>
            {errors.summary}
          </Alert>
        ) : next ? (
          <Alert variant="info">{translateMessage("Please log in to continue.")}</Alert>
        ) : null}

        <RequiredFieldsNote />

        <RolePicker
          value={role}
          disabled={pending}
          onChange={(chosen) => {
            setRole(chosen);
            // A student has no name to give: forget a complaint about it.
            if (chosen === "student" && errors.fields.name) {
              setErrors(({ summary, fields: { name: _name, ...fields } }) => ({
                summary:
                  summary === translateMessage(AUTH_MESSAGES.mentorNameRequired)
                    ? summarize(fields, FIELDS)
                    : summary,
                fields,
              }));
            }
          }}
        />

        {role === "mentor" ? (
          <FormField label={t("login.name")} required {...fieldProps("name")}>
            {(control) => (
              <Input
                {...control}
                ref={(element) => {
                  fieldRefs.current.name = element;
                }}
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={setValue("name")}
                disabled={pending}
              />
            )}
          </FormField>
        ) : null}

        <FormField label={t("login.email")} required {...fieldProps("email")}>
          {(control) => (
            <Input
              {...control}
              ref={(element) => {
                fieldRefs.current.email = element;
              }}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              value={values.email}
              onChange={setValue("email")}
              disabled={pending}
            />
          )}
        </FormField>

        <FormField label={t("login.password")} required {...fieldProps("password")}>
          {(control) => (
            <PasswordInput
              {...control}
              ref={(element) => {
                fieldRefs.current.password = element;
              }}
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={setValue("password")}
              disabled={pending}
            />
          )}
        </FormField>

        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <label
            htmlFor={rememberId}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-slate-800"
          >
            <Checkbox
              id={rememberId}
              name="rememberMe"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
              disabled={pending}
            />
            {t("login.remember")}
          </label>
          <Link to={paths.forgotPassword.getHref()} className={`${authLinkClasses} text-sm`}>
            {t("login.forgot")}
          </Link>
        </div>

        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? (
            <>
              <Spinner />
              {t("login.loggingIn")}
            </>
          ) : (
            t("login.submit")
          )}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-slate-600">
        {t("login.noAccount")}{" "}
        <Link to={signupHref(next)} className={authLinkClasses}>
          {t("login.signUp")}
        </Link>
      </p>
    </AuthCard>
  );
}
