import { MailCheck } from "lucide-react";
import { useId } from "react";
import { Trans } from "react-i18next";
import { useLocation } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/current-user";
import { failureReason } from "@/lib/form-errors";
import { useSendVerificationEmail } from "../api/verify-email";
import { useT } from "../i18n";
import { safeNextPath } from "../redirect";

/**
 * What a student whose email is not verified yet sees where a seat would be held (docs/product.md
 * §2.23): the address the link went to, "Send a new link" (whose email brings them back to `next`,
 * this very page unless told), and to come back once the link is open. It reads the signed-in user
 * itself; signed out, or verified, it shows nothing.
 */
export function VerifyEmailNotice({ next }: { next?: string | null }) {
  const t = useT();
  const user = useCurrentUser();
  const location = useLocation();
  const send = useSendVerificationEmail();
  const titleId = useId();

  if (!user || user.emailVerified) return null;
  const here = next !== undefined ? next : safeNextPath(`${location.pathname}${location.search}`);

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-slate-800 sm:p-5"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <MailCheck aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        {t("notice.title")}
      </h2>
      <p className="mt-2 text-sm leading-relaxed break-words">
        <Trans
          t={t}
          i18nKey="notice.sentTo"
          values={{ email: user.email }}
          components={{ strong: <strong className="font-semibold" /> }}
        />
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          variant="outline"
          disabled={send.isPending}
          onClick={() => {
            if (!send.isPending) send.mutate(here);
          }}
        >
          {send.isPending ? (
            <>
              <Spinner />
              {t("notice.sending")}
            </>
          ) : (
            t("notice.resend")
          )}
        </Button>
      </div>
      {send.isSuccess ? (
        <Alert variant="success" className="mt-3">
          {t("notice.sent", { email: user.email })}
        </Alert>
      ) : null}
      {send.isError ? (
        <Alert className="mt-3">
          {t("notice.failed", { reason: failureReason(send.error, t("signup.tryAgain")) })}
        </Alert>
      ) : null}
    </section>
  );
}
