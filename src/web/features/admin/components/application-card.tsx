import type { AdminApplication } from "@contract/admin";
import { rankBadge } from "@contract/verification";
import { Check, FileDown, FileSearch, X } from "lucide-react";
import type { ReactNode } from "react";
import { Trans } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/i18n";
import { useT } from "../i18n";

const STATUS_STYLES: Record<AdminApplication["status"], string> = {
  new: "bg-blue-50 text-blue-800 ring-blue-200",
  approved: "bg-green-50 text-green-800 ring-green-200",
  rejected: "bg-red-50 text-red-800 ring-red-200",
};

function Detail({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("min-w-0", wide && "sm:col-span-2")}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/** One mentor application: everything the applicant sent, and Approve / Reject while it is new. */
export function ApplicationCard({
  application,
  onApprove,
  onReject,
}: {
  application: AdminApplication;
  onApprove: (application: AdminApplication) => void;
  onReject: (application: AdminApplication) => void;
}) {
  const t = useT();
  const f = useFormat();
  const headingId = `application-${application.id}`;
  return (
    <article aria-labelledby={headingId} className={cardClasses({ padding: "sm" })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {application.name}
        </h3>
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset",
            STATUS_STYLES[application.status],
          )}
        >
          {t(`application.badge.${application.status}`)}
        </span>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Detail term={t("mentors.columns.email")}>
          <a
            href={`mailto:${application.email}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {application.email}
          </a>
        </Detail>
        <Detail term={t("mentorForm.phone")}>
          <a
            href={`tel:${application.phone}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {application.phone}
          </a>
        </Detail>
        <Detail term={t("application.dob")}>{f.date(`${application.dob}T00:00:00+05:30`)}</Detail>
        <Detail term={t("application.applied")}>
          <time dateTime={application.createdAt}>
            {t("dateTime", {
              date: f.date(application.createdAt),
              time: f.time(application.createdAt),
            })}
          </time>
        </Detail>
        <Detail term={t("mentorForm.education")} wide>
          {application.education}
        </Detail>
        <Detail term={t("application.experience")} wide>
          {application.experience}
        </Detail>
        <Detail term={t("application.resume")} wide>
          {application.resumeUrl ? (
            <a
              href={application.resumeUrl}
              download={application.resumeName ?? true}
              className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              <FileDown aria-hidden="true" className="size-4" />
              {t("application.download")}
              {application.resumeName ? (
                <span className="text-slate-600">({application.resumeName})</span>
              ) : null}
            </a>
          ) : (
            <span className="text-slate-600">{t("application.noResume")}</span>
          )}
        </Detail>
        <Detail term={t("rank.claim")} wide>
          {application.rank ? (
            <>
              <span className="font-semibold">{rankBadge(application.rank)}</span>
              {application.rank.college ? <span className="block">{application.rank.college}</span> : null}
            </>
          ) : (
            <span className="text-slate-600">{t("rank.noClaim")}</span>
          )}
          {application.rankProofUrl ? (
            <a
              href={application.rankProofUrl}
              target="_blank"
              rel="noopener"
              className="mt-1 flex items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              <FileSearch aria-hidden="true" className="size-4" />
              {t("rank.viewProof")}
              <span className="sr-only">{t("rank.newTab")}</span>
            </a>
          ) : (
            <span className="mt-1 block text-slate-600">{t("rank.noProof")}</span>
          )}
        </Detail>
        {application.decidedAt ? (
          <Detail
            term={
              application.status === "approved"
                ? t("application.decided.approved")
                : t("application.decided.rejected")
            }
            wide
          >
            {application.decidedBy ? (
              <Trans
                t={t}
                i18nKey="application.decidedBy"
                values={{
                  when: t("dateTime", {
                    date: f.date(application.decidedAt),
                    time: f.time(application.decidedAt),
                  }),
                  name: application.decidedBy,
                }}
                components={{ time: <time dateTime={application.decidedAt} /> }}
              />
            ) : (
              <time dateTime={application.decidedAt}>
                {t("dateTime", {
                  date: f.date(application.decidedAt),
                  time: f.time(application.decidedAt),
                })}
              </time>
            )}
          </Detail>
        ) : null}
      </dl>
      {application.status === "new" ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          <Button size="sm" onClick={() => onApprove(application)}>
            <Check aria-hidden="true" className="size-4" />
            <Trans
              t={t}
              i18nKey="application.approve"
              values={{ name: application.name }}
              components={{ sr: <span className="sr-only" /> }}
            />
          </Button>
          <Button size="sm" variant="outline" onClick={() => onReject(application)}>
            <X aria-hidden="true" className="size-4" />
            <Trans
              t={t}
              i18nKey="application.reject"
              values={{ name: application.name }}
              components={{ sr: <span className="sr-only" /> }}
            />
          </Button>
        </div>
      ) : null}
    </article>
  );
}
