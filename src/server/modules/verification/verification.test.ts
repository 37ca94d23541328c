import { RANK_MESSAGES } from "@contract/verification";
import { signedIn } from "@test-support/accounts";
import { proofImage } from "@test-support/marketplace";
import { MINIMAL_PDF, multipart, multipartBody } from "@test-support/multipart";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mentorProfiles } from "../../db/schema";

/**
 * Verified toppers (docs/decisions/019): a mentor claims a rank and uploads its proof; only the mentor
 * and admins see the proof; only an admin verifies, and changing a verified rank unverifies it; an
 * approved application's claim and proof become the mentor's, unverified.
 */

let t: TestContext;
type Account = Awaited<ReturnType<typeof signedIn>>;
let kavya: Account;
let rohan: Account;
let student: Account;
let admin: Account;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  [kavya, rohan, student, admin] = await Promise.all([
    signedIn(t.app, "mentor", "Kavya Reddy"),
    signedIn(t.app, "mentor", "Rohan Mehta"),
    signedIn(t.app, "student", "Asha Verma"),
    signedIn(t.app, "admin", "Meera Iyer"),
  ]);
  png = await proofImage();
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT" | "POST", url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const claim = (cookie: string, body: object) => call("PUT", "/api/mentor/rank", cookie, body);
const upload = (cookie: string, bytes: Buffer, name: string, type: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/mentor/rank/proof",
    ...(() => {
      const form = multipart({}, { field: "proof", name, type, bytes });
      return { payload: form.payload, headers: { ...form.headers, cookie } };
    })(),
  });
const adminSets = (mentorId: string, body: object) =>
  call("PUT", `/api/admin/mentors/${mentorId}/rank`, admin.cookie, body);
const profile = async (id: string) =>
  (await t.app.db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, id)))[0];
const fields = (res: { json(): { issues?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.json().issues ?? []).map((i) => [i.field, i.message]));

const JEE = { exam: "JEE Advanced", air: 214, year: 2024, college: "IIT Bombay, B.Tech Computer Science" };

describe("a mentor's rank claim", () => {
  it("refuses a bad claim naming each field, and refuses `verified` from the mentor", async () => {
    const bad = await claim(kavya.cookie, {
      exam: "JEE Mains 2024",
      air: 0,
      year: new Date().getFullYear() + 1,
      college: "I".repeat(121),
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual({
      "body.exam": RANK_MESSAGES.examRequired,
      "body.air": RANK_MESSAGES.airRange,
      "body.year": RANK_MESSAGES.yearRange,
      "body.college": RANK_MESSAGES.collegeTooLong,
    });
    expect(fields(await claim(kavya.cookie, { ...JEE, air: 2_000_001, year: 1989 }))).toEqual({
      "body.air": RANK_MESSAGES.airRange,
      "body.year": RANK_MESSAGES.yearRange,
    });

    const selfVerified = await claim(kavya.cookie, { ...JEE, verified: true });
    expect(selfVerified.statusCode).toBe(400);
    expect(fields(selfVerified)).toEqual({ "body.verified": RANK_MESSAGES.verifiedByAdminOnly });
    expect(await profile(kavya.id)).toMatchObject({ rankExam: null, rankVerifiedAt: null });

    // Neither can a mentor reach the admin's route, nor a student the mentor's.
    expect(
      (await call("PUT", `/api/admin/mentors/${kavya.id}/rank`, kavya.cookie, { ...JEE, verified: true }))
        .statusCode,
    ).toBe(403);
    expect((await claim(student.cookie, JEE)).statusCode).toBe(403);
    expect((await call("PUT", "/api/mentor/rank", null, JEE)).statusCode).toBe(401);
  });

  it("saves a claim as awaiting its proof, then judges the proof by its bytes, not its name", async () => {
    const saved = await claim(kavya.cookie, JEE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rank).toMatchObject({
      status: "proofAwaited",
      claim: JEE,
      badge: "AIR 214 · JEE Advanced 2024",
      proof: null,
      verifiedAt: null,
    });

    // A text file called .pdf is refused; so is an SVG, an image that can run script.
    const fake = await upload(
      kavya.cookie,
      Buffer.from("AIR 1, honestly"),
      "rank-card.pdf",
      "application/pdf",
    );
    expect(fake.statusCode).toBe(400);
    expect(fields(fake)).toEqual({ "body.proof": RANK_MESSAGES.proofType });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(kavya.cookie, svg, "card.png", "image/png")).statusCode).toBe(400);
    const tooBig = await upload(
      kavya.cookie,
      Buffer.concat([MINIMAL_PDF, Buffer.alloc(5 * 1024 * 1024)]),
      "big.pdf",
      "application/pdf",
    );
    expect(tooBig.statusCode).toBe(400);
    expect(fields(tooBig)).toEqual({ "body.proof": RANK_MESSAGES.proofTooLarge });
    expect((await profile(kavya.id))?.rankProofKey).toBeNull();

    // A real PDF sent under an image's name is stored as the PDF it is.
    const ok = await upload(kavya.cookie, MINIMAL_PDF, "JEE Adv scorecard.png", "image/png");
    expect(ok.statusCode).toBe(200);
    expect(ok.json().rank).toMatchObject({
      status: "awaitingVerification",
      proof: { name: "JEE Adv scorecard.pdf", url: "/api/mentor/rank/proof" },
    });
    const own = await call("GET", "/api/mentor/rank/proof", kavya.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.rawPayload.equals(MINIMAL_PDF)).toBe(true);

    // A second upload replaces the first, whose file is removed.
    const firstKey = (await profile(kavya.id))?.rankProofKey ?? "";
    expect((await upload(kavya.cookie, png, "rank card.png", "image/png")).statusCode).toBe(200);
    expect(await t.app.storage.exists(firstKey)).toBe(false);
  });

  it("shows the proof to its mentor and to admins only, inline and uncached", async () => {
    const url = `/api/admin/mentors/${kavya.id}/rank-proof`;
    const seen = await call("GET", url, admin.cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers).toMatchObject({
      "content-type": "image/png",
      "content-disposition": 'inline; filename="rank card.png"',
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    expect(seen.rawPayload.equals(png)).toBe(true);
    expect((await call("GET", url, null)).statusCode).toBe(401);
    expect((await call("GET", url, student.cookie)).statusCode).toBe(403);
    expect((await call("GET", url, rohan.cookie)).statusCode).toBe(403);
    // Another mentor's "own proof" is their own: Rohan has none.
    const rohans = await call("GET", "/api/mentor/rank/proof", rohan.cookie);
    expect(rohans.statusCode).toBe(404);
    expect(rohans.json().message).toBe(RANK_MESSAGES.noProof);
  });
});

describe("an admin's verification", () => {
  it("needs a proof on file", async () => {
    expect((await claim(rohan.cookie, { exam: "NEET UG", air: 57, year: 2023 })).statusCode).toBe(200);
    const refused = await adminSets(rohan.id, { exam: "NEET UG", air: 57, year: 2023, verified: true });
    expect(refused.statusCode).toBe(400);
    expect(fields(refused)).toEqual({ "body.verified": RANK_MESSAGES.verifyNeedsProof });
    expect((await profile(rohan.id))?.rankVerifiedAt).toBeNull();
  });

  it("records who verified when; a changed college or AIR clears it; remove works", async () => {
    // The admin corrects the college and verifies.
    const verified = await adminSets(kavya.id, { ...JEE, college: "IIT Bombay", verified: true });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().rank).toMatchObject({ status: "verified", verifiedBy: "Meera Iyer" });
    const view = (await call("GET", `/api/admin/mentors/by-email/${kavya.email}`, admin.cookie)).json();
    expect(view.rank).toMatchObject({
      status: "verified",
      claim: { ...JEE, college: "IIT Bombay" },
      proof: { url: `/api/admin/mentors/${kavya.id}/rank-proof` },
      verifiedBy: "Meera Iyer",
    });
    const mine = (await call("GET", "/api/mentor/rank", kavya.cookie)).json();
    expect(mine).toMatchObject({ status: "verified", badge: "AIR 214 · JEE Advanced 2024" });
    expect(mine.verifiedBy).toBeUndefined();

    // The same claim sent again (the whole form) keeps it; a new college is a new claim to check
    // (docs/product.md "Verified toppers"), shown beside the badge on every public page.
    expect((await claim(kavya.cookie, { ...JEE, college: " IIT Bombay " })).json().rank.status).toBe(
      "verified",
    );
    const newCollege = await claim(kavya.cookie, { ...JEE, college: "IIT Delhi" });
    expect(newCollege.json().rank).toMatchObject({ status: "awaitingVerification", verifiedAt: null });
    expect(await profile(kavya.id)).toMatchObject({ college: "IIT Delhi", rankVerifiedAt: null });
    expect((await adminSets(kavya.id, { ...JEE, college: "IIT Delhi", verified: true })).statusCode).toBe(
      200,
    );
    const changed = await claim(kavya.cookie, { ...JEE, college: "IIT Delhi", air: 21 });
    expect(changed.json().rank).toMatchObject({ status: "awaitingVerification", verifiedAt: null });
    expect(await profile(kavya.id)).toMatchObject({
      rankAir: 21,
      rankVerifiedAt: null,
      rankVerifiedBy: null,
    });

    expect(
      (await adminSets(kavya.id, { ...JEE, college: "IIT Delhi", air: 21, verified: true })).json().rank
        .status,
    ).toBe("verified");
    const removed = await adminSets(kavya.id, { ...JEE, college: "IIT Delhi", air: 21, verified: false });
    expect(removed.json().rank).toMatchObject({ status: "awaitingVerification", verifiedBy: null });
    expect((await adminSets("no-such-mentor", { ...JEE, verified: false })).statusCode).toBe(404);
    expect((await adminSets(student.id, { ...JEE, verified: false })).statusCode).toBe(404);
  });

  it("is undone by a new proof: the badge leaves the public page until an admin checks the new file", async () => {
    const rank = { ...JEE, college: "IIT Delhi", air: 21 };
    expect((await adminSets(kavya.id, { ...rank, verified: true })).json().rank.status).toBe("verified");
    const slug = (await profile(kavya.id))?.slug ?? "";
    const page = async () => (await call("GET", `/api/mentors/by-slug/${slug}`, null)).json();
    expect((await page()).badge).toMatchObject({ exam: "JEE Advanced", air: 21 });

    const replaced = await upload(kavya.cookie, MINIMAL_PDF, "another scorecard.pdf", "application/pdf");
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().rank).toMatchObject({
      status: "awaitingVerification",
      verifiedAt: null,
      proof: { name: "another scorecard.pdf" },
    });
    expect(await profile(kavya.id)).toMatchObject({ rankVerifiedAt: null, rankVerifiedBy: null });
    expect((await page()).badge).toBeNull();
    const panel = (await call("GET", `/api/admin/mentors/by-email/${kavya.email}`, admin.cookie)).json();
    expect(panel.rank).toMatchObject({ status: "awaitingVerification", verifiedBy: null });
    // Checked again, it is verified again, by whoever checked the new file.
    expect((await adminSets(kavya.id, { ...rank, verified: true })).json().rank).toMatchObject({
      status: "verified",
      verifiedBy: "Meera Iyer",
    });
  });
});

describe("an application's rank claim", () => {
  const applicant = (email: string, rank: Record<string, string>, proof?: Buffer) =>
    multipartBody([
      ...Object.entries({
        name: "Sneha Kulkarni",
        email,
        phone: "+91 98765 43210",
        dob: "2004-08-21",
        education: "MBBS (2nd year), AIIMS New Delhi.",
        experience: "Taught NEET Biology to Class 12 students in Pune for a year.",
        ...rank,
      }).map(([name, value]) => ({ name, value })),
      ...(proof
        ? [{ name: "rankProof", value: proof, filename: "neet scorecard.png", type: "image/png" }]
        : []),
    ]);
  const apply = (body: ReturnType<typeof applicant>) =>
    t.app.inject({ method: "POST", url: "/api/mentor-applications", ...body });

  it("refuses half a claim, naming the missing fields", async () => {
    const res = await apply(applicant("half@example.com", { rankExam: "NEET UG", rankAir: "abc" }));
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({
      "body.rankAir": RANK_MESSAGES.airRange,
      "body.rankYear": RANK_MESSAGES.claimIncomplete,
    });
  });

  it("carries the claim and its proof to the approved mentor, unverified", async () => {
    const email = `sneha.${Date.now()}@example.com`;
    const rank = { rankExam: "NEET UG", rankAir: "312", rankYear: "2022", college: "AIIMS New Delhi" };
    const submitted = await apply(applicant(email, rank, png));
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().id as string;

    const listed = (await call("GET", "/api/admin/applications", admin.cookie)).json();
    const card = listed.items.find((a: { id: string }) => a.id === id);
    expect(card).toMatchObject({
      rank: { exam: "NEET UG", air: 312, year: 2022, college: "AIIMS New Delhi" },
      rankProofUrl: `/api/admin/applications/${id}/rank-proof`,
    });
    const proof = await call("GET", card.rankProofUrl, admin.cookie);
    expect(proof.statusCode).toBe(200);
    expect(proof.rawPayload.equals(png)).toBe(true);
    expect((await call("GET", card.rankProofUrl, student.cookie)).statusCode).toBe(403);

    const approved = await call("POST", `/api/admin/applications/${id}/approve`, admin.cookie, {
      domain: "NEET",
    });
    expect(approved.statusCode).toBe(200);
    const view = (await call("GET", `/api/admin/mentors/by-email/${email}`, admin.cookie)).json();
    expect(view.rank).toMatchObject({
      status: "awaitingVerification",
      claim: { exam: "NEET UG", air: 312, year: 2022, college: "AIIMS New Delhi" },
      badge: "AIR 312 · NEET UG 2022",
      proof: { name: "neet scorecard.png" },
      verifiedAt: null,
    });
    const shown = await call("GET", view.rank.proof.url, admin.cookie);
    expect(shown.rawPayload.equals(png)).toBe(true);
  });
});
