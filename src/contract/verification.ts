import { z } from "zod";
import { singleLineText } from "./text";

/**
 * The exams a topper's rank can be from (docs/product.md §9's categories, with JEE split into its two
 * papers and the exams' own names): what a verified-topper badge names.
 */
export const RANK_EXAMS = [
  "JEE Advanced",
  "JEE Main",
  "NEET UG",
  "GATE",
  "UPSC CSE",
  "BITSAT",
  "CLAT",
  "CA Final",
  "NIFT",
  "CAT",
] as const;
export type RankExam = (typeof RANK_EXAMS)[number];
export const rankExamSchema = z.enum(RANK_EXAMS);

/** The badge's words: "AIR 214 · JEE Advanced 2024". */
export function rankBadge(rank: { exam: string; air: number; year: number }): string {
  return `AIR ${rank.air.toLocaleString("en-IN")} · ${rank.exam} ${rank.year}`;
}

/** The smallest rank and the first year a claim may name; the year may not be in the future. */
export const RANK_AIR_MAX = 2_000_000;
export const RANK_YEAR_MIN = 1990;
export const COLLEGE_MAX = 120;
/** A rank card or scorecard: an image or a PDF, judged by its bytes, at most 5 MB. */
export const RANK_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const RANK_PROOF_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export type RankProofType = (typeof RANK_PROOF_TYPES)[number];

/** The API's words about ranks (src/server/lib/message-codes.ts gives each a code; the web app has them in Hindi). */
export const RANK_MESSAGES = {
  examRequired: "Please choose the exam of your rank.",
  airRange: "The rank (AIR) must be a whole number from 1 to 2,000,000.",
  yearRange: "The year must be between 1990 and this year.",
  collegeTooLong: "The college may be at most 120 characters.",
  claimIncomplete: "To claim a rank, please give the exam, the rank (AIR) and the year.",
  verifiedByAdminOnly: "Only an admin can verify a rank.",
  proofRequired: "Please choose the rank card or scorecard to upload.",
  proofType: "The rank proof must be a JPEG, PNG or WebP image, or a PDF.",
  proofTooLarge: "The rank proof must be at most 5 MB.",
  oneProofOnly: "Please attach one rank proof only.",
  noProof: "No rank proof is on file.",
  proofMissing: "The rank proof file is missing.",
  verifyNeedsProof: "A rank can be verified only with its proof on file.",
  claimSaved: "Your rank claim is saved.",
  proofSaved: "Your rank proof is uploaded.",
  rankSaved: "The rank is saved.",
  rankVerified: "The rank is marked verified.",
} as const;

/** The latest year a claim may name: this year, by the clock of whoever checks it. */
const thisYear = () => new Date().getFullYear();

const exam = z.enum(RANK_EXAMS, { error: RANK_MESSAGES.examRequired });
const air = z.coerce
  .number({ error: RANK_MESSAGES.airRange })
  .int(RANK_MESSAGES.airRange)
  .min(1, RANK_MESSAGES.airRange)
  .max(RANK_AIR_MAX, RANK_MESSAGES.airRange);
const year = z.coerce
  .number({ error: RANK_MESSAGES.yearRange })
  .int(RANK_MESSAGES.yearRange)
  .min(RANK_YEAR_MIN, RANK_MESSAGES.yearRange)
  .refine((value) => value <= thisYear(), RANK_MESSAGES.yearRange);
/** Empty means none. */
const college = singleLineText()
  .max(COLLEGE_MAX, RANK_MESSAGES.collegeTooLong)
  .nullish()
  .transform((value) => value || null);

/**
 * A mentor's claim (PUT /api/mentor/rank). `verified` is named only to be refused: a mentor can never
 * verify their own rank, and a request that tries is told so rather than silently half-applied.
 */
export const rankClaimSchema = z.strictObject({
  exam,
  air,
  year,
  college,
  verified: z.never({ error: RANK_MESSAGES.verifiedByAdminOnly }).optional(),
});
export type RankClaimInput = z.input<typeof rankClaimSchema>;
export type RankClaim = { exam: RankExam; air: number; year: number; college: string | null };

/** The admin's correction and decision (PUT /api/admin/mentors/:id/rank). */
export const adminRankSchema = z.strictObject({
  exam,
  air,
  year,
  college,
  verified: z.boolean(),
});
export type AdminRankInput = z.input<typeof adminRankSchema>;

/**
 * The optional claim of the mentor application form (multipart text fields): all empty means no
 * claim; any filled in needs the exam, the rank and the year.
 */
export const applicationRankSchema = z
  .object({
    rankExam: z.string().trim().optional(),
    rankAir: z.string().trim().optional(),
    rankYear: z.string().trim().optional(),
    college: z.string().trim().optional(),
  })
  .transform((fields, ctx): RankClaim | null => {
    if (!fields.rankExam && !fields.rankAir && !fields.rankYear && !fields.college) return null;
    const checks = [
      ["rankExam", exam.safeParse(fields.rankExam || undefined)],
      ["rankAir", air.safeParse(fields.rankAir || undefined)],
      ["rankYear", year.safeParse(fields.rankYear || undefined)],
      ["college", college.safeParse(fields.college)],
    ] as const;
    for (const [path, result] of checks) {
      if (!result.success) {
        const missing = path !== "college" && !fields[path];
        ctx.addIssue({
          code: "custom",
          path: [path],
          message: missing ? RANK_MESSAGES.claimIncomplete : (result.error.issues[0]?.message ?? ""),
        });
      }
    }
    if (checks.some(([, r]) => !r.success)) return z.NEVER;
    return {
      exam: fields.rankExam as RankExam,
      air: Number(fields.rankAir),
      year: Number(fields.rankYear),
      college: fields.college || null,
    };
  });

/** Where a claim stands, for the mentor's card and the admin's panel. */
export const RANK_STATUSES = ["none", "proofAwaited", "awaitingVerification", "verified"] as const;
export type RankStatus = (typeof RANK_STATUSES)[number];

export const rankStateSchema = z.object({
  status: z.enum(RANK_STATUSES),
  claim: z
    .object({
      exam: z.string(),
      air: z.number().int(),
      year: z.number().int(),
      college: z.string().nullable(),
    })
    .nullable(),
  /** "AIR 214 · JEE Advanced 2024" when there is a claim (public pages show it only once verified). */
  badge: z.string().nullable(),
  proof: z.object({ name: z.string(), uploadedAt: z.iso.datetime().nullable(), url: z.string() }).nullable(),
  verifiedAt: z.iso.datetime().nullable(),
  /** The admin who verified it (the admin's panel only). */
  verifiedBy: z.string().nullable().optional(),
});
export type RankState = z.infer<typeof rankStateSchema>;

export const rankAnswerSchema = z.object({ message: z.string(), rank: rankStateSchema });

/** The status of a claim from its fields. */
export function rankStatus(rank: {
  exam: string | null;
  air: number | null;
  year: number | null;
  hasProof: boolean;
  verifiedAt: unknown;
}): RankStatus {
  if (!rank.exam || rank.air === null || rank.year === null) return "none";
  if (rank.verifiedAt) return "verified";
  return rank.hasProof ? "awaitingVerification" : "proofAwaited";
}
