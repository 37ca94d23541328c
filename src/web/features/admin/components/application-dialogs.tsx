import { type AdminApplication, DOMAIN_FILTERS } from "@contract/admin";
import { type FormEvent, type RefObject, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api";
import { failureReason } from "@/lib/form-errors";
import { type ApplicationDomain, useApproveApplication, useRejectApplication } from "../api/applications";
import { toastFailure, toastSuccess } from "./content-toast";

const DOMAINS: readonly ApplicationDomain[] = ["General", ...DOMAIN_FILTERS];
const APPROVE_FAILED = "Failed to approve the application";
const REJECT_FAILED = "Failed to reject the application";

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
  const selectRef = useRef<HTMLSelectElement>(null);
  return (
    <Dialog
      open={application !== null}
      onClose={onClose}
      title="Approve application"
      description={
        application
          ? `${application.name} becomes a mentor and gets an email at ${application.email} to set a password.`
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
  const [domain, setDomain] = useState<ApplicationDomain>("General");
  const [failure, setFailure] = useState<string | null>(null);
  const approve = useApproveApplication();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (approve.isPending) return;
    setFailure(null);
    approve.mutate(
      { id: application.id, domain },
      {
        onSuccess: (answer) => {
          toastSuccess(answer.message);
          onDone();
        },
        onError: (error) => {
          if (alreadyDecided(error)) {
            toastFailure(error, APPROVE_FAILED);
            onDone();
            return;
          }
          setFailure(failureReason(error, APPROVE_FAILED));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5 p-5 sm:p-6">
      {failure ? <Alert key={failure}>{failure}</Alert> : null}
      <FormField label="Domain" hint="The mentor's domain in the admin tables; it can be changed later.">
        {(control) => (
          <NativeSelect
            {...control}
            ref={selectRef}
            name="domain"
            value={domain}
            onChange={(event) => setDomain(event.target.value as ApplicationDomain)}
          >
            {DOMAINS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={approve.isPending}>
          {approve.isPending ? <Spinner /> : null}
          {approve.isPending ? "Approving…" : "Approve and invite"}
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
        toastSuccess(answer.message);
        close();
      },
      onError: (error) => {
        if (alreadyDecided(error)) {
          toastFailure(error, REJECT_FAILED);
          close();
          return;
        }
        setFailure(failureReason(error, REJECT_FAILED));
      },
    });
  };

  return (
    <Dialog
      open={application !== null}
      onClose={close}
      title="Reject application?"
      description={
        application
          ? `The application from ${application.name} (${application.email}) is marked rejected.`
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
        <p className="text-sm text-slate-700">This cannot be undone.</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={confirm}
            disabled={reject.isPending}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
          >
            {reject.isPending ? <Spinner /> : null}
            {reject.isPending ? "Rejecting…" : "Reject application"}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
