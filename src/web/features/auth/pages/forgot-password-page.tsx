import { AUTH_MESSAGES, forgotPasswordBodySchema } from "@contract/auth";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormAlert, KitField, useFormKit } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { failureReason } from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { useRequestPasswordReset } from "../api/forgot-password";
import { AuthCard, authLinkClasses } from "../components/auth-card";
import { useT } from "../i18n";

/**
 * docs/product.md §2.20 and §4: idle → loading → success or error. The success message is the same whether or
 * not an account has this email (docs/product.md §10.2: no account discovery).
 */
type Status =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "success"; message: string }
  | { state: "error" };

export function ForgotPasswordPage() {
  const t = useT();
  // The email field's own problem (empty, not an address) shows under it; server failures in the alert.
  const kit = useFormKit(forgotPasswordBodySchema, {
    defaultValues: { email: "" },
    order: ["email"],
    summarizeWith: () => null,
  });
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const request = useRequestPasswordReset();

  const onSubmit = kit.submit((data) => {
    if (status.state === "loading") return;
    setStatus({ state: "loading" });
    request.mutate(data, {
      onSuccess: (message) => setStatus({ state: "success", message }),
      onError: (error) => {
        setStatus({ state: "error" });
        kit.fail(translateMessage(failureReason(error, AUTH_MESSAGES.sendResetFailed)));
      },
    });
  });
  const loading = status.state === "loading";

  return (
    <AuthCard
      title={t("forgot.title")}
      description={t("forgot.description")}
      footer={
        <Link to={paths.login.getHref()} className={`${authLinkClasses} inline-flex items-center gap-1.5`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("forgot.back")}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {status.state === "success" ? (
          <Alert variant="success">
            <p className="font-semibold">{translateMessage(status.message)}</p>
            <p className="mt-1">{t("forgot.sent")}</p>
          </Alert>
        ) : null}
        {status.state === "error" ? <FormAlert kit={kit} /> : null}

        <KitField kit={kit} name="email" label={t("forgot.email")} required>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              disabled={loading}
            />
          )}
        </KitField>

        <Button type="submit" size="lg" className="w-full" disabled={loading}>
          {loading ? (
            <>
              <Spinner />
              {t("forgot.sending")}
            </>
          ) : (
            t("forgot.submit")
          )}
        </Button>
      </form>
    </AuthCard>
  );
}
