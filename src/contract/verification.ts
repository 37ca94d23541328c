import { z } from "zod";

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
