import type { AdminSession } from "@contract/admin";
import { LIVE_MESSAGES } from "@contract/live-sessions";
import { Check, Minus } from "lucide-react";
import { PaymentStatusBadge } from "@/components/payment-status-badge";
import { Dialog } from "@/components/ui/dialog";
import { DataTable, EmptyRows, LoadingRows, loadFailure, RetryAlert } from "@/components/ui/table";
import { useFormat } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import { useSessionStudents } from "../api/sessions";
import { useT } from "../i18n";

/** docs/product.md §2.14's student dialog of a session: who booked, their payment (docs/product.md §4 labels) and attendance. */
export function SessionStudentsDialog({
  session,
  onClose,
}: {
  session: AdminSession | null;
  onClose: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const query = useSessionStudents(session?.id ?? null);
  const students = query.data?.students;

  /**
   * When the session is, and its seats; a cancelled session holds no seats any more (its bookings
   * are due for a refund), so the dialog says why instead.
   */
  const description = (session: AdminSession): string => {
    const when = t("sessionStudents.when", {
      date: f.date(session.startsAt),
      time: f.time(session.startsAt),
    });
    if (session.status.toLowerCase() === "cancelled") {
      const cancelled = translateMessage(LIVE_MESSAGES.cancelled);
      return session.cancelReason
        ? t("sessionStudents.cancelledWithReason", { when, cancelled, reason: session.cancelReason })
        : t("sessionStudents.cancelled", { when, cancelled });
    }
    return t("sessionStudents.seats", { when, taken: session.seatsTaken, seats: session.seats });
  };

  return (
    <Dialog
      open={session !== null}
      onClose={onClose}
      title={session ? t("sessions.studentsOf", { title: session.title }) : t("sessions.students")}
      description={session ? description(session) : undefined}
      size="lg"
    >
      <div className="space-y-3 px-5 py-5 sm:px-6">
        {query.error && !students ? (
          <RetryAlert
            message={loadFailure(query.error, t("students.failed"))}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : !students ? (
          <LoadingRows label={t("students.loading")} />
        ) : students.length === 0 ? (
          <EmptyRows>{t("sessionStudents.none")}</EmptyRows>
        ) : (
          <DataTable
            caption={t("sessionStudents.caption")}
            minWidthClassName="sm:min-w-xl"
            rows={students}
            getRowKey={(student) => student.paymentId}
            columns={[
              {
                key: "student",
                header: t("sessionStudents.columns.student"),
                cell: (student) => (
                  <>
                    <span className="block font-semibold text-slate-900">{student.name}</span>
                    <span className="block text-xs font-normal break-all text-slate-600">
                      {student.email}
                    </span>
                  </>
                ),
              },
              {
                key: "payment",
                header: t("sessionStudents.columns.payment"),
                cell: (student) => (
                  <PaymentStatusBadge status={student.paymentStatus} className="px-2 py-0.5 text-xs" />
                ),
              },
              {
                key: "amount",
                header: t("sessionStudents.columns.amount"),
                numeric: true,
                cell: (student) => f.rupees(student.amount),
              },
              {
                key: "attended",
                header: t("sessionStudents.columns.attended"),
                cell: (student) =>
                  student.attended ? (
                    <span className="inline-flex items-center gap-1 text-green-800">
                      <Check aria-hidden="true" className="size-4" />
                      {t("sessionStudents.yes")}
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-slate-600">
                      <Minus aria-hidden="true" className="size-4" />
                      {t("sessionStudents.no")}
                    </span>
                  ),
              },
            ]}
          />
        )}
      </div>
    </Dialog>
  );
}
