import { FEEDBACK_MESSAGES, feedbackBodySchema } from "@contract/feedback";
import { Send } from "lucide-react";
import { useController } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert, fieldError, KitField, useFormKit } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api";
import { failureReason, serverFieldIssues } from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { type OwnFeedback, useSaveOwnFeedback } from "../api/own-feedback";
import { useT } from "../i18n";
import { StarRatingInput } from "./star-rating-input";

const FIELDS = ["rating", "feedback"] as const;
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
  // Each field's problem shows under it; the server's refusals in the alert.
  const kit = useFormKit(feedbackBodySchema, {
    defaultValues: { rating: previous?.rating ?? 0, feedback: previous?.feedback ?? "" },
    order: FIELDS,
    summarizeWith: () => null,
  });
  const rating = useController({ control: kit.form.control, name: "rating" });

  const onSubmit = kit.submit((data) => {
    if (save.isPending) return;
    save.mutate(data, {
      onSuccess: (feedback) => {
        if (feedback) onSaved(feedback);
      },
      onError: (error) => {
        const fields = serverFieldIssues(error, FIELDS);
        kit.fail(Object.keys(fields).length > 0 ? null : refusal(error, t("form.saveFailed")), fields);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormAlert kit={kit} />

      <StarRatingInput
        value={rating.field.value || null}
        onChange={rating.field.onChange}
        error={fieldError(kit, "rating").error}
        disabled={save.isPending}
        firstStarRef={rating.field.ref}
      />

      <KitField kit={kit} name="feedback" label={t("form.label")} required hint={t("form.hint")}>
        {(control) => (
          <Textarea {...control} rows={5} maxLength={FEEDBACK_MAX_LENGTH} disabled={save.isPending} />
        )}
      </KitField>

      <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto">
        {save.isPending ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
        {save.isPending ? t("form.sending") : t("form.submit")}
      </Button>
    </form>
  );
}
