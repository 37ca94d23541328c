import { AUTH_MESSAGES, PASSWORD_MIN, signUpBodySchema } from "@contract/auth";
import { type FormEvent, useId, useRef, useState } from "react";
import { Trans } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RequiredFieldsNote, RequiredMark } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useFocusLater } from "@/hooks/use-focus-later";
import { isApiError } from "@/lib/api";
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
import { type SignUpInput, useSignUp } from "../api/sign-up";
import { AuthCard, authLinkClasses } from "../components/auth-card";
import { useT } from "../i18n";
import { loginHref, NEXT_PARAM, safeNextPath } from "../redirect";

type TextField = "firstName" | "lastName" | "email" | "phone" | "password" | "confirmPassword";
type Field = TextField | "acceptTerms";
/** The order the fields appear in: the first invalid one gets focus. */
const FIELDS: readonly Field[] = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "password",
  "confirmPassword",
  "acceptTerms",
];

type Values = Record<TextField, string>;
const EMPTY: Values = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  password: "",
  confirmPassword: "",
};

/**
 * docs/product.md §5: every field and the terms box are required ('Please fill in all required fields', which
 * comes before any other message); the passwords must match ("Passwords don't match!"). The other
 * rules (email, phone, password length) are the server's own schema.
 */
function validate(
  values: Values,
  acceptTerms: boolean,
): { data: SignUpInput | null; errors: FormErrors<Field> } {
  const fields: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(EMPTY) as TextField[]) {
    // Spaces are a password's own business; in a name or an address they are nothing.
    const value = field === "password" || field === "confirmPassword" ? values[field] : values[field].trim();
    if (value === "") fields[field] = translateMessage(AUTH_MESSAGES.requiredFields);
  }
  const parsed = signUpBodySchema.safeParse({ ...values, acceptTerms });
  if (parsed.success && Object.keys(fields).length === 0) return { data: parsed.data, errors: NO_ERRORS };
  for (const [field, message] of Object.entries(issuesByField(parsed.error?.issues ?? [], FIELDS))) {
    fields[field as Field] ??= message;
  }
  // An unticked box counts as a missing answer for the alert; under the box it says what to do.
  const summary = fields.acceptTerms
    ? translateMessage(AUTH_MESSAGES.requiredFields)
    : summarize(fields, FIELDS);
  return { data: null, errors: { summary, fields } };
}

export function SignupPage() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));

  const [values, setValues] = useState<Values>(EMPTY);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const [attempt, setAttempt] = useState(0);

  const signUp = useSignUp();
  const focusLater = useFocusLater();
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const alertRef = useRef<HTMLDivElement>(null);
  const alertId = "signup-alert";
  const termsId = useId();
  const termsErrorId = useId();

  const fail = (failed: FormErrors<Field>) => {
    setErrors(failed);
    setAttempt((n) => n + 1);
    const field = firstInvalid(failed.fields, FIELDS);
    focusLater(() => (field ? (fieldRefs.current[field] ?? null) : alertRef.current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const { data, errors: invalid } = validate(values, acceptTerms);
    if (!data) {
      fail(invalid);
      return;
    }
    setErrors(NO_ERRORS);
    signUp.mutate(data, {
      onSuccess: (user) => {
        toast.success(t("signup.welcome", { name: user.name.split(" ")[0] ?? user.name }));
        void navigate(next ?? paths.home.getHref(), { replace: true });
      },
      onError: (error) => {
        const fields = serverFieldIssues(error, FIELDS);
        // 409: the address is taken; the email field is what to change.
        if (isApiError(error) && error.status === 409) fields.email ??= failureReason(error, error.message);
        const reason = failureReason(error, t("signup.tryAgain"), summarize(fields, FIELDS));
        fail({ summary: t("signup.failed", { reason }), fields });
      },
    });
  };

  const fieldProps = (field: Field) => fieldErrorProps(errors, field, alertId);
  const bind = (field: TextField) => ({
    ref: (element: HTMLInputElement | null) => {
      fieldRefs.current[field] = element;
    },
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    disabled: signUp.isPending,
  });

  const pending = signUp.isPending;
  const terms = fieldProps("acceptTerms");
  const termsDescribedBy = [terms.error ? termsErrorId : null, terms.describedBy ?? null].filter(Boolean);

  return (
    <AuthCard title={t("signup.title")} description={t("signup.description")} width="lg">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {errors.summary ? (
          <Alert key={attempt} id={alertId} ref={alertRef} tabIndex={-1}>
            {errors.summary}
          </Alert>
        ) : null}

        <RequiredFieldsNote />

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t("signup.firstName")} required {...fieldProps("firstName")}>
            {(control) => <Input {...control} {...bind("firstName")} autoComplete="given-name" />}
          </FormField>
          <FormField label={t("signup.lastName")} required {...fieldProps("lastName")}>
            {(control) => <Input {...control} {...bind("lastName")} autoComplete="family-name" />}
          </FormField>
        </div>

        <FormField label={t("signup.email")} required {...fieldProps("email")}>
          {(control) => (
            <Input
              {...control}
              {...bind("email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </FormField>

        <FormField label={t("signup.phone")} required hint={t("signup.phoneHint")} {...fieldProps("phone")}>
          {(control) => (
            <Input {...control} {...bind("phone")} type="tel" autoComplete="tel" inputMode="tel" />
          )}
        </FormField>

        <FormField
          label={t("signup.password")}
          required
          hint={t("signup.passwordHint", { min: PASSWORD_MIN })}
          {...fieldProps("password")}
        >
          {(control) => <PasswordInput {...control} {...bind("password")} autoComplete="new-password" />}
        </FormField>

        <FormField label={t("signup.confirmPassword")} required {...fieldProps("confirmPassword")}>
          {(control) => (
            <PasswordInput {...control} {...bind("confirmPassword")} autoComplete="new-password" />
          )}
        </FormField>

        <div className="space-y-1.5">
          <div className="flex items-start gap-3">
            <Checkbox
              id={termsId}
              ref={(element) => {
                fieldRefs.current.acceptTerms = element;
              }}
              name="acceptTerms"
              required
              checked={acceptTerms}
              onChange={(event) => setAcceptTerms(event.target.checked)}
              disabled={pending}
              aria-invalid={terms.invalid || undefined}
              aria-describedby={termsDescribedBy.length > 0 ? termsDescribedBy.join(" ") : undefined}
              className="mt-0.5"
            />
            <div className="text-sm text-slate-800">
              <label htmlFor={termsId} className="cursor-pointer font-medium">
                {t("signup.agree")}
              </label>
              <RequiredMark />
              <p className="mt-1 text-slate-600">
                <Trans
                  t={t}
                  i18nKey="signup.read"
                  components={{
                    terms: (
                      <Link
                        to={paths.terms.getHref()}
                        target="_blank"
                        rel="noopener"
                        className={authLinkClasses}
                      />
                    ),
                    privacy: (
                      <Link
                        to={paths.privacy.getHref()}
                        target="_blank"
                        rel="noopener"
                        className={authLinkClasses}
                      />
                    ),
                    newTab: <span className="sr-only" />,
                  }}
                />
              </p>
            </div>
          </div>
          {terms.error ? <FieldError id={termsErrorId}>{terms.error}</FieldError> : null}
        </div>

        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? (
            <>
              <Spinner />
              {t("signup.creating")}
            </>
          ) : (
            t("signup.submit")
          )}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-slate-600">
        {t("signup.haveAccount")}{" "}
        <Link to={loginHref(next)} className={authLinkClasses}>
          {t("signup.logIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
