import { randomBytes } from "node:crypto";
import { APPLICATION_MESSAGES, RESUME_MAX_BYTES } from "../../../contract/mentor-applications";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { mentorApplications } from "../../db/schema";
import { renderEmail } from "../../lib/email-layout";
import { badRequest } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import type { FileStorage } from "../../lib/storage";

export interface ApplicationFields {
  name: string;
  email: string;
  phone: string;
  dob: string;
  education: string;
  experience: string;
}

/**
 * Stores a mentor application for the admins, with its résumé (a PDF judged by its bytes) kept
 * privately; then thanks the applicant by email. If the row cannot be written, the stored file
 * is removed: no file without its application.
 */
export async function submitApplication(
  deps: { db: Database; storage: FileStorage; mailer: Mailer; config: Config },
  fields: ApplicationFields,
  resume: { bytes: Buffer; filename: string } | null,
): Promise<{ id: string }> {
  if (resume) {
    if (resume.bytes.length > RESUME_MAX_BYTES) throw resumeIssue(APPLICATION_MESSAGES.resumeTooLarge);
    const { fileTypeFromBuffer } = await import("file-type");
    const type = await fileTypeFromBuffer(resume.bytes);
    if (type?.mime !== "application/pdf") throw resumeIssue(APPLICATION_MESSAGES.resumeNotPdf);
  }
  const id = randomBytes(12).toString("base64url");
  const resumeKey = resume ? `applications/${id}/resume.pdf` : null;
  if (resume && resumeKey) await deps.storage.put(resumeKey, resume.bytes, "application/pdf");
  try {
    await deps.db.insert(mentorApplications).values({
      id,
      ...fields,
      resumeKey,
      resumeName: resume ? safeFileName(resume.filename) : null,
    });
  } catch (error) {
    if (resumeKey) await deps.storage.delete(resumeKey).catch(() => {});
    throw error;
  }
  const { html, text } = renderEmail({
    preheader: "We have your application to mentor on Toppers Connect.",
    heading: "Thank you for applying",
    paragraphs: [
      `Hi ${fields.name},`,
      "We have received your application to become a mentor on Toppers Connect. Our team reviews every application: we verify your exam results and documents, then invite shortlisted applicants to a short interview and a demo session.",
      "You will hear from us by email within 7 working days. If you are selected, you will get a link to set up your mentor account.",
    ],
    footnote: "You are receiving this because this email address was used on our Become a Mentor form.",
  });
  deps.mailer.send({ to: fields.email, subject: "We received your mentor application", html, text });
  return { id };
}

function resumeIssue(message: string) {
  return badRequest(message, [{ field: "body.resume", message }]);
}

/** Keep a readable, harmless name for the admin's download. */
function safeFileName(name: string): string {
  const base = name
    .replace(/[^\w.\- ]+/g, "_")
    .slice(0, 100)
    .trim();
  return base.toLowerCase().endsWith(".pdf") ? base : `${base || "resume"}.pdf`;
}
