import type { FastifyRequest } from "fastify";

/** One file of a multipart form, read whole into memory (every upload is at most a few MB). */
export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartForm {
  /** The text fields asked for, as sent (the last value of a repeated name). */
  fields: Record<string, string>;
  /** Every file read, in order, empty ones too (a browser sends an empty part for a file input left blank). */
  files: UploadedFile[];
}

export interface MultipartRules {
  /** The parser's limits for this route (`fields` and `fieldSize` default to the app's). */
  limits: { fileSize: number; files: number; fields?: number; fieldSize?: number };
  /** The text fields kept; any other field is read and dropped. */
  fields?: readonly string[];
  /** Stop at the first file, whatever its field (the rest of the form is left unread). */
  firstFileOnly?: boolean;
  /** The answer when the request is not a multipart form. */
  notAForm: () => Error;
  /** The answer when a file is larger than `limits.fileSize`, given that file's field. */
  tooLarge: (field: string) => Error;
  /** The answer when the form has more files than `limits.files` (else the error handler's own). */
  tooManyFiles?: () => Error;
}

/**
 * Reads a multipart form the one way every upload route does: the request must be a form, the files
 * are read whole within the route's limits, and a file over the size limit or one too many answers
 * the route's own message; any other parser error goes to the error handler.
 */
export async function readMultipart(request: FastifyRequest, rules: MultipartRules): Promise<MultipartForm> {
  if (!request.isMultipart()) throw rules.notAForm();
  const keep = new Set(rules.fields ?? []);
  const form: MultipartForm = { fields: {}, files: [] };
  let field = "";
  try {
    for await (const part of request.parts({ limits: rules.limits })) {
      if (part.type === "file") {
        field = part.fieldname;
        form.files.push({ field, filename: part.filename, bytes: await part.toBuffer() });
        if (rules.firstFileOnly) break;
      } else if (keep.has(part.fieldname) && typeof part.value === "string") {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw rules.tooLarge(field);
    if (code === "FST_FILES_LIMIT" && rules.tooManyFiles) throw rules.tooManyFiles();
    throw error;
  }
  return form;
}

/** The last non-empty file sent under `field`, or null when there is none. */
export function fileOf(form: MultipartForm, field: string): UploadedFile | null {
  return form.files.findLast((file) => file.field === field && file.bytes.length > 0) ?? null;
}
