import type { AdminMentor } from "@contract/admin";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api";
import { useDeleteMentor } from "../api/mentors";

/**
 * docs/product.md §2.14's delete-with-confirmation. The server may refuse (409: the mentor has upcoming sessions
 * with booked students); its reason is shown here and the dialog stays open.
 */
export function DeleteMentorDialog({ mentor, onClose }: { mentor: AdminMentor | null; onClose: () => void }) {
  const remove = useDeleteMentor();
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!mentor) return;
    setError(null);
    remove.mutate(mentor.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        close();
      },
      onError: (failure) =>
        setError(
          isApiError(failure) && failure.status < 500
            ? failure.message
            : "Could not remove the mentor. Please try again.",
        ),
    });
  };

  return (
    <Dialog
      open={mentor !== null}
      onClose={close}
      title="Remove mentor?"
      description={mentor ? `${mentor.name} (${mentor.email}) will no longer be a mentor.` : undefined}
      initialFocusRef={cancelRef}
    >
      <div className="space-y-4 px-5 py-5 sm:px-6">
        <p className="text-sm text-slate-700">Their past sessions and ratings are kept.</p>
        {error ? <Alert>{error}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="ghost" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            onClick={confirm}
            disabled={remove.isPending}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
          >
            {remove.isPending ? <Spinner /> : null}
            Remove mentor
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
