import { describe, expect, it } from "vitest";
import { DEFAULT_EXAM_ID, EXAMS, getExam, isExamId } from "./exams";

describe("exam details content", () => {
  it("lists the nine exams of docs/product.md §2.6 in order, IIT (JEE) first and by default", () => {
    expect(EXAMS.map((exam) => exam.label)).toEqual([
      "IIT (JEE)",
      "NEET",
      "UPSC",
      "BITSAT",
      "GATE",
      "CLAT",
      "CA",
      "NIFT",
      "CAT",
    ]);
    expect(getExam(DEFAULT_EXAM_ID).label).toBe("IIT (JEE)");
  });

  it("gives only IIT (JEE) a syllabus, an exam pattern and JEE Advanced dates", () => {
    for (const exam of EXAMS) {
      const isJee = exam.id === "iit-jee";
      expect(Boolean(exam.syllabus), exam.id).toBe(isJee);
      expect(Boolean(exam.examPattern), exam.id).toBe(isJee);
      expect(Boolean(exam.advanced), exam.id).toBe(isJee);
    }
  });

  it("states docs/product.md §9's JEE Main figures in the pattern table", () => {
    const rows = Object.fromEntries(
      (getExam("iit-jee").examPattern ?? []).map((row) => [row.particular, row]),
    );
    expect(rows["Number of questions"]).toMatchObject({ paper1: "75", paper2A: "77", paper2B: "100" });
    expect(rows["Total marks"]).toMatchObject({ paper1: "300", paper2A: "400", paper2B: "400" });
    expect(rows["Marking scheme"]?.paper1).toContain("+4 correct, −1 incorrect");
  });

  it("states docs/product.md §9's figures for NEET, BITSAT, GATE and CAT", () => {
    expect(getExam("neet").highlights.join(" ")).toContain("180 questions for 720 marks");
    expect(getExam("bitsat").highlights.join(" ")).toContain("150 questions");
    expect(getExam("gate").highlights.join(" ")).toContain("27 subject papers");
    expect(getExam("gate").highlights.join(" ")).toContain("100 marks");
    expect(getExam("cat").highlights.join(" ")).toContain("About 66 questions");
    expect(getExam("cat").highlights.join(" ")).toContain("40 minutes per section");
  });

  it("marks every date still to come as tentative", () => {
    for (const exam of EXAMS) {
      const dates = [
        ...exam.examDates.map((row) => row.date),
        ...(exam.advanced?.examDates.map((row) => row.date) ?? []),
      ];
      expect(dates.length, exam.id).toBeGreaterThan(0);
      for (const date of dates) expect(date, `${exam.id}: ${date}`).toMatch(/\(tentative\)$/);
    }
  });

  it("has full content for every exam", () => {
    for (const exam of EXAMS) {
      expect(exam.highlights.length, exam.id).toBeGreaterThanOrEqual(3);
      expect(exam.overview.papers.length, exam.id).toBeGreaterThan(0);
      expect(exam.eligibility.length, exam.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("recognises exam ids", () => {
    expect(isExamId("neet")).toBe(true);
    expect(isExamId("NEET")).toBe(false);
    expect(isExamId(null)).toBe(false);
  });
});
