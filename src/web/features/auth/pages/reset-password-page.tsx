import { AUTH_MESSAGES, PASSWORD_MIN, resetPasswordBodySchema } from "@contract/auth";
import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormAlert, KitField, useFormKit } from "@/components/ui/form";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api";
import { failureReason, serverFieldIssues } from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { type ResetToken, useResetPassword, useResetToken } from "../api/reset-password";
import { AuthCard, authLinkClasses } from "../components/auth-card";
import { useT } from "../i18n";

/** The emailed link is /reset-password?mode=resetPassword&oobCode=<token> (docs/product.md §2.1). */
const RESET_MODE = "resetPassword";
/** docs/product.md §9: the success message stays this long before the login page. */
const REDIRECT_DELAY_MS = 2000;

/**
 * docs/product.md §4: verifying → verified → resetting → success (then /login after 2 seconds), or error. The
 * link is checked before the form is shown, so nobody types a new password into a dead link.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const oobCode = searchParams.get("oobCode");
  const token = searchParams.get("mode") === RESET_MODE && oobCode ? oobCode : null;
  const check = useResetToken(token);

  if (token === null) return <LinkProblem message={AUTH_MESSAGES.invalidResetLink} />;
  if (check.isPending) return <Verifying />;
  if (check.isError) {
    // A 4xx means the link itself is bad; anything else (no network, a server fault) says so instead.
    const linkIsBad = isApiError(check.error) && check.error.status >= 400 && check.error.status < 500;
    return (
      <LinkProblem
        message={
          linkIsBad
            ? AUTH_MESSAGES.resetLinkExpired
            : failureReason(check.error, AUTH_MESSAGES.resetLinkExpired)
        }
      />
    );
  }
  return <NewPasswordForm token={token} link={check.data} />;
}

function Verifying() {
  const t = useT();
  return (
    <AuthCard title={t("reset.title")}>
      <p role="status" className="flex items-center gap-3 text-slate-700">
        <Spinner className="size-5 text-brand-600" />
        {t("reset.checking")}
      </p>
    </AuthCard>
  );
}

/** The error state: the link is malformed, expired or already used. */
function LinkProblem({ message }: { message: string }) {
  const t = useT();
  return (
    <AuthCard title={t("reset.title")} footer={<BackToLogin />}>
      <Alert>{translateMessage(message)}</Alert>
      <p className="mt-5 text-sm text-slate-600">{t("reset.linkProblem")}</p>
      <Link
        to={paths.forgotPassword.getHref()}
        className={buttonClasses({ size: "lg", className: "mt-5 w-full" })}
      >
        {t("reset.requestNew")}
      </Link>
    </AuthCard>
  );
}

function BackToLogin() {
  const t = useT();
  return (
    <Link to={paths.login.getHref()} className={`${authLinkClasses} inline-flex items-center gap-1.5`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("forgot.back")}
    </Link>
  );
}

function NewPasswordForm({ token, link }: { token: string; link: ResetToken }) {
  const t = useT();
  const navigate = useNavigate();
  const reset = useResetPassword();
  // The password's own problem shows under it; the server's refusals in the alert.
  const kit = useFormKit(resetPasswordBodySchema, {
    defaultValues: { token, newPassword: "" },
    order: ["newPassword"],
    also: (values) => (values.newPassword === "" ? { newPassword: AUTH_MESSAGES.requiredFields } : {}),
    summarizeWith: () => null,
  });
  const [linkDied, setLinkDied] = useState(false);
  const done = reset.isSuccess;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => {
      void navigate(paths.login.getHref(), { replace: true, state: { email: link.email } });
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate, link.email]);

  // The link was used or expired between the check and the submit.
  if (linkDied) return <LinkProblem message={AUTH_MESSAGES.resetLinkExpired} />;

  const invitation = link.purpose === "invitation";
  const title = invitation ? t("reset.setTitle") : t("reset.title");
  const description = invitation
    ? t("reset.welcome", { email: link.email })
    : t("reset.for", { email: link.email });

  if (done) {
    return (
      <AuthCard title={title} description={description}>
        <Alert variant="success">{translateMessage(AUTH_MESSAGES.resetDone)}</Alert>
        <Link
          to={paths.login.getHref()}
          replace
          state={{ email: link.email }}
          className={buttonClasses({ variant: "outline", size: "lg", className: "mt-5 w-full" })}
        >
          {t("reset.goNow")}
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = kit.submit((data) => {
    if (reset.isPending) return;
    reset.mutate(data, {
      onError: (error) => {
        const issue = serverFieldIssues(error, ["newPassword"]).newPassword;
        if (issue) {
          kit.fail(null, { newPassword: issue });
          return;
        }
        if (isApiError(error) && error.status === 400 && error.message === AUTH_MESSAGES.resetLinkExpired) {
          setLinkDied(true);
          return;
        }
        // docs/product.md §8: the server's message for a 400 that has one, else the generic text.
        kit.fail(
          isApiError(error) && error.status === 400
            ? failureReason(error, translateMessage(AUTH_MESSAGES.resetFailed))
            : translateMessage(AUTH_MESSAGES.resetFailed),
        );
      },
    });
  });

  const pending = reset.isPending;

  return (
    <AuthCard title={title} description={description} footer={<BackToLogin />}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormAlert kit={kit} />

        <KitField
          kit={kit}
          name="newPassword"
          label={t("reset.newPassword")}
          required
          hint={t("signup.passwordHint", { min: PASSWORD_MIN })}
        >
          {(control) => <PasswordInput {...control} autoComplete="new-password" disabled={pending} />}
        </KitField>

        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? (
            <>
              <Spinner />
              {invitation ? t("reset.saving") : t("reset.resetting")}
            </>
          ) : invitation ? (
            t("reset.setSubmit")
          ) : (
            t("reset.submit")
          )}
        </Button>
      </form>
    </AuthCard>
  );
}
