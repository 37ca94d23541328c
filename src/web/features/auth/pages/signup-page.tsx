import { AUTH_MESSAGES, PASSWORD_MIN, type SignUpBody, signUpBodySchema } from "@contract/auth";
import { useId } from "react";
import { Trans } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormAlert, fieldError, KitField, useFormKit } from "@/components/ui/form";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RequiredFieldsNote, RequiredMark } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api";
import { failureReason, serverFieldIssues, summarize } from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { useSignUp } from "../api/sign-up";
import { AuthCard, authLinkClasses } from "../components/auth-card";
import { useT } from "../i18n";
import { loginHref, NEXT_PARAM, safeNextPath } from "../redirect";

/** The order the fields appear in: the first invalid one gets focus. */
const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "password",
  "confirmPassword",
  "acceptTerms",
] as const;
const TEXT_FIELDS = FIELDS.filter((field) => field !== "acceptTerms");

/**
 * docs/product.md §5: every field and the terms box are required ('Please fill in all required
 * fields', which comes before any other message, and is checked with the rest in one attempt); the
 * passwords must match ("Passwords don't match!"). The other rules (email, phone, password length)
 * are the server's own schema.
 */
function missing(values: SignUpBody) {
  const fields: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const field of TEXT_FIELDS) {
    // Spaces are a password's own business; in a name or an address they are nothing.
    const value = String(values[field] ?? "");
    if ((field === "password" || field === "confirmPassword" ? value : value.trim()) === "")
      fields[field] = AUTH_MESSAGES.requiredFields;
  }
  return fields;
}

export function SignupPage() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));

  const kit = useFormKit(signUpBodySchema, {
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      password: "",
      confirmPassword: "",
      // acceptTerms starts unticked (the schema takes only `true`).
    },
    order: FIELDS,
    also: missing,
    // An unticked box counts as a missing answer for the alert; under the box it says what to do.
    summarizeWith: (messages) =>
      messages.acceptTerms ? translateMessage(AUTH_MESSAGES.requiredFields) : summarize(messages, FIELDS),
  });
  const signUp = useSignUp();
  const termsId = useId();
  const termsErrorId = useId();

  const onSubmit = kit.submit((data) => {
    if (signUp.isPending) return;
    // `next` rides along: the verification email's link brings the student back to it.
    signUp.mutate(next ? { ...data, next } : data, {
      onSuccess: (user) => {
        toast.success(t("signup.welcome", { name: user.name.split(" ")[0] ?? user.name }), {
          description: t("signup.verifySent", { email: user.email }),
        });
        void navigate(next ?? paths.home.getHref(), { replace: true });
      },
      onError: (error) => {
        const fields = serverFieldIssues(error, FIELDS);
        // 409: the address is taken; the email field is what to change.
        if (isApiError(error) && error.status === 409) fields.email ??= failureReason(error, error.message);
        const reason = failureReason(error, t("signup.tryAgain"), summarize(fields, FIELDS));
        kit.fail(t("signup.failed", { reason }), fields);
      },
    });
  });

  const pending = signUp.isPending;
  const terms = fieldError(kit, "acceptTerms");
  const termsDescribedBy = [terms.error ? termsErrorId : null, terms.describedBy ?? null].filter(Boolean);

  return (
    <AuthCard title={t("signup.title")} description={t("signup.description")} width="lg">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormAlert kit={kit} />

        <RequiredFieldsNote />

        <div className="grid gap-5 sm:grid-cols-2">
          <KitField kit={kit} name="firstName" label={t("signup.firstName")} required>
            {(control) => <Input {...control} disabled={pending} autoComplete="given-name" />}
          </KitField>
          <KitField kit={kit} name="lastName" label={t("signup.lastName")} required>
            {(control) => <Input {...control} disabled={pending} autoComplete="family-name" />}
          </KitField>
        </div>

        <KitField kit={kit} name="email" label={t("signup.email")} required>
          {(control) => (
            <Input
              {...control}
              disabled={pending}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </KitField>

        <KitField kit={kit} name="phone" label={t("signup.phone")} required hint={t("signup.phoneHint")}>
          {(control) => (
            <Input {...control} disabled={pending} type="tel" autoComplete="tel" inputMode="tel" />
          )}
        </KitField>

        <KitField
          kit={kit}
          name="password"
          label={t("signup.password")}
          required
          hint={t("signup.passwordHint", { min: PASSWORD_MIN })}
        >
          {(control) => <PasswordInput {...control} disabled={pending} autoComplete="new-password" />}
        </KitField>

        <KitField kit={kit} name="confirmPassword" label={t("signup.confirmPassword")} required>
          {(control) => <PasswordInput {...control} disabled={pending} autoComplete="new-password" />}
        </KitField>

        <div className="space-y-1.5">
          <div className="flex items-start gap-3">
            <Checkbox
              id={termsId}
              {...kit.form.register("acceptTerms")}
              required
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
