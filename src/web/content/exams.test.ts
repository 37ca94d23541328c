import { describe, expect, it } from "vitest";
import english, { DEFAULT_EXAM_ID, EXAMS, getExam, isExamId } from "./exams";
import hindi from "./hi/exams";

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
    // The page shows the content's first exam when the address names none.
    expect(EXAMS[0].id).toBe(DEFAULT_EXAM_ID);
    expect(english.exams).toBe(EXAMS);
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

const DEVANAGARI = /[\u0900-\u097F]/;
/** Digits as Indian readers write them: Latin, never Devanagari (० to ९). */
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;
/** A table cell that is only a figure ("75"): the same in both languages. */
const FIGURE = /^[\d\s.,%+−-]+$/;
/** Names written the same in Hindi (besides each exam's `label`, the name in the dropdown). */
const SAME_IN_HINDI = new Set(["JEE Advanced", "B.Des", "B.FTech"]);
const numbersOf = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).sort();

/** Where the Hindi differs from the English in shape, or a Hindi text is not Hindi or changes a figure. */
function differences(en: unknown, hi: unknown, where: string, key = ""): string[] {
  if (typeof en === "string") {
    if (typeof hi !== "string") return [`${where}: not a text`];
    if (key === "id" || key === "label" || FIGURE.test(en) || SAME_IN_HINDI.has(en)) {
      return hi === en ? [] : [`${where}: ${JSON.stringify(hi)} should stay ${JSON.stringify(en)}`];
    }
    const found: string[] = [];
    if (!DEVANAGARI.test(hi)) found.push(`${where}: not Hindi: ${JSON.stringify(hi)}`);
    if (DEVANAGARI_DIGIT.test(hi)) found.push(`${where}: Devanagari digits: ${JSON.stringify(hi)}`);
    if (numbersOf(hi).join() !== numbersOf(en).join()) {
      found.push(`${where}: figures ${numbersOf(hi).join()} instead of ${numbersOf(en).join()}`);
    }
    return found;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi)) return [`${where}: not a list`];
    if (hi.length !== en.length) return [`${where}: ${hi.length} items instead of ${en.length}`];
    return en.flatMap((item, index) => differences(item, hi[index], `${where}[${index}]`, key));
  }
  if (en && typeof en === "object") {
    if (!hi || typeof hi !== "object" || Array.isArray(hi)) return [`${where}: not an object`];
    const enKeys = Object.keys(en).sort();
    const hiKeys = Object.keys(hi).sort();
    if (enKeys.join() !== hiKeys.join())
      return [`${where}: keys ${hiKeys.join()} instead of ${enKeys.join()}`];
    return enKeys.flatMap((k) =>
      differences((en as Record<string, unknown>)[k], (hi as Record<string, unknown>)[k], `${where}.${k}`, k),
    );
  }
  return Object.is(en, hi) ? [] : [`${where}: ${String(hi)} instead of ${String(en)}`];
}

describe("exam details content in Hindi", () => {
  it("has the English shape: the same exams, ids, lists, figures and names, every text in Hindi", () => {
    // A round trip through JSON is how the translation store keeps it: nothing may be lost.
    expect(JSON.parse(JSON.stringify(hindi))).toEqual(hindi);
    expect(differences(english, hindi, "exams")).toEqual([]);
  });

  it("marks every date still to come as tentative (संभावित)", () => {
    for (const exam of hindi.exams) {
      const dates = [
        ...exam.examDates.map((row) => row.date),
        ...(exam.advanced?.examDates.map((row) => row.date) ?? []),
      ];
      for (const date of dates) expect(date, `${exam.id}: ${date}`).toMatch(/\(संभावित\)$/);
    }
  });

  it("keeps the texts the page uses as keys distinct within each list", () => {
    const distinct = (texts: readonly string[], what: string) =>
      expect(new Set(texts).size, what).toBe(texts.length);
    for (const exam of hindi.exams) {
      distinct(exam.highlights, `${exam.id} highlights`);
      distinct(exam.overview.papers, `${exam.id} papers`);
      distinct(
        exam.examDates.map((row) => `${row.event}-${row.date}`),
        `${exam.id} dates`,
      );
      distinct(
        exam.eligibility.map((row) => row.criteria),
        `${exam.id} eligibility`,
      );
      distinct(exam.examPattern?.map((row) => row.particular) ?? [], `${exam.id} pattern`);
      distinct(exam.advanced?.examDates.map((row) => row.activity) ?? [], `${exam.id} advanced`);
      for (const units of Object.values(exam.syllabus ?? {})) distinct(units, `${exam.id} syllabus`);
    }
  });
});
