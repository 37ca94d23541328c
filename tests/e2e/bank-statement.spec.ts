import { istDate } from "@contract/time";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { bookByApi, postSessionByApi } from "./support/marketplace";
import { type OwnServer, testWithOwnServer } from "./support/own-server";
import { createUser, nonce, signedInAdmin, signInBrowser } from "./support/users";

/*
 * Bank-statement matching from the admin's side (docs/decisions/025): students book with the UTR of
 * their UPI payment; an admin uploads the account's statement in the Bank statement tab, sees its
 * credits against the waiting payments, and approves the matched ones in one step after a
 * confirmation that names how many and how much. A bank the product does not know asks for its
 * columns once; a file that cannot be read names the row and the column. On a server of the spec's
 * own: the review and "approve all matched" are the whole site's.
 */

const test = testWithOwnServer("e2e_statements");

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]", { hasText: text });

/** A fresh 12-digit UTR (UPI RRN), unique to this run. */
const utr = () =>
  `6${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;

/** Today in India as HDFC prints it (DD/MM/YY). */
function hdfcToday(): string {
  const [y, m, d] = istDate(new Date()).split("-");
  return `${d}/${m}/${y?.slice(2)}`;
}

/** An HDFC statement export (its preamble, header, lines and summary), written for the test. */
function hdfcStatement(lines: { narration: string; credit?: string; debit?: string; ref: string }[]): Buffer {
  const day = hdfcToday();
  return Buffer.from(
    [
      "HDFC BANK Ltd.,,,,,,",
      "Toppers Connect Education Pvt Ltd,,,,,,",
      "Account No :50100123456789,,,,,,",
      ",,,,,,",
      "Date,Narration,Value Dat,Debit Amount,Credit Amount,Chq/Ref Number,Closing Balance",
      ...lines.map(
        (line) =>
          `${day},"${line.narration}",${day},${line.debit ?? "0.00"},${line.credit ?? "0.00"},${line.ref},10000.00`,
      ),
      ",,,,,,",
      "STATEMENT SUMMARY  :-,,,,,,",
    ].join("\r\n"),
  );
}

interface Booked {
  name: string;
  email: string;
  paymentId: string;
  utr?: string;
}

/** A mentor's ₹499 session and students who booked it, each with the UTR they typed (or none). */
async function bookedStudents(
  server: OwnServer,
  students: { name: string; withUtr: boolean }[],
): Promise<{ title: string; booked: Booked[] }> {
  const tag = nonce();
  const mentor = await createUser({ role: "mentor", name: `Kavya Reddy ${tag}`, server });
  const title = `Organic chemistry revision ${tag}`;
  const sessionId = await postSessionByApi(mentor, { title, price: 499, seats: 10 });
  const booked: Booked[] = [];
  for (const { name, withUtr } of students) {
    const student = await createUser({ role: "student", name, server });
    const given = withUtr ? utr() : undefined;
    const { paymentId } = await bookByApi(student, sessionId, { utr: given });
    booked.push({ name, email: student.email, paymentId, utr: given });
  }
  return { title, booked };
}

/** POST /api/admin/statements as the admin (for tests whose subject is not the upload itself). */
async function uploadByApi(admin: APIRequestContext, name: string, bytes: Buffer) {
  const response = await admin.post("/api/admin/statements", {
    multipart: { file: { name, mimeType: "text/csv", buffer: bytes } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Approves whatever is matched now, as the tab's one step would (a test's tidy-up). */
async function approveAllByApi(admin: APIRequestContext) {
  const review = await admin.get("/api/admin/statements/review");
  const { matchedCount, matchedTotal } = (await review.json()) as {
    matchedCount: number;
    matchedTotal: number;
  };
  if (matchedCount === 0) return;
  const response = await admin.post("/api/admin/statements/approve-matched", {
    data: { count: matchedCount, total: matchedTotal },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 3, name });

test.describe("the admin's Bank statement tab", () => {
  test("an admin uploads a statement and approves the matched payments in one step", async ({
    page,
    ownServer,
  }) => {
    test.setTimeout(180_000);
    const { booked } = await bookedStudents(ownServer, [
      { name: "Asha Verma", withUtr: true },
      { name: "Rohan Das", withUtr: true },
      { name: "Meera Krishnan", withUtr: false },
    ]);
    const [asha, rohan, meera] = booked as [Booked, Booked, Booked];
    const statement = hdfcStatement([
      {
        narration: `UPI-ASHA VERMA-ASHAVERMA@OKHDFCBANK-HDFC0001234-${asha.utr}-UPI`,
        credit: "499.00",
        ref: `0000${asha.utr}`,
      },
      {
        narration: `UPI-ROHAN DAS-ROHAN.DAS@YBL-YESB0YBLUPI-${rohan.utr}-UPI`,
        credit: "499.00",
        ref: `0000${rohan.utr}`,
      },
      // No UTR the student gave, no reference: only the amount, the day and the name agree.
      {
        narration: "UPI-MEERA KRISHNAN-MEERAK@OKICICI-ICIC0006789-612345670003-BOOKING",
        credit: "499.00",
        ref: "0000612345670003",
      },
      {
        narration: "NEFT CR-SBIN0001234-PRIYA NAIR-SBINN52026040212345",
        credit: "100000.50",
        ref: "SBINN52026040212345",
      },
    ]);

    await signInBrowser(page.context(), { api: await signedInAdmin(ownServer.baseURL) });
    await page.goto("/admin-dashboard");
    await page.getByRole("link", { name: "Bank statement" }).click();
    await expect(page).toHaveURL("/admin-dashboard?tab=statements");
    await expect(page.getByRole("heading", { level: 2, name: "Bank statement" })).toBeVisible();
    // Before any statement: every section says it is empty, and there is nothing to approve.
    await expect(heading(page, "Matched (0)")).toBeVisible();
    await expect(page.getByText("No matched payments.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Approve all matched" })).toBeDisabled();

    // Uploading without a file says so.
    await page.getByRole("button", { name: "Upload and match" }).click();
    await expect(page.getByText("Choose the statement file first.")).toBeVisible();

    await page
      .getByLabel("Statement file (CSV or XLSX)")
      .setInputFiles({ name: "hdfc-statement.csv", mimeType: "text/csv", buffer: statement });
    await page.getByRole("button", { name: "Upload and match" }).click();
    await expect(page.getByText("hdfc-statement.csv: 4 lines read, 4 new.")).toBeVisible();

    await expect(heading(page, "Matched (2)")).toBeVisible();
    const matched = page.getByRole("table", { name: "Matched" });
    for (const student of [asha, rohan]) {
      const row = matched.getByRole("row").filter({ hasText: student.name });
      await expect(row).toContainText("₹499");
      await expect(row).toContainText(`UTR ${student.utr}`);
      await expect(row).toContainText(/hdfc-statement\.csv, row \d+/);
    }
    // The suggestion needs a person: its payment's page is where the admin decides.
    await expect(heading(page, "Suggested (1)")).toBeVisible();
    await expect(
      page
        .getByRole("table", { name: "Suggested" })
        .getByRole("link", { name: /Open the payment .* of Meera Krishnan/ }),
    ).toHaveAttribute("href", `/admin/payments/${meera.paymentId}`);
    await expect(heading(page, "Conflicts (0)")).toBeVisible();
    await expect(heading(page, "Unmatched credits (1)")).toBeVisible();
    await expect(page.getByRole("table", { name: "Unmatched credits" })).toContainText("₹1,00,000.50");
    await expect(heading(page, "Payments with no credit after 48 hours (0)")).toBeVisible();
    await expect(page.getByText("2 matched payments ready to approve, ₹998 in all.")).toBeVisible();
    await expectNoAxeViolations(page);

    // One step, after a confirmation naming how many and how much.
    await page.getByRole("button", { name: "Approve all matched" }).click();
    const dialog = page.getByRole("dialog", { name: "Approve the matched payments?" });
    await expect(dialog).toContainText("Approve 2 matched payments, ₹998 in all?");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Approve 2 payments" }).click();
    await expect(toast(page, /998/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(heading(page, "Matched (0)")).toBeVisible();
    await expect(page.getByText("No matched payment to approve.")).toBeVisible();
    await expect(heading(page, "Suggested (1)")).toBeVisible();

    // The Payments tab shows both as approved; the suggested one still waits for a person.
    await page.getByRole("link", { name: "Payment Details" }).click();
    for (const student of [asha, rohan]) {
      await expect(page.getByRole("row").filter({ hasText: student.email })).toContainText("Completed");
    }
    await expect(page.getByRole("row").filter({ hasText: meera.email })).toContainText("Pending");
  });

  test("an unknown bank's columns are picked once; a file that cannot be read names the row and the column", async ({
    page,
    ownServer,
  }) => {
    test.setTimeout(120_000);
    const { booked } = await bookedStudents(ownServer, [{ name: "Sneha Patil", withUtr: true }]);
    const [sneha] = booked as [Booked];
    const unknownBank = Buffer.from(
      [
        "Txn On,Remarks,Ref,Money Out,Money In",
        `${istDate(new Date())},UPI/${sneha.utr}/SNEHA PATIL/sneha@okaxis,${sneha.utr},,499.00`,
      ].join("\n"),
    );

    await signInBrowser(page.context(), { api: await signedInAdmin(ownServer.baseURL) });
    await page.goto("/admin-dashboard?tab=statements");
    const file = page.getByLabel("Statement file (CSV or XLSX)");

    // A credit that is not a number: the row and the column are named, nothing is kept.
    await file.setInputFiles({
      name: "broken.csv",
      mimeType: "text/csv",
      buffer: hdfcStatement([
        {
          narration: "UPI-ASHA VERMA-ASHA@OKSBI-SBIN0001-612399999901-UPI",
          credit: "four hundred",
          ref: "612399999901",
        },
      ]),
    });
    await page.getByRole("button", { name: "Upload and match" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "This statement could not be read." }),
    ).toContainText(/Row 6, column "Credit Amount"/);
    await expect(page.getByText("Nothing of this file was kept.")).toBeVisible();

    await file.setInputFiles({ name: "cooperative-bank.csv", mimeType: "text/csv", buffer: unknownBank });
    await page.getByRole("button", { name: "Upload and match" }).click();
    const mapping = page.getByRole("form", { name: "Which column is which?" });
    await expect(mapping).toBeVisible();
    await expectNoAxeViolations(page);
    // The guess from the header names is there to check; the admin may change any of it.
    await expect(mapping.getByLabel("Date")).toHaveValue("Txn On");
    await expect(mapping.getByLabel("Credit (money in)")).toHaveValue("Money In");
    await mapping.getByLabel("Narration").selectOption("");
    await mapping.getByRole("button", { name: "Read with these columns" }).click();
    await expect(mapping.getByText("Pick the column for this field.")).toBeVisible();
    await mapping.getByLabel("Narration").selectOption("Remarks");
    await mapping.getByLabel("Debit (money out)").selectOption("Money Out");
    await mapping.getByRole("button", { name: "Read with these columns" }).click();
    await expect(page.getByText("cooperative-bank.csv: 1 line read, 1 new.")).toBeVisible();
    await expect(mapping).toBeHidden();
    await expect(
      page.getByRole("table", { name: "Matched" }).getByRole("row").filter({ hasText: "Sneha Patil" }),
    ).toContainText(`UTR ${sneha.utr}`);

    // The mapping is remembered: the same bank's next file is read at once.
    await file.setInputFiles({ name: "cooperative-bank-2.csv", mimeType: "text/csv", buffer: unknownBank });
    await page.getByRole("button", { name: "Upload and match" }).click();
    await expect(page.getByText("cooperative-bank-2.csv: 1 line read, 0 new.")).toBeVisible();

    // Leave nothing matched behind for the other tests on this server.
    await approveAllByApi(await signedInAdmin(ownServer.baseURL));
  });

  test("the tab at 360 px: sections as cards, no sideways scroll, no axe violation @narrow", async ({
    page,
    ownServer,
  }) => {
    test.setTimeout(120_000);
    const { booked } = await bookedStudents(ownServer, [{ name: "Arjun Mehta", withUtr: true }]);
    const [arjun] = booked as [Booked];
    const admin = await signedInAdmin(ownServer.baseURL);
    await uploadByApi(
      admin,
      "icici-statement.csv",
      hdfcStatement([
        {
          narration: `UPI-ARJUN MEHTA-ARJUN.MEHTA@OKAXIS-UTIB0000123-${arjun.utr}-UPI`,
          credit: "499.00",
          ref: `0000${arjun.utr}`,
        },
        { narration: "IMPS-CR-KIRAN JOSHI-9876543210", credit: "250.00", ref: `IMPS${nonce()}` },
      ]),
    );

    await signInBrowser(page.context(), { api: admin });
    await page.goto("/admin-dashboard?tab=statements");
    await expect(page.getByRole("heading", { level: 2, name: "Bank statement" })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Matched" }).getByRole("row").filter({ hasText: "Arjun Mehta" }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Approve all matched" }).click();
    await expect(page.getByRole("dialog", { name: "Approve the matched payments?" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test("the tab in Hindi @narrow", async ({ page, ownServer }) => {
    test.setTimeout(90_000);
    await signInBrowser(page.context(), { api: await signedInAdmin(ownServer.baseURL) });
    await page.goto("/hi/admin-dashboard?tab=statements");
    await expect(
      page.getByRole("heading", { level: 2, name: hindiKey("admin", "statements.title") }),
    ).toBeVisible();
    await expect(page.getByLabel(hindiKey("admin", "statements.upload.file"))).toBeVisible();
    await expect(
      page.getByRole("button", { name: hindiKey("admin", "statements.approve.button") }),
    ).toBeVisible();
    await expect(
      heading(page, new RegExp(`^${hindiKey("admin", "statements.stale.title")} \\(\\d+\\)$`)),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
