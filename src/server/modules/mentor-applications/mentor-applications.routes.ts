import { errorResponseSchema } from "@contract/errors";
import {
  APPLICATION_MESSAGES,
  mentorApplicationAnswerSchema,
  mentorApplicationSchema,
  RESUME_MAX_BYTES,
} from "@contract/mentor-applications";
import { applicationRankSchema, RANK_MESSAGES } from "@contract/verification";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../http/language";
import { NUL_MESSAGE, nulFields } from "../../http/nul-guard";
import { uploadLimit } from "../../http/rate-limits";
import { badRequest } from "../../lib/errors";
import { checkRankProof } from "../verification/rank-proof";
import { submitApplication } from "./submit-application";

const FIELD_NAMES = new Set(["name", "email", "phone", "dob", "education", "experience"]);
/** The optional rank claim (docs/product.md §10, issue 17) beside the application's own fields. */
const RANK_FIELD_NAMES = new Set(["rankExam", "rankAir", "rankYear", "college"]);

export const mentorApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/mentor-applications",
    {
      config: uploadLimit(
        app,
        "Too many applications from this address. Please wait a minute and try again.",
      ),
      schema: {
        tags: ["mentor applications"],
        summary:
          "Apply to mentor (multipart: name, email, phone, dob, education, experience, an optional `resume` PDF of at most 5 MB, an optional rank claim rankExam, rankAir, rankYear, college, and an optional `rankProof` image or PDF of at most 5 MB)",
        consumes: ["multipart/form-data"],
        response: { 201: mentorApplicationAnswerSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest("Please send the application as a form (multipart/form-data).");
      const fields: Record<string, string> = {};
      const rankFields: Record<string, string> = {};
      let resume: { bytes: Buffer; filename: string } | null = null;
      let rankProof: { bytes: Buffer; filename: string } | null = null;
      let filePart = "resume";
      try {
        for await (const part of request.parts({
          limits: { fileSize: RESUME_MAX_BYTES, files: 2, fields: 12, fieldSize: 8 * 1024 },
        })) {
          if (part.type === "file") {
            const file = part as MultipartFile;
            filePart = file.fieldname;
            const bytes = await file.toBuffer();
            if (file.fieldname === "resume" && bytes.length > 0) resume = { bytes, filename: file.filename };
            if (file.fieldname === "rankProof" && bytes.length > 0)
              rankProof = { bytes, filename: file.filename };
          } else if (FIELD_NAMES.has(part.fieldname) && typeof part.value === "string") {
            fields[part.fieldname] = part.value;
          } else if (RANK_FIELD_NAMES.has(part.fieldname) && typeof part.value === "string") {
            rankFields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE" && filePart === "rankProof") {
          throw badRequest(RANK_MESSAGES.proofTooLarge, [
            { field: "body.rankProof", message: RANK_MESSAGES.proofTooLarge },
          ]);
        }
        if (code === "FST_REQ_FILE_TOO_LARGE") {
          throw badRequest(APPLICATION_MESSAGES.resumeTooLarge, [
            { field: "body.resume", message: APPLICATION_MESSAGES.resumeTooLarge },
          ]);
        }
        if (code === "FST_FILES_LIMIT") throw badRequest("Please attach one résumé only.");
        throw error;
      }
      const withNul = nulFields({ ...fields, ...rankFields }, "body");
      if (withNul.length > 0) throw badRequest(NUL_MESSAGE, withNul);
      const parsed = mentorApplicationSchema.safeParse(fields);
      const rank = applicationRankSchema.safeParse(rankFields);
      if (!parsed.success || !rank.success) {
        const issues = [...(parsed.error?.issues ?? []), ...(rank.error?.issues ?? [])].map((issue) => ({
          field: `body.${issue.path.join(".")}`,
          message: issue.message,
        }));
        throw badRequest(
          `Invalid request. ${issues.map((i) => `${i.field}: ${i.message}`).join("; ")}`,
          issues,
        );
      }
      const proof = rankProof
        ? await checkRankProof(rankProof.bytes, rankProof.filename, "body.rankProof")
        : null;
      const { id } = await submitApplication(
        { commands: app.commands, storage: app.storage },
        parsed.data,
        resume,
        requestLanguage(request),
        { claim: rank.data, proof },
      );
      return reply.code(201).send({ id, message: APPLICATION_MESSAGES.success });
    },
  );
};
