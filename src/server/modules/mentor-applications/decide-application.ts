import { ADMIN_MESSAGES, type DomainFilter } from "@contract/admin";
import { and, eq } from "drizzle-orm";
import { mentorApplications, mentorProfiles } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { conflict, notFound } from "../../lib/errors";
import { addMentor } from "../users";

/** What adding the mentor needs, and the clock for the decision's time. */
type Deps = Parameters<typeof addMentor>[0] & { clock: Clock };

/**
 * Marks a new application decided, once: two admins clicking at the same moment get one decision
 * and one "already decided". Answers the application's fields for the approval.
 */
async function claim(deps: Deps, id: string, status: "approved" | "rejected", adminId: string) {
  const [claimed] = await deps.db
    .update(mentorApplications)
    .set({ status, decidedBy: adminId, decidedAt: deps.clock.now() })
    .where(and(eq(mentorApplications.id, id), eq(mentorApplications.status, "new")))
    .returning();
  if (claimed) return claimed;
  const [exists] = await deps.db
    .select({ id: mentorApplications.id })
    .from(mentorApplications)
    .where(eq(mentorApplications.id, id));
  if (!exists) throw notFound("Application not found.");
  throw conflict(ADMIN_MESSAGES.applicationDecided);
}

/**
 * Approve: the applicant becomes a mentor (a new account with an invitation to set a password, or
 * an existing student's account), with their education and experience as the profile's start. If
 * that fails (say the email is an admin's), the application is new again and the reason is answered.
 */
export async function approveApplication(
  deps: Deps,
  id: string,
  adminId: string,
  domain: DomainFilter | "General",
): Promise<{ id: string; message: string }> {
  const application = await claim(deps, id, "approved", adminId);
  try {
    const mentor = await addMentor(deps, {
      name: application.name,
      email: application.email,
      phone: application.phone,
      bio: application.experience.slice(0, 2000),
      subjects: [],
      expertise: [],
      education: application.education.slice(0, 500),
      domain,
    });
    await carryRankClaim(deps, application, mentor.id);
    return {
      id: mentor.id,
      message: mentor.invited ? ADMIN_MESSAGES.applicationApproved(application.email) : mentor.message,
    };
  } catch (error) {
    await deps.db
      .update(mentorApplications)
      .set({ status: "new", decidedBy: null, decidedAt: null })
      .where(eq(mentorApplications.id, id));
    throw error;
  }
}

/**
 * The applicant's rank claim and its proof become the new mentor's, unverified: an admin checks the
 * proof on the mentor's view before the badge shows. The proof file stays where the application put it
 * (the profile points at it); a later upload by the mentor replaces the pointer, not the file.
 */
async function carryRankClaim(
  deps: Deps,
  application: typeof mentorApplications.$inferSelect,
  mentorId: string,
): Promise<void> {
  const { rankExam, rankAir, rankYear, rankProofKey } = application;
  const claimed = rankExam !== null && rankAir !== null && rankYear !== null;
  if (!claimed && !rankProofKey) return;
  await deps.db
    .update(mentorProfiles)
    .set({
      ...(claimed
        ? {
            rankExam,
            rankAir,
            rankYear,
            college: application.college,
            rankVerifiedAt: null,
            rankVerifiedBy: null,
          }
        : {}),
      ...(rankProofKey
        ? {
            rankProofKey,
            rankProofName: application.rankProofName,
            rankProofUploadedAt: application.createdAt,
            rankVerifiedAt: null,
            rankVerifiedBy: null,
          }
        : {}),
      updatedAt: deps.clock.now(),
    })
    .where(eq(mentorProfiles.userId, mentorId));
}

export async function rejectApplication(
  deps: Deps,
  id: string,
  adminId: string,
): Promise<{ message: string }> {
  await claim(deps, id, "rejected", adminId);
  return { message: ADMIN_MESSAGES.applicationRejected };
}
