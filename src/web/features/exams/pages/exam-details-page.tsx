import { useSearchParams } from "react-router";
import { PageTitle } from "@/components/ui/page-title";
import { SelectMenu } from "@/components/ui/select-menu";
import type { ExamId } from "@/content/exams";
import { useMetaDescription } from "@/lib/meta-description";
import { ExamDetailView } from "../components/exam-detail-view";
import { useExamsContent, useT } from "../i18n";

/**
 * /exam-details (docs/product.md §2.6). The chosen exam is kept in the address (?exam=neet) so that a link
 * opens the same exam; no parameter means IIT (JEE), the first of the content's exams.
 */
export function ExamDetailsPage() {
  const t = useT();
  const { exams } = useExamsContent();
  useMetaDescription(t("page.metaDescription"));
  const [searchParams, setSearchParams] = useSearchParams();
  const [defaultExam] = exams;
  const requested = searchParams.get("exam");
  const exam = exams.find((candidate) => candidate.id === requested) ?? defaultExam;
  const options = exams.map((candidate) => ({ value: candidate.id, label: candidate.label }));

  const choose = (id: ExamId) => {
    setSearchParams(id === defaultExam.id ? {} : { exam: id }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageTitle title={t("page.title")} description={t("page.description")} />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <SelectMenu
          label={t("page.choose")}
          options={options}
          value={exam.id}
          onValueChange={choose}
          className="max-w-sm"
        />
        <ExamDetailView key={exam.id} exam={exam} />
      </div>
    </>
  );
}
