import { readFile } from "node:fs/promises";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { bookByApi, decidePaymentByApi, postSessionByApi } from "./support/marketplace";
import { createUser, nonce, signedInAdmin, signInBrowser } from "./support/users";

/*
 * A Hindi-reading student gives their state once on the payment page, is approved, and downloads the
 * receipt from their dashboard's booking card (docs/decisions/027).
 */

test("a Hindi student gives their state and downloads the receipt @narrow", async ({ page, context }) => {
  test.setTimeout(90_000);
  const tag = nonce();
  const mentor = await createUser({ role: "mentor", name: `Kavya Iyer ${tag}` });
  const title = `Organic chemistry drill ${tag}`;
  const sessionId = await postSessionByApi(mentor, { title, price: 499 });
  const student = await createUser({ role: "student", name: "Asha Verma" });
  expect((await student.api.post("/api/language", { data: { language: "hi" } })).status()).toBe(204);
  await signInBrowser(context, student);

  // The payment page asks the state once, a labelled select saved as soon as it is chosen.
  await page.goto(`/hi/payment/${sessionId}`);
  const state = page.getByLabel(hindiKey("bookings", "state.label"));
  await state.selectOption({ label: "महाराष्ट्र" });
  await expect(page.getByRole("status").filter({ hasText: "महाराष्ट्र" })).toBeVisible();
  await expectNoAxeViolations(page);

  const { paymentId } = await bookByApi(student, sessionId);
  await decidePaymentByApi(await signedInAdmin(), paymentId, "paid");

  await page.goto("/hi/student-dashboard");
  const card = page.getByRole("article", { name: title });
  const download = page.waitForEvent("download");
  await card
    .getByRole("link", { name: new RegExp(`^${hindiKey("students", "card.downloadReceipt")}`) })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^receipt-TCR-\d{4}-\d{6}\.pdf$/);
  const bytes = await readFile((await file.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
});
