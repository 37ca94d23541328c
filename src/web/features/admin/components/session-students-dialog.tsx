import type { AdminSession } from "@contract/admin";
import { LIVE_MESSAGES } from "@contract/live-sessions";
import { formatIstDate, formatIstTime, formatRupees } from "@contract/time";
import { Check, Minus } from "lucide-react";
import { PaymentStatusBadge } from "@/components/payment-status-badge";
import { Dialog } from "@/components/ui/dialog";
import { useSessionStudents } from "../api/sessions";
import {
  EmptyRows,
  LoadingRows,
  loadFailure,
  RetryAlert,
  rowClass,
  ScrollTable,
  tdClass,
  thClass,
} from "./table-kit";

/**
 * When the session is, and its seats; a cancelled session holds no seats any more (its bookings are
 * due for a refund), so the dialog says why instead.
 */
function dialogDescription(session: AdminSession): string {
  const when = `${formatIstDate(session.startsAt)}, ${formatIstTime(session.startsAt)} IST`;
  if (session.status.toLowerCase() === "cancelled")
    return `${when} · ${LIVE_MESSAGES.cancelled}${session.cancelReason ? ` Reason: ${session.cancelReason}` : ""}`;
  return `${when} · ${session.seatsTaken} of ${session.seats} seats taken`;
}

/** docs/product.md §2.14's student dialog of a session: who booked, their payment (docs/product.md §4 labels) and attendance. */
export function SessionStudentsDialog({
  session,
  onClose,
}: {
  session: AdminSession | null;
  onClose: () => void;
}) {
  const query = useSessionStudents(session?.id ?? null);
  const students = query.data?.students;

  return (
    <Dialog
      open={session !== null}
      onClose={onClose}
      title={session ? `Students of ${session.title}` : "Students"}
      description={session ? dialogDescription(session) : undefined}
      size="lg"
    >
      <div className="space-y-3 px-5 py-5 sm:px-6">
        {query.error && !students ? (
          <RetryAlert
            message={loadFailure(query.error, "Could not load the students. Please try again.")}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : !students ? (
          <LoadingRows label="Loading students…" />
        ) : students.length === 0 ? (
          <EmptyRows>No student has booked this session yet.</EmptyRows>
        ) : (
          <ScrollTable caption="Students who booked this session" className="min-w-xl">
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Student
                </th>
                <th scope="col" className={thClass}>
                  Payment
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Amount
                </th>
                <th scope="col" className={thClass}>
                  Attended
                </th>
              </tr>
            </thead>
            <tbody>
              {students.map((student) => (
                <tr key={student.paymentId} className={rowClass}>
                  <th scope="row" className={`${tdClass} text-left`}>
                    <span className="block font-semibold text-slate-900">{student.name}</span>
                    <span className="block text-xs break-all text-slate-600">{student.email}</span>
                  </th>
                  <td className={tdClass}>
                    <PaymentStatusBadge status={student.paymentStatus} className="px-2 py-0.5 text-xs" />
                  </td>
                  <td className={`${tdClass} text-right tabular-nums`}>{formatRupees(student.amount)}</td>
                  <td className={tdClass}>
                    {student.attended ? (
                      <span className="inline-flex items-center gap-1 text-green-800">
                        <Check aria-hidden="true" className="size-4" />
                        Yes
                      </span>
                    ) : (
                      <span className="inline-flex items-center gap-1 text-slate-600">
                        <Minus aria-hidden="true" className="size-4" />
                        No
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </div>
    </Dialog>
  );
}
