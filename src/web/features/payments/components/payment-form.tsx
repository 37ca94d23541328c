import { utrSchema } from "@contract/payments";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { ownBookingsQueryKey, sessionsQueryKey } from "@/features/sessions";
import { useFocusLater } from "@/hooks/use-focus-later";
import { isApiError } from "@/lib/api";
import { failureReason, serverFieldIssues } from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { useBookSession } from "../api/book-session";
import { useT } from "../i18n";
import { PAYMENT_PAGE_MESSAGES } from "../messages";
import { ProofPicker } from "./proof-picker";

type Field = "proof" | "utr";
const FIELDS: readonly Field[] = ["proof", "utr"];

/** The UTR's problem, or null when it is fine (empty: it is optional). */
function utrProblem(value: string): string | null {
  if (value.trim() === "") return null;
  const parsed = utrSchema.safeParse(value);
  return parsed.success ? null : translateMessage(parsed.error.issues[0]?.message ?? "Invalid UTR.");
}

type PaymentFormProps = {
  sessionId: string;
  /** After the server has accepted the booking; the page then shows the pending screen. */
  onBooked: () => void;
};

/**
 * The proof upload, the optional 12-digit UTR and Continue (disabled until a proof is chosen). The
 * upload's real progress shows as it goes; the server decides the booking and its amount.
 */
export function PaymentForm({ sessionId, onBooked }: PaymentFormProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const book = useBookSession();
  const focusLater = useFocusLater();

  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const [utr, setUtr] = useState("");
  const [utrError, setUtrError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Each failed attempt remounts the alert, so the same message is announced again.
  const [attempt, setAttempt] = useState(0);

  const proofRef = useRef<HTMLInputElement>(null);
  const utrRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const continueHintId = useId();

  const pending = book.isPending;
  const progress = book.progress ?? 0;

  const fail = (message: string, fields: Partial<Record<Field, string>> = {}) => {
    setFailure(message);
    setAttempt((n) => n + 1);
    if (fields.proof) setProofError(fields.proof);
    if (fields.utr) setUtrError(fields.utr);
    const first = FIELDS.find((field) => fields[field] !== undefined);
    focusLater(() =>
      first === "utr" ? utrRef.current : first === "proof" ? proofRef.current : alertRef.current,
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!proof) {
      const required = translateMessage(PAYMENT_PAGE_MESSAGES.proofRequired);
      fail(required, { proof: required });
      return;
    }
    const utrIssue = utrProblem(utr);
    if (utrIssue) {
      fail(utrIssue, { utr: utrIssue });
      return;
    }
    setFailure(null);
    const cleanUtr = utr.trim() === "" ? null : utrSchema.parse(utr);
    book.mutate(
      { sessionId, proof, utr: cleanUtr },
      {
        onSuccess: (answer) => {
          toast.success(translateMessage(answer.message || PAYMENT_PAGE_MESSAGES.submitted));
          onBooked();
        },
        onError: (error) => {
          const fields = serverFieldIssues(error, FIELDS);
          // A 400 without named fields is about the image (too large, unreadable, not an image).
          if (isApiError(error) && error.status === 400 && !fields.proof && !fields.utr) {
            fields.proof = failureReason(error, error.message);
          }
          const reason = failureReason(error, translateMessage(PAYMENT_PAGE_MESSAGES.failed));
          if (isApiError(error) && error.status === 409) {
            // Full, ended or already booked: the page shows the session's and the booking's new state.
            void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
            void queryClient.invalidateQueries({ queryKey: ownBookingsQueryKey });
          }
          toast.error(reason);
          fail(reason, fields);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <ProofPicker
        proof={proof}
        onChange={(file) => {
          setProof(file);
          if (file) setFailure(null);
        }}
        error={proofError}
        onError={setProofError}
        disabled={pending}
        inputRef={proofRef}
      />

      <FormField label={t("form.utr")} hint={t("form.utrHint")} error={utrError ?? undefined}>
        {(control) => (
          <Input
            {...control}
            ref={utrRef}
            name="utr"
            value={utr}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            disabled={pending}
            onChange={(event) => {
              setUtr(event.target.value);
              // Once marked wrong, the message goes as soon as the number is right.
              if (utrError) setUtrError(utrProblem(event.target.value));
            }}
            onBlur={() => setUtrError(utrProblem(utr))}
          />
        )}
      </FormField>

      {failure ? (
        <Alert key={attempt} ref={alertRef} tabIndex={-1}>
          {failure}
        </Alert>
      ) : null}

      {pending ? (
        <div className="space-y-2">
          <Progress
            value={progress}
            label={t("form.uploading")}
            valueText={t("form.uploaded", { progress })}
          />
          <p className="flex items-center gap-2 text-sm text-slate-700" aria-live="polite">
            <Spinner />
            {progress < 100 ? t("form.uploadingProgress", { progress }) : t("form.checking")}
          </p>
        </div>
      ) : null}

      <div className="space-y-2">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!proof || pending}
          aria-describedby={!proof ? continueHintId : undefined}
        >
          {pending ? <Spinner /> : null}
          {t("form.continue")}
          {pending ? null : <ArrowRight aria-hidden="true" className="size-4" />}
        </Button>
        {!proof ? (
          <p id={continueHintId} className="text-center text-sm text-slate-700">
            {translateMessage(PAYMENT_PAGE_MESSAGES.proofRequired)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
