import { cardClasses } from "@/components/ui/card";
import { DataTable } from "@/components/ui/table";
import type { ExamDetail } from "@/content/exams";
import { useT } from "../i18n";
import { SectionHeading } from "./section-heading";

const SUBJECTS = ["mathematics", "physics", "chemistry"] as const;

/** The parts only IIT (JEE) has (docs/product.md §2.6): syllabus, exam pattern and JEE Advanced dates. */
export function JeeExtras({ exam }: { exam: ExamDetail }) {
  const t = useT();
  const { syllabus, examPattern, advanced } = exam;
  return (
    <>
      {syllabus ? (
        <div>
          <SectionHeading id="jee-syllabus-title">{t("jee.syllabusTitle")}</SectionHeading>
          <p className="mt-2 text-slate-600">{t("jee.syllabusIntro")}</p>
          <div className="mt-5 grid gap-5 md:grid-cols-3">
            {SUBJECTS.map((key) => (
              <div key={key} className={cardClasses()}>
                <h4 id={`jee-syllabus-${key}`} className="text-lg font-semibold text-slate-900">
                  {t(`jee.subjects.${key}`)}
                </h4>
                <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-slate-700 marker:text-slate-500">
                  {syllabus[key].map((unit) => (
                    <li key={unit} className="pl-1">
                      {unit}
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </div>
      ) : null}

      {examPattern ? (
        <div>
          <SectionHeading id="jee-pattern-title">{t("jee.patternTitle")}</SectionHeading>
          <DataTable
            className="mt-4"
            caption={t("jee.patternCaption")}
            columns={[
              { key: "particular", header: t("jee.particular"), className: "w-40" },
              { key: "paper1", header: t("jee.paper1") },
              { key: "paper2A", header: t("jee.paper2A") },
              { key: "paper2B", header: t("jee.paper2B") },
            ]}
            rows={examPattern}
            getRowKey={(row) => row.particular}
            minWidthClassName="sm:min-w-2xl"
            footer={
              <p className="mt-2 hidden text-sm text-slate-600 sm:block md:hidden">{t("jee.scrollHint")}</p>
            }
          />
        </div>
      ) : null}

      {advanced ? (
        <div>
          <SectionHeading id="jee-advanced-title">{advanced.title}</SectionHeading>
          <p className="mt-3 max-w-4xl leading-relaxed text-slate-700">{advanced.description}</p>
          <DataTable
            className="mt-4"
            caption={t("jee.advancedCaption")}
            columns={[
              { key: "activity", header: t("jee.activity") },
              { key: "date", header: t("detail.tentativeDate") },
            ]}
            rows={advanced.examDates}
            getRowKey={(row) => row.activity}
          />
        </div>
      ) : null}
    </>
  );
}
