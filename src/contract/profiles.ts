import { z } from "zod";

// The profiles a student and a mentor edit on their dashboards.

export const DOMAINS = ["General", "JEE", "NEET", "UPSC", "GATE"] as const;

export const studentProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  interests: z.array(z.string()),
  educationLevel: z.string().nullable(),
  goal: z.string().nullable(),
  domain: z.string(),
});
export const studentProfileBodySchema = z.object({
  interests: z.array(z.string().trim().min(1).max(60)).max(12),
  educationLevel: z.string().trim().max(120).nullable(),
  goal: z.string().trim().max(300).nullable(),
  domain: z.enum(DOMAINS),
  phone: z.string().trim().max(20).nullable(),
});
export type StudentProfileBody = z.input<typeof studentProfileBodySchema>;

export const mentorProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  subjects: z.array(z.string()),
  education: z.string().nullable(),
});
export const mentorProfileBodySchema = z.object({
  bio: z.string().trim().max(1000).nullable(),
  subjects: z.array(z.string().trim().min(1).max(60)).max(12),
  education: z.string().trim().max(300).nullable(),
});
export type MentorProfileBody = z.input<typeof mentorProfileBodySchema>;
