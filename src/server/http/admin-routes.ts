import { errorResponseSchema } from "@contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "./authenticate";

/*
 * What every module's admin routes (`<module>.admin.routes.ts`) share: the app their route functions
 * register on, the admins-only check, and the answers every admin route may give.
 */

/** The app a route plugin registers its routes on (with the contract's zod schemas). */
export type Api = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Every route of this plugin is for admins only, checked on the server before any validation: 401
 * signed out, 403 for students and mentors, and a malformed body never tells an outsider what a valid
 * one looks like. (A hook of the plugin: it covers this plugin's routes only.)
 */
export function onlyAdmins(app: Api) {
  app.addHook("preValidation", requireUser(app, "admin"));
}

/** The refusals every admin route may answer. */
export const adminErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
/** ... and with 404, for a route about one record. */
export const adminErrorsWithNotFound = { ...adminErrors, 404: errorResponseSchema };

/** `:id` of one record. */
export const idParams = z.object({ id: z.string().min(1).max(64) });
/** A plain answer: what was done. */
export const messageSchema = z.object({ message: z.string() });
