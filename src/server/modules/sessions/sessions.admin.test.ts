import { injectAs, type Method, signedIn } from "@test-support/accounts";
import { bookWithPayment, newSession, proofImage, runMeeting } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let mentor: Awaited<ReturnType<typeof signedIn>>;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Neha Admin");
  mentor = await signedIn(t.app, "mentor", "Kavya Reddy");
  proof = await proofImage();
});
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: unknown, cookie: string | null = admin.cookie) =>
  injectAs(t.app, method, url, payload, cookie);

describe("students, sessions, payments and the overview", () => {
  it("lists sessions by live, upcoming and ended with their students, and payments by status and domain", async () => {
    const title = `Organic Chemistry ${Date.now()}`;
    const session = await newSession(t.app, mentor.cookie, { title, category: "NEET", price: 350 });
    const buyer = await signedIn(t.app, "student", "Diya Sharma");
    const { paymentId } = await bookWithPayment(
      t.app,
      buyer.cookie,
      admin.cookie,
      session.id,
      proof,
      "created",
    );

    const upcoming = (
      await call("GET", `/api/admin/sessions?status=upcoming&q=${encodeURIComponent(title)}`)
    ).json();
    expect(upcoming.items.map((s: { id: string }) => s.id)).toEqual([session.id]);
    expect(upcoming.items[0]).toMatchObject({ mentorName: "Kavya Reddy", seatsTaken: 1, price: 350 });
    expect(
      (await call("GET", `/api/admin/sessions?status=live&q=${encodeURIComponent(title)}`)).json().total,
    ).toBe(0);
    expect(
      (await call("GET", `/api/admin/sessions?q=${encodeURIComponent(title)}&domain=JEE`)).json().total,
    ).toBe(0);

    const students = (await call("GET", `/api/admin/sessions/${session.id}/students`)).json();
    expect(students.students).toEqual([
      expect.objectContaining({
        name: "Diya Sharma",
        paymentId,
        paymentStatus: "created",
        amount: 350,
        attended: false,
      }),
    ]);
    expect((await call("GET", "/api/admin/sessions/nope/students")).statusCode).toBe(404);

    const [payment] = await t.app.db
      .execute(sql`select reference from payments where id = ${paymentId}`)
      .then((r) => (r as unknown as { rows: { reference: string }[] }).rows);
    const byRef = (await call("GET", `/api/admin/payments?q=${payment?.reference.toLowerCase()}`)).json();
    expect(byRef.items.map((p: { id: string }) => p.id)).toEqual([paymentId]);
    expect(byRef.items[0]).toMatchObject({
      studentName: "Diya Sharma",
      sessionTitle: title,
      amount: 350,
      status: "created",
    });
    const neetPending = (
      await call("GET", `/api/admin/payments?status=created&domain=NEET&q=${buyer.email}`)
    ).json();
    expect(neetPending.total).toBe(1);
    expect((await call("GET", `/api/admin/payments?status=paid&q=${buyer.email}`)).json().total).toBe(0);
    // A search's page past the end still says how many match.
    expect((await call("GET", `/api/admin/payments?q=${buyer.email}&page=4`)).json()).toMatchObject({
      items: [],
      total: 1,
    });
    expect((await call("GET", "/api/admin/payments?status=refundable")).statusCode).toBe(400);
    // Sorted by amount, cheapest first, both when searching and not.
    const second = await newSession(t.app, mentor.cookie, {
      title: `${title} II`,
      category: "NEET",
      price: 120,
    });
    await bookWithPayment(t.app, buyer.cookie, admin.cookie, second.id, proof, "created");
    const amounts = async (query: string) =>
      (await call("GET", `/api/admin/payments?${query}`))
        .json()
        .items.map((p: { amount: number }) => p.amount);
    expect(await amounts(`q=${buyer.email}&sort=amount`)).toEqual([120, 350]);
    expect(await amounts(`q=${buyer.email}&sort=amount&dir=desc`)).toEqual([350, 120]);
    const all = await amounts("sort=amount&pageSize=50");
    expect(all).toEqual([...all].sort((a: number, b: number) => a - b));
    // An empty search is no search: every payment, counted.
    const emptySearch = await call("GET", "/api/admin/payments?q=");
    expect(emptySearch.statusCode).toBe(200);
    expect(emptySearch.json().total).toBe(emptySearch.json().items.length);
    expect(emptySearch.json().total).toBeGreaterThan(0);

    await runMeeting(t.app, mentor.cookie, session.id);
    const ended = (
      await call("GET", `/api/admin/sessions?status=completed&q=${encodeURIComponent(title)}`)
    ).json();
    expect(ended.total).toBe(1);
  });
});
