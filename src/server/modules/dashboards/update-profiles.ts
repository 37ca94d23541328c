import { phoneSchema } from "@contract/auth";
import type { MentorProfileBody, StudentProfileBody } from "@contract/profiles";
import { eq } from "drizzle-orm";
import { mentorProfiles, studentProfiles, users } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import type { CommandRunner } from "../../lib/unit-of-work";

/** Blank means "none"; anything else must be a real mobile number. */
function phoneOrNull(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined || raw.trim() === "") return null;
  const parsed = phoneSchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Please enter a valid 10-digit mobile number.";
    throw badRequest(message, [{ field: "body.phone", message }]);
  }
  return parsed.data;
}

const blankToNull = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === "" ? null : value.trim();
const cleanList = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** A student edits their own profile: the phone on the account, the rest on the profile, together. */
export async function updateStudentProfile(
  commands: CommandRunner,
  studentId: string,
  body: StudentProfileBody,
): Promise<void> {
  const phone = phoneOrNull(body.phone);
  await commands.run(async ({ tx, now, emit }) => {
    await tx.update(users).set({ phone, updatedAt: now }).where(eq(users.id, studentId));
    const profile = {
      interests: cleanList(body.interests),
      educationLevel: blankToNull(body.educationLevel),
      goal: blankToNull(body.goal),
      domain: body.domain,
      // Left out of the body: unchanged (the cancel dialog may have set it meanwhile).
      ...(body.refundUpiId === undefined ? {} : { refundUpiId: blankToNull(body.refundUpiId) }),
      ...(body.state === undefined ? {} : { state: body.state }),
      updatedAt: now,
    };
    await tx
      .insert(studentProfiles)
      .values({ userId: studentId, ...profile })
      .onConflictDoUpdate({ target: studentProfiles.userId, set: profile });
    emit({ type: "profile.changed", userId: studentId });
  });
}

/** A mentor edits their own bio, subjects, education and the languages they mentor in. */
export async function updateMentorProfile(
  commands: CommandRunner,
  mentorId: string,
  body: MentorProfileBody,
): Promise<void> {
  await commands.run(async ({ tx, now, emit }) => {
    const profile = {
      bio: blankToNull(body.bio),
      subjects: cleanList(body.subjects),
      education: blankToNull(body.education),
      ...(body.languages === undefined ? {} : { languages: [...new Set(body.languages)] }),
      updatedAt: now,
    };
    await tx
      .insert(mentorProfiles)
      .values({ userId: mentorId, ...profile })
      .onConflictDoUpdate({ target: mentorProfiles.userId, set: profile });
    emit({ type: "profile.changed", userId: mentorId });
  });
}
