import { CircleCheck } from "lucide-react";
import { cardClasses } from "@/components/ui/card";
import { DataTable } from "@/components/ui/table";
import type { ExamDetail } from "@/content/exams";
import { useT } from "../i18n";
import { JeeExtras } from "./jee-extras";
import { SectionHeading } from "./section-heading";

/** Everything docs/product.md §2.6 shows for one exam; IIT (JEE) adds its syllabus, pattern and JEE Advanced. */
export function ExamDetailView({ exam }: { exam: ExamDetail }) {
  const t = useT();
  const ids = {
    title: `exam-${exam.id}-title`,
    overview: `exam-${exam.id}-overview`,
    dates: `exam-${exam.id}-dates`,
    eligibility: `exam-${exam.id}-eligibility`,
  };
  return (
    <article aria-labelledby={ids.title} className="mt-8 space-y-10 sm:mt-10 sm:space-y-12">
      <header className="rounded-2xl border border-brand-100 bg-linear-to-br from-brand-50 to-white p-5 sm:p-8">
        <h2
          id={ids.title}
          className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
        >
          {exam.title}
        </h2>
        <p className="mt-3 max-w-4xl text-base leading-relaxed text-slate-700 sm:text-lg">
          {exam.description}
        </p>
        <h3 className="sr-only">{t("detail.highlights")}</h3>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {exam.highlights.map((highlight) => (
            <li
              key={highlight}
              className="flex items-start gap-2.5 rounded-xl bg-white/80 px-4 py-3 text-sm font-medium text-slate-800 ring-1 ring-brand-100 sm:text-base"
            >
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{highlight}</span>
            </li>
          ))}
        </ul>
      </header>

      <div className="grid gap-10 lg:grid-cols-2 lg:gap-8">
        <div className={cardClasses()}>
          <SectionHeading id={ids.overview}>{exam.overview.title}</SectionHeading>
          <p className="mt-3 leading-relaxed text-slate-700">{exam.overview.content}</p>
          <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-900 uppercase">
            {t("detail.papers")}
          </h4>
          <ul className="mt-3 space-y-2">
            {exam.overview.papers.map((paper) => (
              <li key={paper} className="flex gap-2.5 text-slate-700">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
                <span>{paper}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="min-w-0">
          <SectionHeading id={ids.dates}>{t("detail.dates")}</SectionHeading>
          <DataTable
            className="mt-4"
            caption={t("detail.datesCaption", { exam: exam.label })}
            columns={[
              { key: "event", header: t("detail.event") },
              {
                key: "date",
                header: t("detail.tentativeDate"),
                className: "whitespace-nowrap max-sm:whitespace-normal",
              },
            ]}
            rows={exam.examDates}
            getRowKey={(row) => `${row.event}-${row.date}`}
          />
        </div>
      </div>

      <div>
        <SectionHeading id={ids.eligibility}>{t("detail.eligibility")}</SectionHeading>
        <DataTable
          className="mt-4"
          caption={t("detail.eligibilityCaption", { exam: exam.label })}
          columns={[
            { key: "criteria", header: t("detail.criteria"), className: "w-1/3 sm:w-1/4" },
            { key: "details", header: t("detail.details") },
          ]}
          rows={exam.eligibility}
          getRowKey={(row) => row.criteria}
        />
      </div>

      <JeeExtras exam={exam} />

      <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-900 ring-1 ring-amber-200">
        {t("detail.confirm")}
      </p>
    </article>
  );
}
