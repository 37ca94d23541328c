import { RANK_MESSAGES, RANK_PROOF_MAX_BYTES, type RankProofType } from "@contract/verification";
import type { FastifyRequest } from "fastify";
import { fileOf, readMultipart } from "../../http/multipart";
import { badRequest } from "../../lib/errors";

const EXTENSIONS: Record<RankProofType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

export interface RankProofFile {
  bytes: Buffer;
  type: RankProofType;
  extension: string;
  /** A readable, harmless name for the admin's view (the uploader's name, cleaned, with the right extension). */
  name: string;
}

/** A field issue about the proof, under the form field's name. */
export const proofIssue = (message: string, field = "body.proof") =>
  badRequest(message, [{ field, message }]);

/**
 * A rank card or scorecard, judged by its bytes (never its name or the browser's content type): a
 * JPEG, PNG, WebP or PDF of at most 5 MB. Stored as sent (an admin must see the original to judge
 * it) but always served with the sniffed type, `nosniff`, and only to its owner and admins.
 */
export async function checkRankProof(
  bytes: Buffer,
  filename: string,
  field = "body.proof",
): Promise<RankProofFile> {
  if (bytes.length > RANK_PROOF_MAX_BYTES) throw proofIssue(RANK_MESSAGES.proofTooLarge, field);
  const { fileTypeFromBuffer } = await import("file-type");
  const sniffed = await fileTypeFromBuffer(bytes);
  const type = sniffed?.mime as RankProofType | undefined;
  const extension = type ? EXTENSIONS[type] : undefined;
  if (!type || !extension) throw proofIssue(RANK_MESSAGES.proofType, field);
  return { bytes, type, extension, name: safeFileName(filename, extension) };
}

function safeFileName(name: string, extension: string): string {
  const base = name
    .replace(/[^\w.\- ]+/g, "_")
    .slice(0, 100)
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, "");
  return `${base || "rank-proof"}.${extension}`;
}

/** The one `proof` file of a multipart request (POST /api/mentor/rank/proof). */
export async function readProofUpload(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string }> {
  const form = await readMultipart(request, {
    limits: { fileSize: RANK_PROOF_MAX_BYTES, files: 1 },
    notAForm: () => proofIssue(RANK_MESSAGES.proofRequired),
    tooLarge: () => proofIssue(RANK_MESSAGES.proofTooLarge),
    tooManyFiles: () => proofIssue(RANK_MESSAGES.oneProofOnly),
  });
  const proof = fileOf(form, "proof");
  if (!proof) throw proofIssue(RANK_MESSAGES.proofRequired);
  return proof;
}

/** A stored proof as an answer: its sniffed type, shown in the browser, never cached by anyone else. */
export function contentDisposition(name: string | null, fallback: string): string {
  const clean = (name ?? fallback).replace(/["\\\r\n]/g, "").replace(/[^\x20-\x7e]/g, "_");
  return `inline; filename="${clean}"`;
}
