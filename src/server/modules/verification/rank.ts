import {
  type adminRankSchema,
  RANK_MESSAGES,
  type RankClaim,
  type RankState,
  rankBadge,
  rankStatus,
} from "@contract/verification";
import { and, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { mentorProfiles, users } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { FileStorage } from "../../lib/storage";
import type { CommandRunner, Tx } from "../../lib/unit-of-work";
import type { RankProofFile } from "./rank-proof";

/** Where a mentor's own proofs are written (an approved application's proof stays under applications/). */
export const RANK_PROOF_FOLDER = "rank-proofs/";

/** The verifying admin, a second copy of users. */
const verifier = alias(users, "verifier");

const rankColumns = {
  exam: mentorProfiles.rankExam,
  air: mentorProfiles.rankAir,
  year: mentorProfiles.rankYear,
  college: mentorProfiles.college,
  proofKey: mentorProfiles.rankProofKey,
  proofName: mentorProfiles.rankProofName,
  proofUploadedAt: mentorProfiles.rankProofUploadedAt,
  verifiedAt: mentorProfiles.rankVerifiedAt,
  verifiedBy: verifier.name,
};
type RankRow = {
  exam: string | null;
  air: number | null;
  year: number | null;
  college: string | null;
  proofKey: string | null;
  proofName: string | null;
  proofUploadedAt: Date | null;
  verifiedAt: Date | null;
  verifiedBy: string | null;
};

export const mentorProofUrl = () => "/api/mentor/rank/proof";
export const adminProofUrl = (mentorId: string) =>
  `/api/admin/mentors/${encodeURIComponent(mentorId)}/rank-proof`;

/** A claim as the mentor's card (or, with `proofUrl` and the verifier, the admin's panel) shows it. */
export function presentRank(row: RankRow, proofUrl: string, forAdmin = false): RankState {
  const claim =
    row.exam && row.air !== null && row.year !== null
      ? { exam: row.exam, air: row.air, year: row.year, college: row.college }
      : null;
  return {
    status: rankStatus({ ...row, hasProof: row.proofKey !== null }),
    claim,
    badge: claim ? rankBadge(claim) : null,
    proof: row.proofKey
      ? {
          name: row.proofName ?? "rank-proof",
          uploadedAt: row.proofUploadedAt?.toISOString() ?? null,
          url: proofUrl,
        }
      : null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    ...(forAdmin ? { verifiedBy: row.verifiedAt ? row.verifiedBy : null } : {}),
  };
}

/** A mentor's rank row (with who verified it), or null when the user is no mentor. */
export async function rankRow(db: Database | Tx, mentorId: string): Promise<RankRow | null> {
  const [row] = await db
    .select(rankColumns)
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .leftJoin(verifier, eq(verifier.id, mentorProfiles.rankVerifiedBy))
    .where(and(eq(mentorProfiles.userId, mentorId), eq(users.role, "mentor")))
    .limit(1);
  return row ?? null;
}

/** The admin panel's view of a mentor's rank (empty when the user is no mentor). */
export async function adminRankState(db: Database, mentorId: string): Promise<RankState> {
  const row = await rankRow(db, mentorId);
  return presentRank(
    row ?? {
      exam: null,
      air: null,
      year: null,
      college: null,
      proofKey: null,
      proofName: null,
      proofUploadedAt: null,
      verifiedAt: null,
      verifiedBy: null,
    },
    adminProofUrl(mentorId),
    true,
  );
}

const sameRank = (
  row: Pick<RankRow, "exam" | "air" | "year">,
  claim: { exam: string; air: number; year: number },
) => row.exam === claim.exam && row.air === claim.air && row.year === claim.year;

/** The claim an admin checked: the badge's exam, rank and year, and the college shown beside it. */
const sameClaim = (
  row: Pick<RankRow, "exam" | "air" | "year" | "college">,
  claim: { exam: string; air: number; year: number; college: string | null },
) => sameRank(row, claim) && (row.college ?? null) === (claim.college ?? null);

/**
 * The mentor's own claim. A verified claim whose exam, rank, year or college changes is unverified
 * again: an admin checks the new one (docs/product.md "Verified toppers"; the college is shown with
 * the badge, so it is part of what was checked). The same claim sent again (the form sends every
 * field) keeps it. The mentor's request never carries the verification (the contract refuses
 * `verified`).
 */
export async function claimRank(commands: CommandRunner, mentorId: string, claim: RankClaim): Promise<void> {
  await commands.run(async ({ tx, now, emit }) => {
    const [row] = await tx
      .select({
        exam: mentorProfiles.rankExam,
        air: mentorProfiles.rankAir,
        year: mentorProfiles.rankYear,
        college: mentorProfiles.college,
      })
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, mentorId))
      .for("update");
    if (!row) throw notFound("Mentor not found.");
    const changed = !sameClaim(row, claim);
    await tx
      .update(mentorProfiles)
      .set({
        rankExam: claim.exam,
        rankAir: claim.air,
        rankYear: claim.year,
        college: claim.college,
        ...(changed ? { rankVerifiedAt: null, rankVerifiedBy: null } : {}),
        updatedAt: now,
      })
      .where(eq(mentorProfiles.userId, mentorId));
    emit({ type: "mentor.changed", mentorId });
  });
}

/**
 * A new rank card for the mentor: written first under a fresh key, then the row points at it, then
 * the previous file (when it was the mentor's own, not their application's) is removed. A failed
 * write of the row removes the new file: no file without its row. A verified rank is unverified by
 * it: the admin checked the file it replaces, not this one (docs/product.md "Verified toppers").
 */
export async function uploadRankProof(
  deps: { commands: CommandRunner; storage: FileStorage },
  mentorId: string,
  file: RankProofFile,
): Promise<void> {
  const key = `${RANK_PROOF_FOLDER}${mentorId}/${newId()}.${file.extension}`;
  await deps.storage.put(key, file.bytes, file.type);
  let previous: string | null;
  try {
    ({ value: previous } = await deps.commands.run(async ({ tx, now, emit }) => {
      const [row] = await tx
        .select({ key: mentorProfiles.rankProofKey })
        .from(mentorProfiles)
        .where(eq(mentorProfiles.userId, mentorId))
        .for("update");
      if (!row) throw notFound("Mentor not found.");
      await tx
        .update(mentorProfiles)
        .set({
          rankProofKey: key,
          rankProofName: file.name,
          rankProofUploadedAt: now,
          rankVerifiedAt: null,
          rankVerifiedBy: null,
          updatedAt: now,
        })
        .where(eq(mentorProfiles.userId, mentorId));
      emit({ type: "mentor.changed", mentorId });
      return row.key;
    }));
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
  if (previous && previous !== key && previous.startsWith(RANK_PROOF_FOLDER))
    await deps.storage.delete(previous).catch(() => {});
}

/**
 * The admin's correction and decision. Verifying needs a complete claim and its proof on file, and
 * records who and when; `verified: false` removes the verification (the claim stays).
 */
export async function setRankByAdmin(
  commands: CommandRunner,
  adminId: string,
  mentorId: string,
  input: z.output<typeof adminRankSchema>,
): Promise<void> {
  await commands.run(async ({ tx, now, emit }) => {
    const [row] = await tx
      .select({
        proofKey: mentorProfiles.rankProofKey,
        exam: mentorProfiles.rankExam,
        air: mentorProfiles.rankAir,
        year: mentorProfiles.rankYear,
        college: mentorProfiles.college,
        verifiedAt: mentorProfiles.rankVerifiedAt,
        verifiedBy: mentorProfiles.rankVerifiedBy,
      })
      .from(mentorProfiles)
      .innerJoin(users, eq(users.id, mentorProfiles.userId))
      .where(and(eq(mentorProfiles.userId, mentorId), eq(users.role, "mentor"), isNull(users.deactivatedAt)))
      .for("update", { of: mentorProfiles });
    if (!row) throw notFound("Mentor not found.");
    if (input.verified && !row.proofKey)
      throw badRequest(RANK_MESSAGES.verifyNeedsProof, [
        { field: "body.verified", message: RANK_MESSAGES.verifyNeedsProof },
      ]);
    // Verified again with nothing changed keeps the first verification's who and when.
    const keep = input.verified && row.verifiedAt !== null && sameClaim(row, input);
    await tx
      .update(mentorProfiles)
      .set({
        rankExam: input.exam,
        rankAir: input.air,
        rankYear: input.year,
        college: input.college,
        rankVerifiedAt: input.verified ? (keep ? row.verifiedAt : now) : null,
        rankVerifiedBy: input.verified ? (keep ? row.verifiedBy : adminId) : null,
        updatedAt: now,
      })
      .where(eq(mentorProfiles.userId, mentorId));
    emit({ type: "mentor.changed", mentorId });
  });
}
