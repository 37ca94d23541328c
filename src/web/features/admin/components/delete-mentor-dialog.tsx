import type { AdminMentor } from "@contract/admin";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/form-dialog";
import { isApiError } from "@/lib/api";
import { codeOfBody, translateMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { useDeleteMentor } from "../api/mentors";
import { useT } from "../i18n";
import { adminMessage } from "./content-toast";

/**
 * docs/product.md §2.14's delete-with-confirmation, saying what removal does. The server may refuse (409: a
 * session of the mentor's is live, or has students with paid or pending seats); its reason is shown here and the
 * dialog stays open.
 */
export function DeleteMentorDialog({ mentor, onClose }: { mentor: AdminMentor | null; onClose: () => void }) {
  const t = useT();
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
        toast.success(adminMessage(answer.message));
        close();
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status < 500) {
          const { code, params } = codeOfBody(failure.body);
          setError(translateMessage(failure.message, code, params));
        } else setError(t("deleteMentor.failed"));
      },
    });
  };

  return (
    <Dialog
      open={mentor !== null}
      onClose={close}
      title={t("deleteMentor.title")}
      description={
        mentor ? t("deleteMentor.description", { name: mentor.name, email: mentor.email }) : undefined
      }
      initialFocusRef={cancelRef}
    >
      <div className="space-y-4 px-5 py-5 sm:px-6">
        {/* What removal does on the server (docs/product.md §2.14): said before the admin confirms. */}
        <ul className="list-disc space-y-1.5 ps-5 text-sm text-slate-700">
          <li>{t("deleteMentor.deletes")}</li>
          <li>{t("deleteMentor.cancels")}</li>
          <li>{t("deleteMentor.refused")}</li>
          <li>{t("deleteMentor.kept")}</li>
        </ul>
        {error ? <Alert>{error}</Alert> : null}
        <DialogActions
          cancelLabel={t("actions.cancel")}
          onCancel={close}
          cancelRef={cancelRef}
          submitLabel={t("deleteMentor.submit")}
          onSubmit={confirm}
          pending={remove.isPending}
          tone="danger"
        />
      </div>
    </Dialog>
  );
}
