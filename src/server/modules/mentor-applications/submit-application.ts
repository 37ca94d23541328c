import { randomBytes } from "node:crypto";
import type { Language } from "@contract/i18n";
import { APPLICATION_MESSAGES, RESUME_MAX_BYTES } from "@contract/mentor-applications";
import type { RankClaim } from "@contract/verification";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { emailOutbox, mentorApplications } from "../../db/schema";
import { renderEmail } from "../../lib/email-layout";
import { badRequest } from "../../lib/errors";
import { wordsFor } from "../../lib/i18n";
import type { FileStorage } from "../../lib/storage";
import type { CommandRunner, Subscriber } from "../../lib/unit-of-work";
import type { Outbox } from "../outbox/outbox";
import type { RankProofFile } from "../verification/rank-proof";

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
 * privately, and the applicant's confirmation email in the same transaction. If the row cannot be
 * written, the stored file is removed: no file without its application.
 */
export async function submitApplication(
  deps: { commands: CommandRunner; storage: FileStorage },
  fields: ApplicationFields,
  resume: { bytes: Buffer; filename: string } | null,
  /** The language of the page the applicant applied from: their confirmation is written in it. */
  language: Language = "en",
  /** The optional rank claim and its proof (already judged by its bytes), kept privately like the résumé. */
  rank: { claim: RankClaim | null; proof: RankProofFile | null } = { claim: null, proof: null },
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
  const { claim, proof } = rank;
  const rankProofKey = proof ? `applications/${id}/rank-proof.${proof.extension}` : null;
  try {
    if (proof && rankProofKey) await deps.storage.put(rankProofKey, proof.bytes, proof.type);
    await deps.commands.run(async ({ tx, now, emit }) => {
      await tx.insert(mentorApplications).values({
        id,
        ...fields,
        resumeKey,
        resumeName: resume ? safeFileName(resume.filename) : null,
        rankExam: claim?.exam ?? null,
        rankAir: claim?.air ?? null,
        rankYear: claim?.year ?? null,
        college: claim?.college ?? null,
        rankProofKey,
        rankProofName: proof?.name ?? null,
        createdAt: now,
      });
      emit({ type: "application.submitted", applicationId: id, language });
    });
  } catch (error) {
    if (resumeKey) await deps.storage.delete(resumeKey).catch(() => {});
    if (rankProofKey) await deps.storage.delete(rankProofKey).catch(() => {});
    throw error;
  }
  return { id };
}

/** At most this many confirmations go to one address in 24 hours (anyone can type any address). */
export const CONFIRMATIONS_PER_DAY = 3;

/**
 * The applicant's confirmation. The form is public, so anyone can make the product write to any
 * address: the email quotes nothing the applicant typed (not even the name), and an address gets
 * at most CONFIRMATIONS_PER_DAY of them a day. The application itself is always stored.
 */
export function applicationEmails(deps: { outbox: Outbox }): Subscriber {
  return {
    name: "application emails",
    async inTransaction(uow, event) {
      if (event.type !== "application.submitted") return;
      const [application] = await uow.tx
        .select({ email: mentorApplications.email })
        .from(mentorApplications)
        .where(eq(mentorApplications.id, event.applicationId));
      if (!application) return;
      const to = application.email.toLowerCase();
      // Applications to one address take turns here, so that two at once cannot both pass the count.
      await uow.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`application-confirmation:${to}`}))`);
      const [sent] = await uow.tx
        .select({ n: count() })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.kind, "application-received"),
            eq(emailOutbox.recipient, to),
            // The database's own clock, like the outbox's created_at: a limit on mail, not a rule of time.
            gt(emailOutbox.createdAt, sql`now() - interval '1 day'`),
          ),
        );
      if ((sent?.n ?? 0) >= CONFIRMATIONS_PER_DAY) return;
      const words = wordsFor(event.language);
      const { t } = words;
      const { html, text } = renderEmail(
        {
          preheader: t("applicationReceived.preheader"),
          heading: t("applicationReceived.heading"),
          paragraphs: [
            t("applicationReceived.hello"),
            t("applicationReceived.received"),
            t("applicationReceived.next"),
          ],
          footnote: t("applicationReceived.footnote"),
        },
        words,
      );
      await deps.outbox.record(uow, {
        kind: "application-received",
        to,
        subject: t("applicationReceived.subject"),
        html,
        text,
      });
    },
  };
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
