import { errorResponseSchema } from "@contract/errors";
import {
  APPLICATION_MESSAGES,
  mentorApplicationAnswerSchema,
  mentorApplicationSchema,
  RESUME_MAX_BYTES,
} from "@contract/mentor-applications";
import { applicationRankSchema, RANK_MESSAGES } from "@contract/verification";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../http/language";
import { fileOf, readMultipart } from "../../http/multipart";
import { NUL_MESSAGE, nulFields } from "../../http/nul-guard";
import { uploadLimit } from "../../http/rate-limits";
import { badRequest } from "../../lib/errors";
import { MODULE_MESSAGES } from "../../lib/message-codes";
import { checkRankProof } from "../verification";
import { submitApplication } from "./submit-application";

const FIELD_NAMES = new Set(["name", "email", "phone", "dob", "education", "experience"]);
/** The optional rank claim (docs/decisions/019) beside the application's own fields. */
const RANK_FIELD_NAMES = new Set(["rankExam", "rankAir", "rankYear", "college"]);

/** The fields of `names` among those sent. */
const pick = (fields: Record<string, string>, names: Set<string>) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => names.has(name)));

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
      const form = await readMultipart(request, {
        limits: { fileSize: RESUME_MAX_BYTES, files: 2, fields: 12, fieldSize: 8 * 1024 },
        fields: [...FIELD_NAMES, ...RANK_FIELD_NAMES],
        notAForm: () => badRequest(MODULE_MESSAGES.sendApplicationAsForm),
        tooLarge: (field) =>
          field === "rankProof"
            ? badRequest(RANK_MESSAGES.proofTooLarge, [
                { field: "body.rankProof", message: RANK_MESSAGES.proofTooLarge },
              ])
            : badRequest(APPLICATION_MESSAGES.resumeTooLarge, [
                { field: "body.resume", message: APPLICATION_MESSAGES.resumeTooLarge },
              ]),
        tooManyFiles: () => badRequest(MODULE_MESSAGES.oneResumeOnly),
      });
      const fields = pick(form.fields, FIELD_NAMES);
      const rankFields = pick(form.fields, RANK_FIELD_NAMES);
      const resume = fileOf(form, "resume");
      const rankProof = fileOf(form, "rankProof");
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
