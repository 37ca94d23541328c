import { publicMentorListSchema } from "@contract/content";
import { errorResponseSchema } from "@contract/errors";
import {
  mentorDirectoryQuerySchema,
  mentorDirectorySchema,
  mentorPageSchema,
  mentorSlugParamsSchema,
} from "@contract/mentor-pages";
import { rankBadge } from "@contract/verification";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors";
import { wordsFor } from "../../lib/i18n";
import { mentorDirectory } from "./mentor-directory";
import { findPublicMentor, mentorPage } from "./mentor-page";
import { listPublicMentors } from "./mentors.queries";

export const mentorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/mentors",
    {
      schema: {
        tags: ["content"],
        summary: "Mentors shown on the home page (public fields only)",
        response: { 200: publicMentorListSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return listPublicMentors(app.db);
    },
  );

  // The public reads below are limited per address and bounded in cost (lib/public-reads.ts).
  const busyErrors = { 429: errorResponseSchema, 503: errorResponseSchema };

  app.get(
    "/mentors/directory",
    {
      onRequest: app.publicReads.limit,
      schema: {
        tags: ["content"],
        summary:
          "The mentor directory: filter by exam, subject and language, search, sort by rating or sessions held",
        querystring: mentorDirectoryQuerySchema,
        response: { 200: mentorDirectorySchema, 400: errorResponseSchema, ...busyErrors },
      },
    },
    async (request, reply) => {
      const directory = await app.publicReads.run((db) => mentorDirectory(db, request.query));
      reply.header("cache-control", "public, max-age=60");
      return directory;
    },
  );

  app.get(
    "/mentors/by-slug/:slug",
    {
      onRequest: app.publicReads.limit,
      schema: {
        tags: ["content"],
        summary: "A mentor's public page: badge once verified, rating, latest reviews, upcoming sessions",
        params: mentorSlugParamsSchema,
        response: {
          200: mentorPageSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...busyErrors,
        },
      },
    },
    async (request, reply) => {
      const page = await app.publicReads.run((db) => mentorPage(db, request.params.slug, app.clock.now()));
      if (!page) throw notFound("Mentor not found.");
      reply.header("cache-control", "no-cache");
      return page;
    },
  );

  // The page's own head when its address is opened or shared; a removed mentor's page is a 404.
  app.pageMeta.add("/mentors/:slug", async ({ slug = "" }, { language }) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(slug);
    } catch {
      return null;
    }
    const mentor = await app.publicReads.run((db) => findPublicMentor(db, decoded));
    if (!mentor) return null;
    const { t } = wordsFor(language);
    const badge =
      mentor.rankVerifiedAt && mentor.rankExam && mentor.rankAir !== null && mentor.rankYear !== null
        ? rankBadge({ exam: mentor.rankExam, air: mentor.rankAir, year: mentor.rankYear })
        : null;
    const subjects = mentor.subjects.join(", ");
    return {
      title: t("mentorPage.title", { name: badge ? `${mentor.name} · ${badge}` : mentor.name }),
      description: mentor.bio?.trim()
        ? mentor.bio.trim().slice(0, 200)
        : subjects
          ? t("mentorPage.descriptionSubjects", { name: mentor.name, subjects })
          : t("mentorPage.description", { name: mentor.name }),
      image: mentor.image,
      type: "profile",
    };
  });
};
