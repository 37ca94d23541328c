import { AUTH_MESSAGES, type SignInBody, signInBodySchema } from "@contract/auth";
import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormAlert, KitField, useFormKit } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { RequiredFieldsNote } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { translateMessage } from "@/lib/server-message";
import { useSignIn } from "../api/sign-in";
import { AuthCard, authLinkClasses } from "../components/auth-card";
import { RolePicker } from "../components/role-picker";
import { useT } from "../i18n";
import { NEXT_PARAM, safeNextPath, signupHref } from "../redirect";

/** The order the fields appear in: the first invalid one gets focus. */
const FIELDS = ["name", "email", "password"] as const;

/** The navigation state another screen may pass: the reset page hands over the email it reset. */
function emailFromState(state: unknown): string {
  if (typeof state === "object" && state !== null && "email" in state && typeof state.email === "string") {
    return state.email;
  }
  return "";
}

/**
 * docs/product.md §5: email and password are required ('Please fill in all required fields'); a
 * mentor also gives a name ('Name is required for mentor login'), marked with the rest in one
 * attempt. The rules are the server's own schema.
 */
const mentorName = (values: SignInBody) =>
  values.role === "mentor" && (values.name ?? "").trim() === ""
    ? { name: AUTH_MESSAGES.mentorNameRequired }
    : {};

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));

  const kit = useFormKit(signInBodySchema, {
    defaultValues: {
      role: "student",
      name: "",
      email: emailFromState(location.state),
      password: "",
      rememberMe: false,
    },
    order: FIELDS,
    also: mentorName,
  });
  const role = kit.form.watch("role");
  const signIn = useSignIn();
  const rememberId = useId();

  const onSubmit = kit.submit((data) => {
    if (signIn.isPending) return;
    // A student has no name to give.
    signIn.mutate(
      { ...data, name: data.role === "mentor" ? data.name : undefined },
      {
        onSuccess: () => {
          void navigate(next ?? paths.home.getHref(), { replace: true });
        },
        onError: (error) =>
          kit.failWith(error, (reason) => t("login.failed", { reason }), t("login.tryAgain")),
      },
    );
  });

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
        <FormAlert
          kit={kit}
          otherwise={
            next ? <Alert variant="info">{translateMessage("Please log in to continue.")}</Alert> : null
          }
        />

        <RequiredFieldsNote />

        <RolePicker
          value={role}
          disabled={pending}
          onChange={(chosen) => {
            kit.form.setValue("role", chosen);
            // A student has no name to give: forget a complaint about it.
            if (chosen === "student" && kit.form.formState.errors.name) {
              kit.form.clearErrors("name");
              if (kit.summary === translateMessage(AUTH_MESSAGES.mentorNameRequired)) kit.clearSummary();
            }
          }}
        />

        {role === "mentor" ? (
          <KitField kit={kit} name="name" label={t("login.name")} required>
            {(control) => <Input {...control} autoComplete="name" disabled={pending} />}
          </KitField>
        ) : null}

        <KitField kit={kit} name="email" label={t("login.email")} required>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              disabled={pending}
            />
          )}
        </KitField>

        <KitField kit={kit} name="password" label={t("login.password")} required>
          {(control) => <PasswordInput {...control} autoComplete="current-password" disabled={pending} />}
        </KitField>

        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <label
            htmlFor={rememberId}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-slate-800"
          >
            <Checkbox id={rememberId} {...kit.form.register("rememberMe")} disabled={pending} />
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
