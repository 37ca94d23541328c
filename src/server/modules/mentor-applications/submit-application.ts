import type { Language } from "@contract/i18n";
import { APPLICATION_MESSAGES, RESUME_MAX_BYTES } from "@contract/mentor-applications";
import type { RankClaim } from "@contract/verification";
import { mentorApplications } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { FileStorage } from "../../lib/storage";
import type { CommandRunner } from "../../lib/unit-of-work";
import type { RankProofFile } from "../verification";

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
  const id = newId();
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
