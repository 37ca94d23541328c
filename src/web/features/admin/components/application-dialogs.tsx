import { type AdminApplication, approveApplicationBodySchema, DOMAIN_FILTERS } from "@contract/admin";
import { type RefObject, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import { KitField, useFormKit } from "@/components/ui/form";
import { DialogActions, DialogForm, FormDialog, withFocusRef } from "@/components/ui/form-dialog";
import { NativeSelect } from "@/components/ui/native-select";
import { isApiError } from "@/lib/api";
import { failureReason } from "@/lib/form-errors";
import { type ApplicationDomain, useApproveApplication, useRejectApplication } from "../api/applications";
import { useT } from "../i18n";
import { adminMessage, toastFailure, toastSuccess } from "./content-toast";

const DOMAINS: readonly ApplicationDomain[] = ["General", ...DOMAIN_FILTERS];

/** 409: someone else decided it meanwhile. Say so and close; the list refreshes either way. */
const alreadyDecided = (error: unknown) => isApiError(error) && error.status === 409;

/**
 * Approve: the admin picks the new mentor's domain (General by default); the server creates the
 * mentor and emails the invitation to set a password, and says so.
 */
export function ApproveApplicationDialog({
  application,
  onClose,
}: {
  application: AdminApplication | null;
  onClose: () => void;
}) {
  const t = useT();
  const selectRef = useRef<HTMLSelectElement>(null);
  return (
    <FormDialog
      open={application !== null}
      onClose={onClose}
      title={t("approve.title")}
      description={
        application
          ? t("approve.description", { name: application.name, email: application.email })
          : undefined
      }
      initialFocusRef={selectRef}
    >
      {application ? (
        <ApproveForm key={application.id} application={application} onDone={onClose} selectRef={selectRef} />
      ) : null}
    </FormDialog>
  );
}

function ApproveForm({
  application,
  onDone,
  selectRef,
}: {
  application: AdminApplication;
  onDone: () => void;
  selectRef: RefObject<HTMLSelectElement | null>;
}) {
  const t = useT();
  const kit = useFormKit(approveApplicationBodySchema, {
    defaultValues: { domain: "General" },
    order: ["domain"],
  });
  const approve = useApproveApplication();

  const onSubmit = kit.submit(({ domain }) => {
    if (approve.isPending) return;
    approve.mutate(
      { id: application.id, domain },
      {
        onSuccess: (answer) => {
          toastSuccess(adminMessage(answer.message));
          onDone();
        },
        onError: (error) => {
          if (alreadyDecided(error)) {
            toastFailure(error, t("approve.failed"));
            onDone();
            return;
          }
          kit.failWith(error, (reason) => reason, t("approve.failed"));
        },
      },
    );
  });

  return (
    <DialogForm
      kit={kit}
      onSubmit={onSubmit}
      actions={{
        cancelLabel: t("actions.cancel"),
        onCancel: onDone,
        cancelWhilePending: true,
        submitLabel: t("approve.submit"),
        pendingLabel: t("approve.approving"),
        pending: approve.isPending,
      }}
    >
      <KitField kit={kit} name="domain" label={t("table.domain")} hint={t("approve.domainHint")}>
        {(control) => (
          <NativeSelect {...withFocusRef(control, selectRef)}>
            {DOMAINS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        )}
      </KitField>
    </DialogForm>
  );
}

/** Reject, after a confirmation: the decision is recorded and cannot be undone. */
export function RejectApplicationDialog({
  application,
  onClose,
}: {
  application: AdminApplication | null;
  onClose: () => void;
}) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const reject = useRejectApplication();
  const [failure, setFailure] = useState<string | null>(null);
  const alertId = useId();

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = () => {
    if (!application || reject.isPending) return;
    setFailure(null);
    reject.mutate(application.id, {
      onSuccess: (answer) => {
        toastSuccess(adminMessage(answer.message));
        close();
      },
      onError: (error) => {
        if (alreadyDecided(error)) {
          toastFailure(error, t("reject.failed"));
          close();
          return;
        }
        setFailure(failureReason(error, t("reject.failed")));
      },
    });
  };

  return (
    <Dialog
      open={application !== null}
      onClose={close}
      title={t("reject.title")}
      description={
        application
          ? t("reject.description", { name: application.name, email: application.email })
          : undefined
      }
      initialFocusRef={cancelRef}
    >
      <div className="space-y-5 p-5 sm:p-6">
        {failure ? (
          <Alert id={alertId} key={failure}>
            {failure}
          </Alert>
        ) : null}
        <p className="text-sm text-slate-700">{t("reject.undone")}</p>
        <DialogActions
          cancelLabel={t("actions.cancel")}
          onCancel={close}
          cancelRef={cancelRef}
          cancelWhilePending
          submitLabel={t("reject.submit")}
          pendingLabel={t("reject.rejecting")}
          onSubmit={confirm}
          pending={reject.isPending}
          tone="danger"
        />
      </div>
    </Dialog>
  );
}
