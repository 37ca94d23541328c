import { cardClasses } from "@/components/ui/card";
import { DataTable } from "@/components/ui/table";
import type { ExamDetail } from "@/content/exams";
import { SectionHeading } from "./section-heading";

const SUBJECTS = [
  { key: "mathematics", label: "Mathematics" },
  { key: "physics", label: "Physics" },
  { key: "chemistry", label: "Chemistry" },
] as const;

/** The parts only IIT (JEE) has (docs/product.md §2.6): syllabus, exam pattern and JEE Advanced dates. */
export function JeeExtras({ exam }: { exam: ExamDetail }) {
  const { syllabus, examPattern, advanced } = exam;
  return (
    <>
      {syllabus ? (
        <div>
          <SectionHeading id="jee-syllabus-title">JEE Main syllabus</SectionHeading>
          <p className="mt-2 text-slate-600">Units of the Paper 1 syllabus, subject by subject.</p>
          <div className="mt-5 grid gap-5 md:grid-cols-3">
            {SUBJECTS.map(({ key, label }) => (
              <div key={key} className={cardClasses()}>
                <h4 id={`jee-syllabus-${key}`} className="text-lg font-semibold text-slate-900">
                  {label}
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
          <SectionHeading id="jee-pattern-title">JEE Main exam pattern</SectionHeading>
          <DataTable
            className="mt-4"
            caption="JEE Main exam pattern for Paper 1, Paper 2A and Paper 2B"
            columns={[
              { key: "particular", header: "Particular", className: "w-40" },
              { key: "paper1", header: "Paper 1 (B.E./B.Tech)" },
              { key: "paper2A", header: "Paper 2A (B.Arch)" },
              { key: "paper2B", header: "Paper 2B (B.Planning)" },
            ]}
            rows={examPattern}
            getRowKey={(row) => row.particular}
            minWidthClassName="min-w-2xl"
            footer={
              <p className="mt-2 text-sm text-slate-600 md:hidden">
                Scroll the table sideways to compare Paper 2A and Paper 2B.
              </p>
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
            caption="JEE Advanced dates"
            columns={[
              { key: "activity", header: "Activity" },
              { key: "date", header: "Tentative date" },
            ]}
            rows={advanced.examDates}
            getRowKey={(row) => row.activity}
          />
        </div>
      ) : null}
    </>
  );
}
