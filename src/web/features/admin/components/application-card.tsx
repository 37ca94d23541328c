import type { AdminApplication } from "@contract/admin";
import { formatIstDate, formatIstTime } from "@contract/time";
import { Check, FileDown, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { cn } from "@/lib/cn";

const STATUS_STYLES: Record<AdminApplication["status"], { label: string; classes: string }> = {
  new: { label: "New", classes: "bg-blue-50 text-blue-800 ring-blue-200" },
  approved: { label: "Approved", classes: "bg-green-50 text-green-800 ring-green-200" },
  rejected: { label: "Rejected", classes: "bg-red-50 text-red-800 ring-red-200" },
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
  const status = STATUS_STYLES[application.status];
  const headingId = `application-${application.id}`;
  return (
    <article aria-labelledby={headingId} className={cardClasses({ padding: "sm" })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {application.name}
        </h3>
        <span
          className={cn("rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset", status.classes)}
        >
          {status.label}
        </span>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Detail term="Email">
          <a
            href={`mailto:${application.email}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {application.email}
          </a>
        </Detail>
        <Detail term="Phone">
          <a
            href={`tel:${application.phone}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {application.phone}
          </a>
        </Detail>
        <Detail term="Date of birth">{formatIstDate(`${application.dob}T00:00:00+05:30`)}</Detail>
        <Detail term="Applied">
          <time dateTime={application.createdAt}>
            {formatIstDate(application.createdAt)}, {formatIstTime(application.createdAt)}
          </time>
        </Detail>
        <Detail term="Education" wide>
          {application.education}
        </Detail>
        <Detail term="Experience" wide>
          {application.experience}
        </Detail>
        <Detail term="Résumé" wide>
          {application.resumeUrl ? (
            <a
              href={application.resumeUrl}
              download={application.resumeName ?? true}
              className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              <FileDown aria-hidden="true" className="size-4" />
              Download résumé
              {application.resumeName ? (
                <span className="text-slate-600">({application.resumeName})</span>
              ) : null}
            </a>
          ) : (
            <span className="text-slate-600">None sent</span>
          )}
        </Detail>
        {application.decidedAt ? (
          <Detail term={application.status === "approved" ? "Approved" : "Rejected"} wide>
            <time dateTime={application.decidedAt}>
              {formatIstDate(application.decidedAt)}, {formatIstTime(application.decidedAt)}
            </time>
            {application.decidedBy ? ` by ${application.decidedBy}` : null}
          </Detail>
        ) : null}
      </dl>
      {application.status === "new" ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          <Button size="sm" onClick={() => onApprove(application)}>
            <Check aria-hidden="true" className="size-4" />
            Approve<span className="sr-only"> {application.name}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onReject(application)}>
            <X aria-hidden="true" className="size-4" />
            Reject<span className="sr-only"> {application.name}</span>
          </Button>
        </div>
      ) : null}
    </article>
  );
}
