import { AUTH_MESSAGES, forgotPasswordBodySchema } from "@contract/auth";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useFocusLater } from "@/hooks/use-focus-later";
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
  | { state: "error"; message: string };

export function ForgotPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>({ state: "idle" });
  // The email field's own problem (empty, not an address); server failures go to the alert.
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const request = useRequestPasswordReset();
  const focusLater = useFocusLater();
  const inputRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.state === "loading") return;
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(translateMessage(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.requiredFields));
      setStatus({ state: "idle" });
      setAttempt((n) => n + 1);
      focusLater(() => inputRef.current);
      return;
    }
    setFieldError(null);
    setStatus({ state: "loading" });
    request.mutate(parsed.data, {
      onSuccess: (message) => setStatus({ state: "success", message }),
      onError: (error) => {
        setStatus({ state: "error", message: failureReason(error, AUTH_MESSAGES.sendResetFailed) });
        setAttempt((n) => n + 1);
        focusLater(() => alertRef.current);
      },
    });
  };

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
        {status.state === "error" ? (
          <Alert key={attempt} ref={alertRef} tabIndex={-1}>
            {translateMessage(status.message)}
          </Alert>
        ) : null}

        <FormField label={t("forgot.email")} required error={fieldError ?? undefined}>
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={loading}
            />
          )}
        </FormField>

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
