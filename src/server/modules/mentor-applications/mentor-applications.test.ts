import path from "node:path";
import { readOutbox } from "@test-support/email-parser";
import { deliverEmails } from "@test-support/mail";
import { MINIMAL_PDF, multipart } from "@test-support/multipart";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mentorApplications } from "../../db/schema";
import { NUL_MESSAGE } from "../../http/nul-guard";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = MINIMAL_PDF;

/** The application form, with the résumé under its field name when given. */
const form = (fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) =>
  multipart(fields, file && { field: "resume", ...file });

const valid = () => ({
  name: "Priya Raghavan",
  email: `priya.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`,
  phone: "+91 91234 56789",
  dob: "2005-03-14",
  education: "B.Tech (2nd year), IIT Madras, 2024–2028. JEE Advanced 2024: AIR 842.",
  experience: "Taught Physics to Class 11 students at a Chennai coaching centre on weekends for a year.",
});

const submit = (fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) =>
  t.app.inject({ method: "POST", url: "/api/mentor-applications", ...form(fields, file) });

describe("POST /api/mentor-applications", () => {
  it("stores an application with its résumé privately and emails the applicant", async () => {
    const fields = valid();
    const res = await submit(fields, { name: "priya resume.pdf", type: "application/pdf", bytes: PDF });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Form Submitted Successfully");
    const [row] = await t.app.db
      .select()
      .from(mentorApplications)
      .where(eq(mentorApplications.id, res.json().id));
    expect(row).toMatchObject({
      name: "Priya Raghavan",
      email: fields.email,
      phone: "+919123456789",
      dob: "2005-03-14",
      status: "new",
    });
    expect(row?.resumeName).toBe("priya resume.pdf");
    expect((await t.app.storage.get(row?.resumeKey ?? ""))?.body.equals(PDF)).toBe(true);

    await deliverEmails(t.app);
    const mails = await readOutbox(path.join(t.config.dataDir, "outbox"));
    const mail = mails.find((m) => m.to.includes(fields.email));
    expect(mail?.subject).toBe("We received your mentor application");
    // The form is public: the email quotes nothing the applicant typed, not even the name.
    for (const body of [mail?.text ?? "", mail?.html ?? ""]) {
      expect(body).toContain("We have received your application to become a mentor");
      for (const typed of [fields.name, "Priya", "IIT Madras", "Chennai", "+91", "2005"])
        expect(body).not.toContain(typed);
    }
  });

  it("sends one address at most 3 confirmations a day, and stores every application", async () => {
    // An app of its own: this test spends much of an address's upload allowance.
    const own = await createTestApp();
    try {
      const send = (fields: Record<string, string>) =>
        own.app.inject({ method: "POST", url: "/api/mentor-applications", ...form(fields) });
      const fields = { ...valid(), name: "Visit https://spam.example.com now" };
      for (let i = 0; i < 5; i++) expect((await send(fields)).statusCode).toBe(201);
      // The same address in other letters is the same address.
      expect((await send({ ...fields, email: fields.email.toUpperCase() })).statusCode).toBe(201);
      await deliverEmails(own.app);
      const outbox = () => readOutbox(path.join(own.config.dataDir, "outbox"));
      const mails = (await outbox()).filter((m) => m.to.toLowerCase().includes(fields.email));
      expect(mails).toHaveLength(3);
      expect(mails.every((m) => !m.text.includes("spam.example.com"))).toBe(true);
      const stored = await own.app.db
        .select({ id: mentorApplications.id })
        .from(mentorApplications)
        .where(sql`lower(${mentorApplications.email}) = ${fields.email}`);
      expect(stored).toHaveLength(6);
      // Another address is not held back by this one.
      const other = valid();
      expect((await send(other)).statusCode).toBe(201);
      await deliverEmails(own.app);
      expect((await outbox()).filter((m) => m.to.includes(other.email))).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it("accepts an application without a résumé", async () => {
    const res = await submit(valid());
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(mentorApplications)
      .where(eq(mentorApplications.id, res.json().id));
    expect(row?.resumeKey).toBeNull();
  });

  it.each(["name", "email", "phone", "dob", "education", "experience"])(
    "names the missing field %s",
    async (field) => {
      const fields: Record<string, string> = valid();
      delete fields[field];
      const res = await submit(fields);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { field: string }) => i.field)).toContain(`body.${field}`);
    },
  );

  it.each([
    ["email", "priya@", "Please enter a valid email address."],
    ["phone", "555-0100", "Please enter a valid 10-digit mobile number."],
    ["dob", "14/03/2005", "Please enter a valid date of birth."],
    ["dob", "2020-01-01", "Applicants must be between 16 and 80 years old."],
  ])("refuses a bad %s (%s)", async (field, value, message) => {
    const res = await submit({ ...valid(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(expect.objectContaining({ field: `body.${field}`, message }));
  });

  it("refuses a résumé that is not a PDF, whatever its name, and stores nothing", async () => {
    const fields = valid();
    const fake = Buffer.from("MZ\x90\x00 this is really an executable");
    const res = await submit(fields, { name: "resume.pdf", type: "application/pdf", bytes: fake });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(
      expect.objectContaining({
        field: "body.resume",
        message: "The résumé must be a PDF file.",
      }),
    );
    expect(
      await t.app.db.select().from(mentorApplications).where(eq(mentorApplications.email, fields.email)),
    ).toHaveLength(0);
  });

  it("refuses a résumé over 5 MB", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 32)]);
    const res = await submit(valid(), { name: "resume.pdf", type: "application/pdf", bytes: big });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The résumé must be at most 5 MB.");
  });

  it("refuses a field with a NUL character (which cannot be stored), and stores nothing", async () => {
    const fields = { ...valid(), education: "IIT\u0000Madras" };
    const res = await submit(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: "body.education", message: NUL_MESSAGE, code: "http.nulCharacter" },
    ]);
    expect(
      await t.app.db.select().from(mentorApplications).where(eq(mentorApplications.email, fields.email)),
    ).toHaveLength(0);
  });

  it("refuses a broken form (no boundary, another boundary, cut short) with 400", async () => {
    const whole = form(valid());
    for (const [contentType, payload] of [
      ["multipart/form-data", whole.payload],
      ["multipart/form-data; boundary=not-the-one", whole.payload],
      [whole.headers["content-type"], whole.payload.subarray(0, 60)],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/mentor-applications",
        headers: { "content-type": contentType },
        payload,
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().message, contentType).toBe("The form could not be read. Please send it again.");
    }
  });

  it("refuses a request that is not a form", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/mentor-applications", payload: valid() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please send the application as a form (multipart/form-data).");
  });
});
