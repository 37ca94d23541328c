import { mentorApplicationAnswerSchema } from "@contract/mentor-applications";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";

export type MentorApplicationFields = {
  name: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD, as a date input gives it. */
  dob: string;
  education: string;
  experience: string;
  /** The optional rank claim (all empty: none). */
  rankExam: string;
  rankAir: string;
  rankYear: string;
  college: string;
};

export type MentorApplicationSubmission = MentorApplicationFields & {
  resume: File | null;
  /** The rank card or scorecard (image or PDF), sent in the `rankProof` part. */
  rankProof: File | null;
};
export type MentorApplicationAnswer = z.output<typeof mentorApplicationAnswerSchema>;

/**
 * POST /api/mentor-applications as multipart/form-data: the six text fields, an optional PDF
 * résumé in the `resume` part, and an optional rank claim with its proof in the `rankProof` part. 201 answers { id, message: "Form Submitted Successfully" }.
 */
export async function submitMentorApplication({
  resume,
  rankProof,
  ...fields
}: MentorApplicationSubmission): Promise<MentorApplicationAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== "") body.append(name, value);
  if (resume) body.append("resume", resume, resume.name);
  if (rankProof) body.append("rankProof", rankProof, rankProof.name);
  return api.post("/mentor-applications", mentorApplicationAnswerSchema, { body });
}

export function useSubmitMentorApplication() {
  return useMutation({ mutationFn: submitMentorApplication });
}
