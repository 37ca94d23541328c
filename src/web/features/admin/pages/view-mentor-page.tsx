import type { MentorProfileView } from "@contract/admin";
import { SESSION_STATUSES, type SessionStatus } from "@contract/sessions";
import { Link, useParams } from "react-router";
import { formatRating, RatingStars } from "@/components/session-card/rating-stars";
import { StatusBadge } from "@/components/session-card/status-badge";
import { StatList } from "@/components/stat-list";
import { cardClasses } from "@/components/ui/card";
import { DataTable } from "@/components/ui/table";
import { UserAvatar } from "@/components/user-avatar";
import { paths } from "@/config/paths";
import { useMentorProfile } from "@/features/admin/api/profiles";
import { ProfileViewPage } from "@/features/admin/components/profile-view-page";
import { RankVerificationPanel } from "@/features/admin/components/rank-verification-panel";
import { useFormat } from "@/lib/i18n";
import { useT } from "../i18n";

/**
 * docs/product.md §2.16's mentor profile, for admins (see ProfileViewPage for its loading and error states).
 */
export function ViewMentorPage() {
  const { email = "" } = useParams();
  const query = useMentorProfile(email);
  return (
    <ProfileViewPage query={query} email={email} kind="mentor">
      {(mentor) => (
        <>
          <MentorSummary mentor={mentor} />
          <RankVerificationPanel key={`${mentor.rank.verifiedAt}:${mentor.rank.badge}`} mentor={mentor} />
          <MentorSessions sessions={mentor.sessions} />
        </>
      )}
    </ProfileViewPage>
  );
}

function MentorSummary({ mentor }: { mentor: MentorProfileView }) {
  const t = useT();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <section aria-labelledby="mentor-card-heading" className={cardClasses()}>
        <div className="flex items-center gap-4">
          <UserAvatar user={{ name: mentor.name, role: "mentor", image: mentor.image }} size="lg" />
          <div className="min-w-0">
            <h2 id="mentor-card-heading" className="text-lg font-bold break-words text-slate-900">
              {mentor.name}
            </h2>
            <a
              href={`mailto:${mentor.email}`}
              className="text-sm font-medium break-all text-brand-700 underline-offset-2 hover:underline"
            >
              {mentor.email}
            </a>
          </div>
        </div>
        <StatList
          className="mt-5 grid grid-cols-2 gap-4"
          items={[
            { term: t("viewMentor.totalSessions"), value: mentor.totalSessions },
            {
              term: t("viewMentor.rating"),
              value:
                mentor.rating === null ? (
                  <span className="block text-sm font-medium text-slate-600">
                    {t("viewMentor.noRatings")}
                  </span>
                ) : (
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span>
                      {formatRating(mentor.rating)}
                      <span className="text-base font-medium text-slate-600"> / 5.0</span>
                      <span className="sr-only">{t("common:card.outOf5")}</span>
                    </span>
                    <RatingStars rating={mentor.rating} size="sm" />
                  </span>
                ),
            },
            { term: t("table.domain"), value: mentor.domain },
          ]}
        />
      </section>
      <section aria-labelledby="mentor-about-heading" className={cardClasses()}>
        <h2 id="mentor-about-heading" className="text-lg font-bold text-slate-900">
          {t("viewMentor.about")}
        </h2>
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
          {mentor.bio?.trim() || t("viewMentor.noBio")}
        </p>
        <StatList
          look="fact"
          className="mt-5 space-y-4 text-sm"
          items={[
            { term: t("mentorForm.education"), value: mentor.education?.trim() || t("profile.notProvided") },
            { term: t("mentors.columns.subjects"), value: <Chips items={mentor.subjects} /> },
            { term: t("mentorForm.expertise"), value: <Chips items={mentor.expertise} /> },
          ]}
        />
      </section>
    </div>
  );
}

function Chips({ items }: { items: string[] }) {
  const t = useT();
  if (items.length === 0) return <span>{t("profile.noneListed")}</span>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

const isSessionStatus = (status: string): status is SessionStatus =>
  (SESSION_STATUSES as readonly string[]).includes(status.toLowerCase());

function MentorSessions({ sessions }: { sessions: MentorProfileView["sessions"] }) {
  const t = useT();
  const f = useFormat();
  return (
    <section aria-labelledby="mentor-sessions-heading" className="min-w-0">
      <h2 id="mentor-sessions-heading" className="text-xl font-bold tracking-tight text-slate-900">
        {t("mentors.columns.sessions")}
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t("viewMentor.noSessions")}</p>
      ) : (
        <DataTable
          className="mt-3"
          caption={t("viewMentor.caption")}
          minWidthClassName="sm:min-w-3xl"
          rows={sessions}
          getRowKey={(session) => session.id}
          columns={[
            {
              key: "title",
              header: t("viewMentor.columns.title"),
              cell: (session) => (
                <Link
                  to={paths.sessionDetails.getHref(session.id)}
                  className="rounded-sm text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {session.title}
                </Link>
              ),
            },
            { key: "id", header: t("viewMentor.columns.id"), className: "font-mono text-xs break-all" },
            {
              key: "date",
              header: t("viewMentor.columns.date"),
              className: "sm:whitespace-nowrap",
              cell: (session) => (
                <time dateTime={session.startsAt}>
                  {t("dateTime", { date: f.date(session.startsAt), time: f.time(session.startsAt) })}
                </time>
              ),
            },
            {
              key: "status",
              header: t("viewMentor.columns.status"),
              cell: (session) =>
                isSessionStatus(session.status) ? (
                  <StatusBadge status={session.status.toLowerCase() as SessionStatus} />
                ) : (
                  session.status
                ),
            },
            {
              key: "booked",
              header: t("viewMentor.columns.booked"),
              numeric: true,
              className: "text-slate-900",
            },
            {
              key: "feedbacks",
              header: t("viewMentor.columns.feedbacks"),
              numeric: true,
              className: "text-slate-900",
            },
          ]}
        />
      )}
    </section>
  );
}
