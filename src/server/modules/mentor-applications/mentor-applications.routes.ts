import { errorResponseSchema } from "@contract/errors";
import {
  APPLICATION_MESSAGES,
  mentorApplicationAnswerSchema,
  mentorApplicationSchema,
  RESUME_MAX_BYTES,
} from "@contract/mentor-applications";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../http/language";
import { NUL_MESSAGE, nulFields } from "../../http/nul-guard";
import { uploadLimit } from "../../http/rate-limits";
import { badRequest } from "../../lib/errors";
import { submitApplication } from "./submit-application";

const FIELD_NAMES = new Set(["name", "email", "phone", "dob", "education", "experience"]);

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
          "Apply to mentor (multipart: name, email, phone, dob, education, experience, and an optional `resume` PDF of at most 5 MB)",
        consumes: ["multipart/form-data"],
        response: { 201: mentorApplicationAnswerSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest("Please send the application as a form (multipart/form-data).");
      const fields: Record<string, string> = {};
      let resume: { bytes: Buffer; filename: string } | null = null;
      try {
        for await (const part of request.parts({
          limits: { fileSize: RESUME_MAX_BYTES, files: 1, fieldSize: 8 * 1024 },
        })) {
          if (part.type === "file") {
            const file = part as MultipartFile;
            const bytes = await file.toBuffer();
            if (file.fieldname === "resume" && bytes.length > 0) resume = { bytes, filename: file.filename };
          } else if (FIELD_NAMES.has(part.fieldname) && typeof part.value === "string") {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") {
          throw badRequest(APPLICATION_MESSAGES.resumeTooLarge, [
            { field: "body.resume", message: APPLICATION_MESSAGES.resumeTooLarge },
          ]);
        }
        if (code === "FST_FILES_LIMIT") throw badRequest("Please attach one résumé only.");
        throw error;
      }
      const withNul = nulFields(fields, "body");
      if (withNul.length > 0) throw badRequest(NUL_MESSAGE, withNul);
      const parsed = mentorApplicationSchema.safeParse(fields);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          field: `body.${issue.path.join(".")}`,
          message: issue.message,
        }));
        throw badRequest(
          `Invalid request. ${issues.map((i) => `${i.field}: ${i.message}`).join("; ")}`,
          issues,
        );
      }
      const { id } = await submitApplication(
        { commands: app.commands, storage: app.storage },
        parsed.data,
        resume,
        requestLanguage(request),
      );
      return reply.code(201).send({ id, message: APPLICATION_MESSAGES.success });
    },
  );
};
