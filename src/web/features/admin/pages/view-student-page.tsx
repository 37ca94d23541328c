import type { StudentProfileView } from "@contract/admin";
import { paymentStatusLabel } from "@contract/payments";
import { SESSION_STATUSES, type SessionStatus } from "@contract/sessions";
import { Link, useParams } from "react-router";
import { usePaymentStatusLabel } from "@/components/payment-status-badge";
import { StatList } from "@/components/stat-list";
import { cardClasses } from "@/components/ui/card";
import { DataTable } from "@/components/ui/table";
import { UserAvatar } from "@/components/user-avatar";
import { paths } from "@/config/paths";
import { useStudentProfile } from "@/features/admin/api/profiles";
import { ProfileViewPage } from "@/features/admin/components/profile-view-page";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/i18n";
import { useT } from "../i18n";

const linkClasses =
  "rounded-sm text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * docs/product.md §2.16's student profile, for admins (see ProfileViewPage for its loading and error states).
 */
export function ViewStudentPage() {
  const { email = "" } = useParams();
  const query = useStudentProfile(email);
  return (
    <ProfileViewPage query={query} email={email} kind="student">
      {(student) => (
        <>
          <StudentSummary student={student} />
          <EnrolledSessions sessions={student.sessions} />
          <Payments payments={student.payments} />
        </>
      )}
    </ProfileViewPage>
  );
}

function StudentSummary({ student }: { student: StudentProfileView }) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <section aria-labelledby="student-card-heading" className={cardClasses()}>
        <div className="flex items-center gap-4">
          <UserAvatar user={{ name: student.name, role: "student", image: student.image }} size="lg" />
          <div className="min-w-0">
            <h2 id="student-card-heading" className="text-lg font-bold break-words text-slate-900">
              {student.name}
            </h2>
            <a href={`mailto:${student.email}`} className={cn(linkClasses, "text-sm font-medium break-all")}>
              {student.email}
            </a>
            {student.phone ? (
              <p className="text-sm text-slate-700">
                <a href={`tel:${student.phone}`} className={linkClasses}>
                  {student.phone}
                </a>
              </p>
            ) : null}
          </div>
        </div>
        <StatList
          className="mt-5 grid grid-cols-2 gap-4"
          items={[
            { term: t("students.columns.spent"), value: f.rupees(student.totalSpent) },
            { term: t("students.columns.enrolled"), value: student.enrolled },
            { term: t("viewStudent.attended"), value: student.attended },
            { term: t("table.domain"), value: student.domain },
          ]}
        />
      </section>
      <section aria-labelledby="student-about-heading" className={cardClasses()}>
        <h2 id="student-about-heading" className="text-lg font-bold text-slate-900">
          {t("viewStudent.goals")}
        </h2>
        <StatList
          look="fact"
          className="mt-4 space-y-4 text-sm"
          items={[
            { term: t("viewStudent.goal"), value: student.goal?.trim() || t("profile.notProvided") },
            {
              term: t("viewStudent.educationLevel"),
              value: student.educationLevel?.trim() || t("profile.notProvided"),
            },
            {
              term: t("viewStudent.interests"),
              value:
                student.interests.length === 0 ? (
                  t("profile.noneListed")
                ) : (
                  <ul className="flex flex-wrap gap-2">
                    {student.interests.map((interest) => (
                      <li
                        key={interest}
                        className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset"
                      >
                        {interest}
                      </li>
                    ))}
                  </ul>
                ),
            },
          ]}
        />
      </section>
    </div>
  );
}

const PAYMENT_BADGES = {
  Completed: "bg-green-50 text-green-800 ring-green-200",
  Pending: "bg-amber-50 text-amber-900 ring-amber-200",
  Failed: "bg-red-50 text-red-800 ring-red-200",
  "Refund due": "bg-violet-50 text-violet-900 ring-violet-200",
  Refunded: "bg-sky-50 text-sky-900 ring-sky-200",
  Cancelled: "bg-slate-50 text-slate-800 ring-slate-300",
} as const satisfies Record<ReturnType<typeof paymentStatusLabel>, string>;

function PaymentBadge({ status }: { status: string }) {
  const statusLabel = usePaymentStatusLabel();
  const label = paymentStatusLabel(status);
  return (
    <span
      className={cn(
        "rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset",
        PAYMENT_BADGES[label],
      )}
    >
      {statusLabel(status)}
    </span>
  );
}

const isSessionStatus = (status: string): status is SessionStatus =>
  (SESSION_STATUSES as readonly string[]).includes(status);

/** A session's state in words ("upcoming"; shown capitalised). */
function SessionState({ status }: { status: string }) {
  const t = useT();
  const state = status.toLowerCase();
  return (
    <span className="capitalize">
      {isSessionStatus(state) ? t(`viewStudent.sessionStatus.${state}`) : state}
    </span>
  );
}

function EnrolledSessions({ sessions }: { sessions: StudentProfileView["sessions"] }) {
  const t = useT();
  const f = useFormat();
  return (
    <section aria-labelledby="student-sessions-heading" className="min-w-0">
      <h2 id="student-sessions-heading" className="text-xl font-bold tracking-tight text-slate-900">
        {t("viewStudent.enrolledSessions")}
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t("viewStudent.noSessions")}</p>
      ) : (
        <DataTable
          className="mt-3"
          caption={t("viewStudent.enrolledSessions")}
          minWidthClassName="sm:min-w-3xl"
          rows={sessions}
          getRowKey={(session) => session.id}
          columns={[
            {
              key: "title",
              header: t("viewMentor.columns.title"),
              cell: (session) => (
                <Link to={paths.sessionDetails.getHref(session.id)} className={linkClasses}>
                  {session.title}
                </Link>
              ),
            },
            { key: "subject", header: t("viewStudent.columns.subject") },
            {
              key: "date",
              header: t("viewMentor.columns.date"),
              className: "sm:whitespace-nowrap",
              cell: (session) => f.date(session.startsAt),
            },
            {
              key: "time",
              header: t("viewStudent.columns.time"),
              className: "sm:whitespace-nowrap",
              cell: (session) => f.time(session.startsAt),
            },
            { key: "mentorName", header: t("viewStudent.columns.mentor") },
            {
              key: "status",
              header: t("viewMentor.columns.status"),
              cell: (session) => <SessionState status={session.status} />,
            },
            {
              key: "paymentStatus",
              header: t("viewStudent.columns.paymentStatus"),
              cell: (session) => <PaymentBadge status={session.paymentStatus} />,
            },
          ]}
        />
      )}
    </section>
  );
}

function Payments({ payments }: { payments: StudentProfileView["payments"] }) {
  const t = useT();
  const f = useFormat();
  return (
    <section aria-labelledby="student-payments-heading" className="min-w-0">
      <h2 id="student-payments-heading" className="text-xl font-bold tracking-tight text-slate-900">
        {t("payments.caption")}
      </h2>
      {payments.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t("payments.none")}</p>
      ) : (
        <DataTable
          className="mt-3"
          caption={t("payments.caption")}
          minWidthClassName="sm:min-w-3xl"
          rows={payments}
          getRowKey={(payment) => payment.id}
          columns={[
            {
              key: "id",
              header: t("viewStudent.columns.paymentId"),
              className: "font-mono text-xs break-all",
              cell: (payment) => (
                <Link to={paths.adminPayment.getHref(payment.id)} className={linkClasses}>
                  {payment.id}
                </Link>
              ),
            },
            {
              key: "amount",
              header: t("payments.columns.amount"),
              className: "text-slate-900 sm:whitespace-nowrap",
              cell: (payment) => f.rupees(payment.amount),
            },
            {
              key: "status",
              header: t("payments.columns.status"),
              cell: (payment) => <PaymentBadge status={payment.status} />,
            },
            {
              key: "session",
              header: t("payments.columns.session"),
              cell: (payment) => (
                <span>
                  <span className="block text-slate-900">{payment.sessionTitle}</span>
                  <span className="block font-mono text-xs break-all text-slate-600">
                    {payment.sessionId}
                  </span>
                </span>
              ),
            },
            {
              key: "date",
              header: t("payments.columns.date"),
              className: "sm:whitespace-nowrap",
              cell: (payment) => (
                <time dateTime={payment.createdAt}>
                  {t("dateTime", { date: f.date(payment.createdAt), time: f.time(payment.createdAt) })}
                </time>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
