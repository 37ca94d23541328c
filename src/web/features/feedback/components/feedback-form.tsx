import { FEEDBACK_MESSAGES, feedbackBodySchema } from "@contract/feedback";
import { Send } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useFocusLater } from "@/hooks/use-focus-later";
import { isApiError } from "@/lib/api";
import { failureReason, serverFieldIssues } from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { type OwnFeedback, useSaveOwnFeedback } from "../api/own-feedback";
import { useT } from "../i18n";
import { StarRatingInput } from "./star-rating-input";

type Field = "rating" | "feedback";
const FIELDS: readonly Field[] = ["rating", "feedback"];
export const FEEDBACK_MAX_LENGTH = 2000;

/**
 * Why the server refused, in the words docs/product.md and the contract give for each case: a 403 carries the
 * contract's message for its reason (FEEDBACK_MESSAGES: not booked, not paid, not started, …).
 */
function refusal(error: unknown, saveFailed: string): string {
  if (isApiError(error) && error.status === 401) return translateMessage(FEEDBACK_MESSAGES.notLoggedIn);
  if (isApiError(error) && error.status === 403)
    return error.message
      ? failureReason(error, error.message)
      : translateMessage(FEEDBACK_MESSAGES.notBooked);
  return failureReason(error, saveFailed);
}

type FeedbackFormProps = {
  sessionId: string;
  /** The feedback given before, which the form starts from. */
  previous: OwnFeedback;
  onSaved: (feedback: NonNullable<OwnFeedback>) => void;
};

/**
 * The rating (1 to 5, required) and the text (required) with Submit Feedback. The same schema as
 * the server's checks both before anything is sent.
 */
export function FeedbackForm({ sessionId, previous, onSaved }: FeedbackFormProps) {
  const t = useT();
  const save = useSaveOwnFeedback(sessionId);
  const focusLater = useFocusLater();
  const [rating, setRating] = useState<number | null>(previous?.rating ?? null);
  const [text, setText] = useState(previous?.feedback ?? "");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const firstStarRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const fail = (fields: Partial<Record<Field, string>>, message: string | null) => {
    setErrors(fields);
    setFailure(message);
    setAttempt((n) => n + 1);
    focusLater(() =>
      fields.rating ? firstStarRef.current : fields.feedback ? textRef.current : alertRef.current,
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = feedbackBodySchema.safeParse({ rating: rating ?? 0, feedback: text });
    if (!parsed.success) {
      const fields: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "rating" || field === "feedback") fields[field] ??= translateMessage(issue.message);
      }
      fail(fields, null);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(parsed.data, {
      onSuccess: (feedback) => {
        if (feedback) onSaved(feedback);
      },
      onError: (error) => {
        const fields = serverFieldIssues(error, FIELDS);
        fail(fields, Object.keys(fields).length > 0 ? null : refusal(error, t("form.saveFailed")));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {failure ? (
        <Alert key={attempt} ref={alertRef} tabIndex={-1}>
          {failure}
        </Alert>
      ) : null}

      <StarRatingInput
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors(({ rating: _fixed, ...rest }) => rest);
        }}
        error={errors.rating}
        disabled={save.isPending}
        firstStarRef={firstStarRef}
      />

      <FormField label={t("form.label")} required hint={t("form.hint")} error={errors.feedback}>
        {(control) => (
          <Textarea
            {...control}
            ref={textRef}
            name="feedback"
            rows={5}
            maxLength={FEEDBACK_MAX_LENGTH}
            value={text}
            disabled={save.isPending}
            onChange={(event) => {
              setText(event.target.value);
              setErrors(({ feedback: _fixed, ...rest }) => rest);
            }}
          />
        )}
      </FormField>

      <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto">
        {save.isPending ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
        {save.isPending ? t("form.sending") : t("form.submit")}
      </Button>
    </form>
  );
}
