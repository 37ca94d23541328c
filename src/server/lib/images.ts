import { IMAGE_UPLOAD_MESSAGES } from "@contract/uploads";
import { badRequest } from "./errors";

/**
 * Every uploaded picture goes through here before it is stored. The file is judged by its bytes
 * (never by its name or the browser's content type), fully decoded, and re-encoded as a fresh WebP
 * of the size we want, turned upright by its EXIF orientation, with every piece of metadata left
 * behind (phone photos carry GPS positions, camera serials and colour profiles). Whatever else a
 * file carried — a script after the image data, a second format hiding in it — is not in the output.
 */

/** The formats we accept, as sniffed from the bytes. SVG is refused on purpose: it is a document that can run script. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** Decompression-bomb guard: a small file may claim enormous dimensions. */
export const MAX_INPUT_PIXELS = 40_000_000;

export const OUTPUT_CONTENT_TYPE = "image/webp";

export const IMAGE_MESSAGES = {
  unsupported: IMAGE_UPLOAD_MESSAGES.unsupported,
  unreadable: "This image could not be read. Please choose another file.",
  tooManyPixels: `The image is too big to process (more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels). Please choose a smaller image.`,
  tooLarge: (maxBytes: number) => `The image is larger than ${formatMegabytes(maxBytes)} MB.`,
} as const;

export interface NormaliseImageOptions {
  /** Largest accepted upload, in bytes; the message shows it in MB of 1024 × 1024 bytes. */
  maxBytes: number;
  width: number;
  height: number;
  /**
   * "cover" (default, for avatars): exactly width × height, cropped around the centre.
   * "inside": fits within width × height keeping the aspect ratio, never enlarged.
   */
  fit?: "cover" | "inside";
}

/** Sniffed type → the format sharp must then find in the same bytes. An animated PNG is a PNG. */
const SNIFFED: Record<string, "jpeg" | "png" | "webp"> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/apng": "png",
  "image/webp": "webp",
};

export async function normaliseImage(bytes: Buffer, options: NormaliseImageOptions): Promise<Buffer> {
  const { maxBytes, width, height, fit = "cover" } = options;
  if (bytes.length > maxBytes) throw badRequest(IMAGE_MESSAGES.tooLarge(maxBytes));
  if (bytes.length === 0) throw badRequest(IMAGE_MESSAGES.unsupported);

  // Loaded on the first upload, not at start-up.
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import("file-type"),
    import("sharp"),
  ]);
  const sniffed = await fileTypeFromBuffer(bytes);
  const format = sniffed ? SNIFFED[sniffed.mime] : undefined;
  if (!format) throw badRequest(IMAGE_MESSAGES.unsupported);

  const input = () =>
    sharp(bytes, {
      // A truncated or damaged file is refused instead of being decoded as far as it goes (which
      // is how image/script polyglots slip through). Not "warning": libjpeg warns about harmless
      // quirks of some phone cameras' JPEGs, and the output is a fresh encode anyway.
      failOn: "error",
      limitInputPixels: MAX_INPUT_PIXELS,
      autoOrient: true,
      // The first frame of an animated WebP/PNG only.
      animated: false,
    });

  const metadata = await input()
    .metadata()
    .catch((error: unknown) => {
      throw refusal(error);
    });
  if (metadata.format !== format) throw badRequest(IMAGE_MESSAGES.unreadable);
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  if ((metadata.width ?? 0) * frameHeight > MAX_INPUT_PIXELS) throw badRequest(IMAGE_MESSAGES.tooManyPixels);

  try {
    // No withMetadata()/keepExif()/keepIccProfile(): sharp writes no EXIF, XMP or ICC and
    // converts the pixels to sRGB.
    return await input()
      .resize(width, height, { fit, withoutEnlargement: fit === "inside" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw refusal(error);
  }
}

function refusal(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return badRequest(IMAGE_MESSAGES.tooManyPixels);
  return badRequest(IMAGE_MESSAGES.unreadable);
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : String(Number(mb.toFixed(1)));
}
