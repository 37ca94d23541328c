import { VERIFY_EMAIL_MESSAGES } from "@contract/auth";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api";
import { useCurrentUserQuery } from "@/lib/current-user";
import { failureReason } from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { useVerifyEmail } from "../api/verify-email";
import { AuthCard } from "../components/auth-card";
import { VerifyEmailNotice } from "../components/verify-email-notice";
import { useT } from "../i18n";
import { loginHref, NEXT_PARAM, safeNextPath } from "../redirect";

/**
 * docs/product.md §2.23: the emailed link /verify-email?token=…&next=… verifies the account's email as
 * the page opens (signed in or not: the link may open on another device), then offers to go on to
 * `next` (the booking the student started) or to the sessions. A bad, used or expired link says so
 * and offers a new one: "Send a new link" when signed in, else logging in first.
 */
export function VerifyEmailPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const next = safeNextPath(searchParams.get(NEXT_PARAM));
  const verify = useVerifyEmail();
  const { data: user } = useCurrentUserQuery();
  // Once per token: a link works once, so a second call (React's development double effect, a
  // re-render) would report the link as used.
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    verify.mutate(token);
  }, [token, verify]);

  if (!token) return <LinkProblem message={t("verify.noToken")} next={next} />;
  if (verify.isSuccess) return <Verified next={next} message={t("verify.done")} />;
  if (verify.isError) {
    const linkIsBad = isApiError(verify.error) && verify.error.status === 400;
    // An old link opened by someone whose email is verified already: nothing is wrong.
    if (linkIsBad && user?.emailVerified) return <Verified next={next} message={t("verify.already")} />;
    return (
      <LinkProblem
        message={
          linkIsBad
            ? translateMessage(VERIFY_EMAIL_MESSAGES.linkInvalid)
            : failureReason(verify.error, t("signup.tryAgain"))
        }
        next={next}
        retry={
          linkIsBad
            ? undefined
            : () => {
                asked.current = token;
                verify.mutate(token);
              }
        }
      />
    );
  }
  return (
    <AuthCard title={t("verify.title")}>
      <p role="status" className="flex items-center gap-3 text-slate-700">
        <Spinner className="size-5 text-brand-600" />
        {t("verify.checking")}
      </p>
    </AuthCard>
  );
}

/** Verified: on to the booking the student started, or to the sessions. */
function Verified({ next, message }: { next: string | null; message: string }) {
  const t = useT();
  return (
    <AuthCard title={t("verify.title")}>
      <Alert variant="success">{message}</Alert>
      <Link
        to={next ?? paths.bookingSessions.getHref()}
        replace
        className={buttonClasses({ size: "lg", className: "mt-5 w-full" })}
      >
        {next ? t("verify.continue") : t("verify.browse")}
      </Link>
    </AuthCard>
  );
}

/** The link is incomplete, used, expired, or could not be checked. */
function LinkProblem({ message, next, retry }: { message: string; next: string | null; retry?: () => void }) {
  const t = useT();
  const { data: user, isPending } = useCurrentUserQuery();
  return (
    <AuthCard title={t("verify.title")}>
      <Alert>{message}</Alert>
      {retry ? (
        <Button size="lg" className="mt-5 w-full" onClick={retry}>
          {t("verify.retry")}
        </Button>
      ) : (
        <>
          <p className="mt-5 text-sm text-slate-600">{t("verify.problem")}</p>
          {isPending ? null : user ? (
            <div className="mt-5">
              <VerifyEmailNotice next={next} />
            </div>
          ) : (
            <Link to={loginHref(next)} className={buttonClasses({ size: "lg", className: "mt-5 w-full" })}>
              {t("verify.logIn")}
            </Link>
          )}
        </>
      )}
    </AuthCard>
  );
}
