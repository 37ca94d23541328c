import { errorResponseSchema } from "@contract/errors";
import {
  adminRankSchema,
  RANK_MESSAGES,
  rankAnswerSchema,
  rankClaimSchema,
  rankStateSchema,
} from "@contract/verification";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, viewerOf } from "../../http/authenticate";
import { uploadLimit } from "../../http/rate-limits";
import { notFound } from "../../lib/errors";
import type { FileStorage } from "../../lib/storage";
import {
  adminProofUrl,
  claimRank,
  mentorProofUrl,
  presentRank,
  rankRow,
  setRankByAdmin,
  uploadRankProof,
} from "./rank";
import { checkRankProof, contentDisposition, readProofUpload } from "./rank-proof";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Verified toppers (docs/decisions/019): the mentor's claim and rank card, and the admin's
 * check. Mentors write the claim and the proof, never the verification; admins see the proof and
 * verify, correct or unverify.
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const onlyMentors = requireUser(app, "mentor");
  const onlyAdmins = requireUser(app, "admin");

  async function mentorState(mentorId: string) {
    const row = await rankRow(app.db, mentorId);
    if (!row) throw notFound("Mentor not found.");
    return presentRank(row, mentorProofUrl());
  }

  /** A stored proof, shown in the browser (inline), for its owner or an admin only. */
  async function sendProof(
    reply: FastifyReply,
    storage: FileStorage,
    key: string | null,
    name: string | null,
  ) {
    if (!key) throw notFound(RANK_MESSAGES.noProof);
    const stored = await storage.get(key);
    if (!stored) throw notFound(RANK_MESSAGES.proofMissing);
    return reply
      .header("content-type", stored.contentType)
      .header("content-disposition", contentDisposition(name, "rank-proof"))
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(stored.body);
  }

  app.get(
    "/mentor/rank",
    {
      preValidation: onlyMentors,
      schema: {
        tags: ["verification"],
        summary: "The signed-in mentor's rank claim, its proof and whether an admin verified it",
        response: { 200: rankStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return mentorState(viewerOf(request).id);
    },
  );

  app.put(
    "/mentor/rank",
    {
      preValidation: onlyMentors,
      schema: {
        tags: ["verification"],
        summary:
          "Claim a rank (exam, AIR, year, college). Changing the exam, AIR or year of a verified rank removes the verification; `verified` is refused",
        body: rankClaimSchema,
        response: { 200: rankAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = viewerOf(request);
      const { verified: _never, ...claim } = request.body;
      await claimRank(app.commands, id, claim);
      return { message: RANK_MESSAGES.claimSaved, rank: await mentorState(id) };
    },
  );

  app.post(
    "/mentor/rank/proof",
    {
      preValidation: onlyMentors,
      config: uploadLimit(app),
      schema: {
        tags: ["verification"],
        summary:
          "Upload the rank card or scorecard (multipart `proof`: JPEG, PNG, WebP or PDF, at most 5 MB)",
        consumes: ["multipart/form-data"],
        response: { 200: rankAnswerSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const { id } = viewerOf(request);
      const upload = await readProofUpload(request);
      const file = await checkRankProof(upload.bytes, upload.filename);
      await uploadRankProof({ commands: app.commands, storage: app.storage }, id, file);
      return { message: RANK_MESSAGES.proofSaved, rank: await mentorState(id) };
    },
  );

  app.get(
    "/mentor/rank/proof",
    {
      preValidation: onlyMentors,
      schema: {
        tags: ["verification"],
        summary: "The signed-in mentor's own rank proof",
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await rankRow(app.db, viewerOf(request).id);
      return sendProof(reply, app.storage, row?.proofKey ?? null, row?.proofName ?? null);
    },
  );

  app.get(
    "/admin/mentors/:id/rank-proof",
    {
      preValidation: onlyAdmins,
      schema: {
        tags: ["verification"],
        summary: "A mentor's rank proof (admins only)",
        params: idParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await rankRow(app.db, request.params.id);
      if (!row) throw notFound("Mentor not found.");
      return sendProof(reply, app.storage, row.proofKey, row.proofName);
    },
  );

  app.put(
    "/admin/mentors/:id/rank",
    {
      preValidation: onlyAdmins,
      schema: {
        tags: ["verification"],
        summary:
          "Correct a mentor's rank and mark it verified or not (verifying needs a proof on file; records who and when)",
        params: idParams,
        body: adminRankSchema,
        response: { 200: rankAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const mentorId = request.params.id;
      await setRankByAdmin(app.commands, viewerOf(request).id, mentorId, request.body);
      const row = await rankRow(app.db, mentorId);
      if (!row) throw notFound("Mentor not found.");
      return {
        message: request.body.verified ? RANK_MESSAGES.rankVerified : RANK_MESSAGES.rankSaved,
        rank: presentRank(row, adminProofUrl(mentorId), true),
      };
    },
  );

  app.get(
    "/admin/applications/:id/rank-proof",
    {
      preValidation: onlyAdmins,
      schema: {
        tags: ["verification"],
        summary: "A mentor application's rank proof (admins only)",
        params: idParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const application = await app.db.query.mentorApplications.findFirst({
        where: (a, { eq }) => eq(a.id, request.params.id),
      });
      if (!application) throw notFound("Application not found.");
      return sendProof(reply, app.storage, application.rankProofKey, application.rankProofName);
    },
  );
};
