import { useSearchParams } from "react-router";
import { PageTitle } from "@/components/ui/page-title";
import { SelectMenu } from "@/components/ui/select-menu";
import { DEFAULT_EXAM_ID, EXAMS, type ExamId, getExam, isExamId } from "@/content/exams";
import { useMetaDescription } from "@/lib/meta-description";
import { ExamDetailView } from "../components/exam-detail-view";

const EXAM_OPTIONS = EXAMS.map((exam) => ({ value: exam.id, label: exam.label }));

/**
 * /exam-details (docs/product.md §2.6). The chosen exam is kept in the address (?exam=neet) so that a link
 * opens the same exam; no parameter means IIT (JEE).
 */
export function ExamDetailsPage() {
  useMetaDescription(
    "Exam pattern, syllabus, eligibility and tentative dates for IIT JEE, NEET, UPSC, BITSAT, GATE, CLAT, CA, NIFT and CAT, explained by mentors who recently cleared them.",
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("exam");
  const examId: ExamId = isExamId(requested) ? requested : DEFAULT_EXAM_ID;
  const exam = getExam(examId);

  const choose = (id: ExamId) => {
    setSearchParams(id === DEFAULT_EXAM_ID ? {} : { exam: id }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageTitle
        title="Exam Details"
        description="Pattern, eligibility and the calendar of India's major entrance exams, in one place."
      />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <SelectMenu
          label="Choose an exam"
          options={EXAM_OPTIONS}
          value={examId}
          onValueChange={choose}
          className="max-w-sm"
        />
        <ExamDetailView key={exam.id} exam={exam} />
      </div>
    </>
  );
}
