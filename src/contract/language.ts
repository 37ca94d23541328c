import { z } from "zod";
import { LANGUAGES } from "./i18n";

/**
 * A language of the product as the API takes it. Kept apart from i18n.ts, whose plain functions the
 * web app's first download needs: there, a schema that other contracts import would bring zod (22 KB
 * compressed) into that download with it.
 */
export const languageSchema = z.enum(LANGUAGES);
