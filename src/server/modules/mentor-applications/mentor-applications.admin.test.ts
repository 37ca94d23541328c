import path from "node:path";
import { ADMIN_MESSAGES } from "@contract/admin";
import { injectAs, type Method, signedIn } from "@test-support/accounts";
import { readOutbox } from "@test-support/email-parser";
import { deliverEmails } from "@test-support/mail";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mentorApplications } from "../../db/schema";

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Neha Admin");
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = (local: string) => `${local}.${Date.now()}.${++counter}@example.com`;

const call = (method: Method, url: string, payload?: unknown, cookie: string | null = admin.cookie) =>
  injectAs(t.app, method, url, payload, cookie);

async function mailsTo(email: string) {
  await deliverEmails(t.app);
  return (await readOutbox(path.join(t.config.dataDir, "outbox"))).filter((m) => m.to.includes(email));
}

describe("mentor applications", () => {
  const PDF = Buffer.from(
    "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  );

  async function apply(email: string, withResume = true) {
    const boundary = "----admin-test";
    const fields = {
      name: "Sneha Kulkarni",
      email,
      phone: "+91 91234 56789",
      dob: "2005-06-02",
      education: "MBBS (1st year), AIIMS Delhi. NEET-UG 2025: AIR 96.",
      experience: "Ran a free Biology doubt group for 40 NEET droppers.",
    };
    const parts = Object.entries(fields).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    const body = Buffer.concat([
      Buffer.from(parts.join("")),
      ...(withResume
        ? [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="sneha.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
            ),
            PDF,
            Buffer.from("\r\n"),
          ]
        : []),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/mentor-applications",
      payload: body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  }

  it("approves an application once: the applicant becomes a mentor and is invited", async () => {
    const email = uniqueEmail("sneha");
    const id = await apply(email);
    const listed = (await call("GET", "/api/admin/applications?status=new&pageSize=50")).json();
    const item = listed.items.find((a: { id: string }) => a.id === id);
    expect(item).toMatchObject({ email, status: "new", resumeName: "sneha.pdf" });

    const resume = await call("GET", item.resumeUrl);
    expect(resume.statusCode).toBe(200);
    expect(resume.headers["content-type"]).toBe("application/pdf");
    expect(resume.headers["content-disposition"]).toBe('attachment; filename="sneha.pdf"');
    expect(resume.rawPayload.equals(PDF)).toBe(true);

    const approved = await call("POST", `/api/admin/applications/${id}/approve`, { domain: "NEET" });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe(ADMIN_MESSAGES.applicationApproved(email));
    const mentors = (await call("GET", `/api/admin/mentors?q=${encodeURIComponent(email)}`)).json();
    expect(mentors.items[0]).toMatchObject({ name: "Sneha Kulkarni", domain: "NEET", activated: false });
    const mails = await mailsTo(email);
    expect(mails.some((m) => /oobCode=/.test(m.text ?? ""))).toBe(true);

    const again = await call("POST", `/api/admin/applications/${id}/reject`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_MESSAGES.applicationDecided);
    const decided = (await call("GET", "/api/admin/applications?status=approved")).json();
    expect(decided.items.find((a: { id: string }) => a.id === id)).toMatchObject({ decidedBy: "Neha Admin" });
  });

  it("rejects, and an approval that cannot create the mentor leaves the application new", async () => {
    const rejected = await apply(uniqueEmail("rejected"), false);
    expect((await call("POST", `/api/admin/applications/${rejected}/reject`, {})).json().message).toBe(
      ADMIN_MESSAGES.applicationRejected,
    );
    expect((await call("GET", `/api/admin/applications/${rejected}/resume`)).statusCode).toBe(404);

    const adminsOwn = await apply(admin.email, false);
    const refused = await call("POST", `/api/admin/applications/${adminsOwn}/approve`, {});
    expect(refused.statusCode).toBe(409);
    const [row] = await t.app.db
      .select({ status: mentorApplications.status })
      .from(mentorApplications)
      .where(eq(mentorApplications.id, adminsOwn));
    expect(row?.status).toBe("new");
    expect((await call("POST", "/api/admin/applications/unknown/approve", {})).statusCode).toBe(404);
  });
});
