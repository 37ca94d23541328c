import type { Page } from "@playwright/test";
import hindiContent from "../../src/web/content/hi/exams";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { hindiKey } from "./support/hindi";

const EXAMS = ["IIT (JEE)", "NEET", "UPSC", "BITSAT", "GATE", "CLAT", "CA", "NIFT", "CAT"];
const PATTERN_TABLE = "JEE Main exam pattern for Paper 1, Paper 2A and Paper 2B";

const picker = (page: Page) => page.getByRole("combobox", { name: "Choose an exam" });

/** The option the open list currently highlights (the combobox keeps focus and points at it). */
async function activeOption(page: Page) {
  const id = await picker(page).getAttribute("aria-activedescendant");
  expect(id, "an option is highlighted").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** A text of the exams catalog in Hindi. */
const hi = (key: string, values: Record<string, string> = {}) => hindiKey("exams", key, values);

/** An exam's facts as the Hindi page shows them (src/web/content/hi/exams.ts). */
function hindiExam(id: string) {
  const exam = hindiContent.exams.find((candidate) => candidate.id === id);
  if (!exam) throw new Error(`no exam ${id} in the Hindi content`);
  return exam;
}

async function choose(page: Page, exam: string) {
  await picker(page).click();
  await page
    .getByRole("listbox", { name: "Choose an exam" })
    .getByRole("option", { name: exam, exact: true })
    .click();
}

test.describe("exam details (docs/product.md §2.6)", () => {
  test("IIT (JEE) is shown by default, with its syllabus, exam pattern and JEE Advanced dates", async ({
    page,
  }) => {
    await page.goto("/exam-details");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exam Details");
    await expect(page).toHaveTitle("Exam Details | Toppers Connect");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /IIT JEE, NEET, UPSC/);

    await expect(picker(page)).toHaveText("IIT (JEE)");
    await expect(picker(page)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(
      "IIT JEE: Joint Entrance Examination",
    );

    const dates = page.getByRole("table", { name: "IIT (JEE) exam dates" });
    await expect(dates.getByRole("columnheader")).toHaveText(["Event", "Tentative date"]);
    await expect(dates.getByRole("row", { name: /^Session 1 exam/ }).getByRole("cell")).toHaveText(
      "January 2027 (tentative)",
    );
    const eligibility = page.getByRole("table", { name: "IIT (JEE) eligibility" });
    await expect(eligibility.getByRole("columnheader")).toHaveText(["Criteria", "Details"]);
    await expect(eligibility.getByRole("rowheader", { name: "Qualifying exam" })).toBeVisible();

    await expect(page.getByRole("heading", { name: "JEE Main syllabus" })).toBeVisible();
    for (const subject of ["Mathematics", "Physics", "Chemistry"]) {
      await expect(page.getByRole("heading", { level: 4, name: subject, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("listitem").filter({ hasText: /^Rotational motion$/ })).toBeVisible();

    const pattern = page.getByRole("table", { name: PATTERN_TABLE });
    await expect(pattern.getByRole("columnheader")).toHaveText([
      "Particular",
      "Paper 1 (B.E./B.Tech)",
      "Paper 2A (B.Arch)",
      "Paper 2B (B.Planning)",
    ]);
    const row = (name: string) =>
      pattern.getByRole("row", { name: new RegExp(`^${name}`) }).getByRole("cell");
    await expect(row("Number of questions")).toHaveText(["75", "77", "100"]);
    await expect(row("Total marks")).toHaveText(["300", "400", "400"]);
    await expect(row("Marking scheme")).toHaveText([
      /\+4 correct, −1 incorrect/,
      /\+4 correct/,
      /\+4 correct/,
    ]);
    await expect(row("Mode")).toHaveText([/Computer-based/, /Computer-based/, /Computer-based/]);
    await expect(row("Duration")).toHaveText([/3 hours/, /3 hours/, /3 hours/]);

    await expect(page.getByRole("heading", { name: "JEE Advanced", exact: true })).toBeVisible();
    const advanced = page.getByRole("table", { name: "JEE Advanced dates" });
    await expect(advanced.getByRole("columnheader")).toHaveText(["Activity", "Tentative date"]);
    for (const date of await advanced.getByRole("cell").allTextContents())
      expect(date).toMatch(/\(tentative\)$/);
  });

  test("choosing NEET closes the dropdown and shows NEET without the JEE-only tables", async ({ page }) => {
    await page.goto("/exam-details");
    await picker(page).click();
    await expect(picker(page)).toHaveAttribute("aria-expanded", "true");
    const list = page.getByRole("listbox", { name: "Choose an exam" });
    await expect(list.getByRole("option")).toHaveText(EXAMS);
    await expect(list.getByRole("option", { name: "IIT (JEE)" })).toHaveAttribute("aria-selected", "true");

    await list.getByRole("option", { name: "NEET", exact: true }).click();
    await expect(list).toBeHidden();
    await expect(picker(page)).toHaveAttribute("aria-expanded", "false");
    await expect(picker(page)).toHaveText("NEET");
    await expect(picker(page)).toBeFocused();

    await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(
      "NEET UG: National Eligibility cum Entrance Test",
    );
    await expect(page.getByText("180 questions for 720 marks")).toBeVisible();
    await expect(page.getByText("Biology (Botany and Zoology): 90 questions, 360 marks")).toBeVisible();
    await expect(page.getByRole("table", { name: "NEET exam dates" })).toBeVisible();
    await expect(page.getByRole("table", { name: "NEET eligibility" })).toBeVisible();
    await expect(page.getByRole("table", { name: PATTERN_TABLE })).toHaveCount(0);
    await expect(page.getByRole("table", { name: "JEE Advanced dates" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "JEE Main syllabus" })).toHaveCount(0);

    // The choice is in the address, so a reload or a shared link opens NEET again.
    await expect(page).toHaveURL("/exam-details?exam=neet");
    await page.reload();
    await expect(picker(page)).toHaveText("NEET");
    await choose(page, "IIT (JEE)");
    await expect(page).toHaveURL("/exam-details");
  });

  test("the dropdown works from the keyboard and closes when focus or a click goes elsewhere", async ({
    page,
  }) => {
    await page.goto("/exam-details");
    await picker(page).focus();
    await page.keyboard.press("ArrowDown");
    await expect(picker(page)).toHaveAttribute("aria-expanded", "true");
    await expect(await activeOption(page)).toHaveText("IIT (JEE)");
    await page.keyboard.press("ArrowDown");
    await expect(await activeOption(page)).toHaveText("NEET");
    await page.keyboard.press("End");
    await expect(await activeOption(page)).toHaveText("CAT");
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(picker(page)).toHaveText("NEET");

    // Escape closes without changing the choice.
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(picker(page)).toHaveText("NEET");

    // Typing jumps to an option by its first letters.
    await page.keyboard.type("ga");
    await expect(await activeOption(page)).toHaveText("GATE");
    await page.keyboard.press(" ");
    await expect(picker(page)).toHaveText("GATE");
    await expect(page.getByText("27 subject papers in 2021, 30 in recent cycles")).toBeVisible();

    // A click outside closes the list.
    await picker(page).click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(picker(page)).toHaveText("GATE");
  });

  test("every exam has highlights, an overview, tentative dates and eligibility", async ({ page }) => {
    await page.goto("/exam-details");
    for (const exam of EXAMS) {
      await choose(page, exam);
      await expect(picker(page)).toHaveText(exam);
      const article = page.getByRole("article");
      await expect(article.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(article.getByRole("heading", { name: "Highlights" })).toBeAttached();
      await expect(article.getByRole("heading", { name: "Papers" })).toBeVisible();
      const dates = page.getByRole("table", { name: `${exam} exam dates` });
      const cells = await dates.getByRole("cell").allTextContents();
      expect(cells.length, exam).toBeGreaterThan(2);
      for (const date of cells) expect(date, exam).toMatch(/\(tentative\)$/);
      await expect(page.getByRole("table", { name: `${exam} eligibility` }).getByRole("row")).not.toHaveCount(
        1,
      );
      await expect(page.getByRole("table", { name: PATTERN_TABLE })).toHaveCount(
        exam === "IIT (JEE)" ? 1 : 0,
      );
    }
  });

  test("axe finds nothing and the page never scrolls sideways", { tag: "@narrow" }, async ({ page }) => {
    await page.goto("/exam-details");
    await expect(page.getByRole("table", { name: PATTERN_TABLE })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await picker(page).click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("option", { name: "NEET", exact: true }).click();
    await expect(page.getByRole("table", { name: "NEET eligibility" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test("at /hi/exam-details the page, its tables and the exams' facts are in Hindi @narrow", async ({
    page,
  }) => {
    await page.goto("/hi/exam-details");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi("page.title"));
    const hindiPicker = page.getByRole("combobox", { name: hi("page.choose") });
    await expect(hindiPicker).toHaveText("IIT (JEE)");

    const article = page.getByRole("article");
    const jee = hindiExam("iit-jee");
    await expect(article.getByRole("heading", { level: 2 })).toHaveText(jee.title);
    await expect(article.getByRole("heading", { name: hi("detail.highlights") })).toBeAttached();
    const dates = page.getByRole("table", { name: hi("detail.datesCaption", { exam: "IIT (JEE)" }) });
    await expect(dates.getByRole("columnheader")).toHaveText([
      hi("detail.event"),
      hi("detail.tentativeDate"),
    ]);
    for (const date of await dates.getByRole("cell").allTextContents()) expect(date).toMatch(/\(संभावित\)$/);
    await expect(page.getByRole("heading", { name: hi("jee.syllabusTitle") })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 4, name: hi("jee.subjects.physics"), exact: true }),
    ).toBeVisible();
    const pattern = page.getByRole("table", { name: hi("jee.patternCaption") });
    await expect(pattern.getByRole("columnheader")).toHaveText([
      hi("jee.particular"),
      hi("jee.paper1"),
      hi("jee.paper2A"),
      hi("jee.paper2B"),
    ]);
    await expect(page.getByRole("table", { name: hi("jee.advancedCaption") })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // Another exam keeps the /hi address, and its facts are Hindi too.
    await hindiPicker.click();
    await page
      .getByRole("listbox", { name: hi("page.choose") })
      .getByRole("option", { name: "NEET", exact: true })
      .click();
    await expect(page).toHaveURL("/hi/exam-details?exam=neet");
    const neet = hindiExam("neet");
    await expect(article.getByRole("heading", { level: 2 })).toHaveText(neet.title);
    await expect(article.getByText(neet.highlights[0] ?? "", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("table", { name: hi("detail.eligibilityCaption", { exam: "NEET" }) }),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: hi("jee.patternCaption") })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
