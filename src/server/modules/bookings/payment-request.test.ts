import { BOOKING_MESSAGES } from "@contract/bookings";
import { signedIn } from "@test-support/accounts";
import { book, newSession, proofImage } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_UPI_ID, loadConfig } from "../../config";
import { payments } from "../../db/schema";
import { base32, createKeyring } from "../../lib/keyring";
import { upiUri } from "./payment-request";

const UPI_ID = "toppers.mentoring@okaxis";
const UPI_NAME = "Toppers Connect Learning";
/** TC and 8 Crockford base-32 characters: no I, L, O or U. */
const REFERENCE = /^TC[0-9A-HJKMNP-TV-Z]{8}$/;

let t: TestContext;
let mentor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp({ env: { UPI_ID, UPI_NAME } });
  mentor = await signedIn(t.app, "mentor");
  admin = await signedIn(t.app, "admin");
  proof = await proofImage();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

const paymentRequest = async (sessionId: string, cookie: string) => {
  const res = await get(`/api/sessions/${sessionId}/payment-request`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    sessionId: string;
    upiId: string;
    payeeName: string;
    amount: number;
    reference: string;
    upiUri: string;
    qrUrl: string;
  };
};

/** What a UPI app reads from the link: the query parameters, decoded. */
function upiParams(uri: string): Record<string, string> {
  expect(uri.startsWith("upi://pay?")).toBe(true);
  return Object.fromEntries(new URLSearchParams(uri.slice("upi://pay?".length)));
}

/** Rasterises the SVG and reads it as a phone camera would. */
async function decodeQr(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  return code?.data ?? null;
}

describe("GET /api/sessions/:id/payment-request", () => {
  it("asks for the session's price, payable to the configured UPI id, with the reference in the note", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 1499 });
    const student = await signedIn(t.app, "student");
    const request = await paymentRequest(session.id, student.cookie);
    expect(request).toMatchObject({
      sessionId: session.id,
      upiId: UPI_ID,
      payeeName: UPI_NAME,
      amount: 1499,
      qrUrl: `/api/sessions/${session.id}/payment-qr.svg`,
    });
    expect(request.reference).toMatch(REFERENCE);

    const params = upiParams(request.upiUri);
    expect(params).toMatchObject({ pa: UPI_ID, pn: UPI_NAME, am: "1499.00", cu: "INR" });
    // The reference as the transaction reference (passed on to the bank) and in the note.
    expect(params.tr).toBe(request.reference);
    expect(params.tn).toContain(request.reference);
    // No merchant code without UPI_MERCHANT_CODE: a personal UPI id has none.
    expect(params).not.toHaveProperty("mc");
    // Spaces as %20: some UPI apps show a '+' literally.
    expect(request.upiUri).not.toContain("+");
    expect(request.upiUri).toContain(`pn=${UPI_NAME.replace(/ /g, "%20")}`);

    const res = await get(`/api/sessions/${session.id}/payment-request`, student.cookie);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("gives the same reference on every call, another one to another student and for another session", async () => {
    const first = await newSession(t.app, mentor.cookie);
    const second = await newSession(t.app, mentor.cookie);
    const asha = await signedIn(t.app, "student", "Asha Verma");
    const kabir = await signedIn(t.app, "student", "Kabir Singh");
    const a1 = await paymentRequest(first.id, asha.cookie);
    const a1again = await paymentRequest(first.id, asha.cookie);
    const k1 = await paymentRequest(first.id, kabir.cookie);
    const a2 = await paymentRequest(second.id, asha.cookie);
    expect(a1again).toEqual(a1);
    expect(k1.reference).toMatch(REFERENCE);
    expect(new Set([a1.reference, k1.reference, a2.reference]).size).toBe(3);
    expect(k1.upiUri).not.toBe(a1.upiUri);
  });

  it("writes whole rupees with two decimals; a free session has nothing to pay", async () => {
    const free = await newSession(t.app, mentor.cookie, { price: 0 });
    const dear = await newSession(t.app, mentor.cookie, { price: 100_000 });
    const student = await signedIn(t.app, "student");
    expect(upiParams((await paymentRequest(dear.id, student.cookie)).upiUri).am).toBe("100000.00");
    // A free session books with one button (docs/product.md §2.11; free-booking.test.ts).
    for (const url of [
      `/api/sessions/${free.id}/payment-request`,
      `/api/sessions/${free.id}/payment-qr.svg`,
    ]) {
      const res = await get(url, student.cookie);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(BOOKING_MESSAGES.freeNothingToPay);
    }
  });

  it("answers only a signed-in student, and 404 for a session that does not exist", async () => {
    const session = await newSession(t.app, mentor.cookie);
    const student = await signedIn(t.app, "student");
    for (const url of [
      `/api/sessions/${session.id}/payment-request`,
      `/api/sessions/${session.id}/payment-qr.svg`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, mentor.cookie)).statusCode, url).toBe(403);
      expect((await get(url, admin.cookie)).statusCode, url).toBe(403);
    }
    for (const url of [
      "/api/sessions/no-such-session/payment-request",
      "/api/sessions/nope/payment-qr.svg",
    ]) {
      const res = await get(url, student.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe("Failed to load session details");
    }
  });

  it("uses the placeholder UPI id while UPI_ID is unset", () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/unused" });
    expect(config.upi).toEqual({ id: DEMO_UPI_ID, name: "Toppers Connect", configured: false });
  });
});

describe("with UPI_MERCHANT_CODE (a merchant UPI id)", () => {
  let merchant: TestContext;
  beforeAll(async () => {
    merchant = await createTestApp({
      env: { UPI_ID: "toppersconnect@icici", UPI_NAME, UPI_MERCHANT_CODE: "8299" },
    });
  });
  afterAll(() => merchant?.close());

  it("puts the merchant code in the link and the QR, beside the transaction reference", async () => {
    const teacher = await signedIn(merchant.app, "mentor");
    const session = await newSession(merchant.app, teacher.cookie, { price: 649 });
    const student = await signedIn(merchant.app, "student", "Ishita Banerjee");
    const res = await merchant.app.inject({
      method: "GET",
      url: `/api/sessions/${session.id}/payment-request`,
      headers: { cookie: student.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const request = res.json() as { upiUri: string; reference: string; qrUrl: string };
    expect(upiParams(request.upiUri)).toEqual({
      pa: "toppersconnect@icici",
      pn: UPI_NAME,
      mc: "8299",
      tr: request.reference,
      tn: `Toppers Connect ${request.reference}`,
      am: "649.00",
      cu: "INR",
    });
    const qr = await merchant.app.inject({
      method: "GET",
      url: request.qrUrl,
      headers: { cookie: student.cookie },
    });
    expect(await decodeQr(qr.body)).toBe(request.upiUri);
  });
});

describe("upiUri", () => {
  const base = {
    upiId: "toppers.mentoring@okaxis",
    payeeName: UPI_NAME,
    amount: 499,
    reference: "TC7K2M9QXA",
  };

  it("is a upi://pay link whose parameters a URL parser reads back exactly", () => {
    const url = new URL(upiUri(base));
    expect(url.protocol).toBe("upi:");
    expect(url.host).toBe("pay");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pa: "toppers.mentoring@okaxis",
      pn: UPI_NAME,
      tr: "TC7K2M9QXA",
      tn: "Toppers Connect TC7K2M9QXA",
      am: "499.00",
      cu: "INR",
    });
  });

  it("adds the merchant code when there is one, and nothing else changes", () => {
    const without = new URL(upiUri(base)).searchParams;
    const withCode = new URL(upiUri({ ...base, merchantCode: "8299" })).searchParams;
    expect(without.has("mc")).toBe(false);
    expect(withCode.get("mc")).toBe("8299");
    withCode.delete("mc");
    expect(withCode.toString()).toBe(without.toString());
  });

  it("escapes what a payee name or UPI id could carry, so no parameter can be added through them", () => {
    const uri = upiUri({
      ...base,
      upiId: "a&b@okaxis",
      payeeName: "Rao & Sons tr=FAKE",
      merchantCode: "8299",
    });
    const params = new URL(uri).searchParams;
    expect(params.get("pa")).toBe("a&b@okaxis");
    expect(params.get("pn")).toBe("Rao & Sons tr=FAKE");
    expect(params.getAll("tr")).toEqual(["TC7K2M9QXA"]);
    expect(uri).not.toContain("+");
  });
});

describe("GET /api/sessions/:id/payment-qr.svg", () => {
  it("is an SVG QR code that a phone reads as exactly the payment request's UPI link", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 799 });
    const student = await signedIn(t.app, "student");
    const request = await paymentRequest(session.id, student.cookie);
    const res = await get(request.qrUrl, student.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body).toMatch(/^<svg[\s>]/);
    expect(res.body).not.toMatch(/<script|javascript:|on\w+=/i);
    expect(await decodeQr(res.body)).toBe(request.upiUri);

    // Another student's QR carries their own reference.
    const other = await signedIn(t.app, "student");
    const theirs = await get(request.qrUrl, other.cookie);
    const decoded = await decodeQr(theirs.body);
    expect(decoded).toBe((await paymentRequest(session.id, other.cookie)).upiUri);
    expect(decoded).not.toBe(request.upiUri);
  });
});

describe("the booking's reference", () => {
  it("is the one the payment request showed the student, whatever the form says", async () => {
    const session = await newSession(t.app, mentor.cookie);
    const student = await signedIn(t.app, "student");
    const { reference } = await paymentRequest(session.id, student.cookie);
    const booked = await book(t.app, student.cookie, session.id, proof, { reference: "TCFORGED01" });
    expect(booked.statusCode, booked.body).toBe(201);
    const { paymentId } = booked.json();
    for (const cookie of [student.cookie, admin.cookie]) {
      const detail = await get(`/api/payments/${paymentId}`, cookie);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().reference).toBe(reference);
    }
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.reference).toBe(reference);
  });
});

describe("keyring", () => {
  /** Packs 5-bit values, most significant first, into bytes (the inverse of base-32). */
  const pack = (values: number[]) => {
    let bits = "";
    for (const v of values) bits += v.toString(2).padStart(5, "0");
    bits = bits.padEnd(Math.ceil(bits.length / 8) * 8, "0");
    return Buffer.from(bits.match(/.{8}/g)?.map((b) => Number.parseInt(b, 2)) ?? []);
  };

  it("encodes Crockford base-32, skipping I, L, O and U", () => {
    expect(base32(pack([1, 2, 3, 4, 5, 6, 7, 8]), 8)).toBe("12345678");
    expect(base32(pack([0, 9, 10, 17, 18, 19, 20, 21]), 8)).toBe("09AHJKMN");
    expect(base32(pack([22, 23, 24, 25, 26, 27, 28, 29, 30, 31]), 10)).toBe("PQRSTVWXYZ");
    expect(base32(Buffer.alloc(5, 0xff), 8)).toBe("ZZZZZZZZ");
    expect(base32(Buffer.alloc(32, 0xa5), 8)).toHaveLength(8);
  });

  it("derives the same value from the same secret and parts, and different ones otherwise", () => {
    const one = createKeyring("a".repeat(32));
    const two = createKeyring("b".repeat(32));
    const value = one.derive("booking-reference", "student-1", "session-1");
    expect(one.derive("booking-reference", "student-1", "session-1").equals(value)).toBe(true);
    expect(two.derive("booking-reference", "student-1", "session-1").equals(value)).toBe(false);
    expect(one.derive("room", "student-1", "session-1").equals(value)).toBe(false);
    // Where one part ends and the next begins matters.
    expect(
      one
        .derive("booking-reference", "student-1s", "ession-1")
        .equals(one.derive("booking-reference", "student-1", "session-1")),
    ).toBe(false);
    for (let i = 0; i < 200; i++) {
      expect(base32(one.derive("booking-reference", `s${i}`, "x"), 8)).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    }
  });
});
