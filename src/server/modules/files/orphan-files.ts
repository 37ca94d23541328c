import { isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mentorApplications, mentorProfiles, payments, users } from "../../db/schema";
import type { FileStorage } from "../../lib/storage";

/**
 * The folders of stored files, each with the column that owns its keys. A file is written before
 * its row (so a row never points at a missing file); a process killed in between leaves a file
 * that no row owns. `removeOrphanFiles` finds and removes those.
 */
const OWNED_FOLDERS = ["avatars/", "payment-proofs/", "applications/", "rank-proofs/"] as const;

async function ownedKeys(db: Database): Promise<Set<string>> {
  const [proofs, avatars, resumes, applicationRankProofs, rankProofs] = await Promise.all([
    db.select({ key: payments.proofKey }).from(payments).where(isNotNull(payments.proofKey)),
    db.select({ key: users.imageKey }).from(users).where(isNotNull(users.imageKey)),
    db
      .select({ key: mentorApplications.resumeKey })
      .from(mentorApplications)
      .where(isNotNull(mentorApplications.resumeKey)),
    db
      .select({ key: mentorApplications.rankProofKey })
      .from(mentorApplications)
      .where(isNotNull(mentorApplications.rankProofKey)),
    db
      .select({ key: mentorProfiles.rankProofKey })
      .from(mentorProfiles)
      .where(isNotNull(mentorProfiles.rankProofKey)),
  ]);
  return new Set(
    [...proofs, ...avatars, ...resumes, ...applicationRankProofs, ...rankProofs]
      .map((row) => row.key)
      .filter((k) => k !== null),
  );
}

/**
 * Removes the stored files written before `before` that no row owns, and the temporary files of
 * interrupted writes. `before` must be a moment when no write was in flight: the start of this
 * process when it has the storage to itself, so that an upload still waiting for its row (started
 * later) is never taken for an orphan. Returns how many files were removed.
 */
export async function removeOrphanFiles(
  deps: { db: Database; storage: FileStorage },
  before: Date,
): Promise<{ orphans: number; interrupted: number }> {
  const interrupted = await deps.storage.removeInterruptedWrites(before);
  // Owners first, files second: a row committed meanwhile owns a file written after `before`,
  // which is skipped anyway.
  const owned = await ownedKeys(deps.db);
  let orphans = 0;
  for (const folder of OWNED_FOLDERS) {
    for await (const file of deps.storage.list(folder)) {
      if (file.modifiedAt >= before || owned.has(file.key)) continue;
      await deps.storage.delete(file.key);
      orphans += 1;
    }
  }
  return { orphans, interrupted };
}
