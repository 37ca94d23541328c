import { type AdminApplication, approveApplicationBodySchema, DOMAIN_FILTERS } from "@contract/admin";
import { type RefObject, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert, KitField, useFormKit } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
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
    <Dialog
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
    </Dialog>
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
    <form noValidate onSubmit={onSubmit} className="space-y-5 p-5 sm:p-6">
      <FormAlert kit={kit} />
      <KitField kit={kit} name="domain" label={t("table.domain")} hint={t("approve.domainHint")}>
        {(control) => (
          <NativeSelect
            {...control}
            ref={(element) => {
              control.ref(element);
              selectRef.current = element;
            }}
          >
            {DOMAINS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        )}
      </KitField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" disabled={approve.isPending}>
          {approve.isPending ? <Spinner /> : null}
          {approve.isPending ? t("approve.approving") : t("approve.submit")}
        </Button>
      </div>
    </form>
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
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="ghost" onClick={close}>
            {t("actions.cancel")}
          </Button>
          <Button
            onClick={confirm}
            disabled={reject.isPending}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
          >
            {reject.isPending ? <Spinner /> : null}
            {reject.isPending ? t("reject.rejecting") : t("reject.submit")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
