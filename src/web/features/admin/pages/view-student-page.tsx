import type { StudentProfileView } from "@contract/admin";
import { paymentStatusLabel } from "@contract/payments";
import { formatIstDate, formatIstTime, formatRupees } from "@contract/time";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { cardClasses } from "@/components/ui/card";
import { UserAvatar } from "@/components/user-avatar";
import { paths } from "@/config/paths";
import { useStudentProfile } from "@/features/admin/api/profiles";
import { ProfileViewPage } from "@/features/admin/components/profile-view-page";
import { cn } from "@/lib/cn";

export const VIEW_STUDENT_MESSAGES = {
  notFound: "Student not found",
  loadFailed: "Failed to load the student's profile",
} as const;

const linkClasses =
  "rounded-sm text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * docs/product.md §2.16's student profile, for admins (see ProfileViewPage for its loading and error states).
 */
export function ViewStudentPage() {
  const { email = "" } = useParams();
  const query = useStudentProfile(email);
  return (
    <ProfileViewPage
      query={query}
      email={email}
      kind="Student"
      messages={VIEW_STUDENT_MESSAGES}
      back={{ tab: "students", label: "Student Details" }}
    >
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
        <dl className="mt-5 grid grid-cols-2 gap-4">
          <Stat term="Total spent">{formatRupees(student.totalSpent)}</Stat>
          <Stat term="Enrolled">{student.enrolled}</Stat>
          <Stat term="Attended">{student.attended}</Stat>
          <Stat term="Domain">{student.domain}</Stat>
        </dl>
      </section>
      <section aria-labelledby="student-about-heading" className={cardClasses()}>
        <h2 id="student-about-heading" className="text-lg font-bold text-slate-900">
          Goals and interests
        </h2>
        <dl className="mt-4 space-y-4 text-sm">
          <Fact term="Goal">{student.goal?.trim() || "Not provided"}</Fact>
          <Fact term="Education level">{student.educationLevel?.trim() || "Not provided"}</Fact>
          <Fact term="Interests">
            {student.interests.length === 0 ? (
              "None listed"
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
            )}
          </Fact>
        </dl>
      </section>
    </div>
  );
}

function Stat({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-xl font-bold break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mt-1 break-words text-slate-700">{children}</dd>
    </div>
  );
}

const PAYMENT_BADGES = {
  Completed: "bg-green-50 text-green-800 ring-green-200",
  Pending: "bg-amber-50 text-amber-900 ring-amber-200",
  Failed: "bg-red-50 text-red-800 ring-red-200",
  "Refund due": "bg-violet-50 text-violet-900 ring-violet-200",
} as const;

function PaymentBadge({ status }: { status: string }) {
  const label = paymentStatusLabel(status);
  return (
    <span
      className={cn(
        "rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset",
        PAYMENT_BADGES[label],
      )}
    >
      {label}
    </span>
  );
}

const cell = "px-4 py-3 align-top text-slate-700";
const headCell = "border-b border-slate-200 px-4 py-3 text-xs font-semibold tracking-wide uppercase";

/** A table in its own box, which scrolls sideways on a narrow screen (and by keyboard: it is focusable). */
function ScrollTable({
  label,
  headers,
  children,
}: {
  label: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <section
      aria-label={`${label} (scrolls sideways)`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
      tabIndex={0}
      className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-3xl border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={headCell}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </section>
  );
}

function EnrolledSessions({ sessions }: { sessions: StudentProfileView["sessions"] }) {
  return (
    <section aria-labelledby="student-sessions-heading" className="min-w-0">
      <h2 id="student-sessions-heading" className="text-xl font-bold tracking-tight text-slate-900">
        Enrolled sessions
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">This student has not booked any sessions yet.</p>
      ) : (
        <ScrollTable
          label="Enrolled sessions"
          headers={["Title", "Subject", "Date", "Time", "Mentor", "Status", "Payment status"]}
        >
          {sessions.map((session) => (
            <tr key={session.id} className="even:bg-slate-50/60">
              <th scope="row" className={cn(cell, "font-semibold text-slate-900")}>
                <Link to={paths.sessionDetails.getHref(session.id)} className={linkClasses}>
                  {session.title}
                </Link>
              </th>
              <td className={cell}>{session.subject}</td>
              <td className={cn(cell, "whitespace-nowrap")}>{formatIstDate(session.startsAt)}</td>
              <td className={cn(cell, "whitespace-nowrap")}>{formatIstTime(session.startsAt)}</td>
              <td className={cell}>{session.mentorName}</td>
              <td className={cn(cell, "capitalize")}>{session.status.toLowerCase()}</td>
              <td className={cell}>
                <PaymentBadge status={session.paymentStatus} />
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}

function Payments({ payments }: { payments: StudentProfileView["payments"] }) {
  return (
    <section aria-labelledby="student-payments-heading" className="min-w-0">
      <h2 id="student-payments-heading" className="text-xl font-bold tracking-tight text-slate-900">
        Payments
      </h2>
      {payments.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No payments yet.</p>
      ) : (
        <ScrollTable label="Payments" headers={["Payment ID", "Amount", "Status", "Session", "Date"]}>
          {payments.map((payment) => (
            <tr key={payment.id} className="even:bg-slate-50/60">
              <th scope="row" className={cn(cell, "font-mono text-xs font-semibold break-all")}>
                <Link to={paths.adminPayment.getHref(payment.id)} className={linkClasses}>
                  {payment.id}
                </Link>
              </th>
              <td className={cn(cell, "whitespace-nowrap text-slate-900")}>{formatRupees(payment.amount)}</td>
              <td className={cell}>
                <PaymentBadge status={payment.status} />
              </td>
              <td className={cell}>
                <span className="block text-slate-900">{payment.sessionTitle}</span>
                <span className="block font-mono text-xs break-all text-slate-600">{payment.sessionId}</span>
              </td>
              <td className={cn(cell, "whitespace-nowrap")}>
                <time dateTime={payment.createdAt}>
                  {formatIstDate(payment.createdAt)}, {formatIstTime(payment.createdAt)}
                </time>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}
