import { crc32, deflateSync } from "node:zlib";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { ACCEPTED_IMAGE_TYPES, IMAGE_MESSAGES, normaliseImage } from "./images";

const AVATAR = { maxBytes: 5 * 1024 * 1024, width: 256, height: 256, fit: "cover" } as const;

/** A photo-like picture (a colour gradient with some texture), so encoders have real work to do. */
function photoPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (x * y * 31) % 256;
    }
  }
  return pixels;
}

function photo(width: number, height: number) {
  return sharp(photoPixels(width, height), { raw: { width, height, channels: 3 } });
}

/**
 * A real, valid PNG of width × height in one colour: 1-bit greyscale rows compress to almost
 * nothing, so a file of a few kilobytes claims hundreds of megapixels (a decompression bomb).
 */
function onePixelColourPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero bits: black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function refusedWith(bytes: Buffer, message: string, options = AVATAR) {
  const error = await normaliseImage(bytes, options).then(
    () => expect.unreachable("the file was accepted"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(400);
  expect((error as AppError).message).toBe(message);
}

describe("normaliseImage: accepted files", () => {
  it("accepts exactly JPEG, PNG and WebP", () => {
    expect(ACCEPTED_IMAGE_TYPES).toEqual(["image/jpeg", "image/png", "image/webp"]);
  });

  it.each([
    ["JPEG", () => photo(640, 480).jpeg().toBuffer()],
    ["PNG", () => photo(480, 640).png().toBuffer()],
    ["WebP", () => photo(500, 500).webp().toBuffer()],
    ["PNG with transparency", () => photo(300, 300).ensureAlpha(0.5).png().toBuffer()],
  ])("turns a %s into a 256×256 WebP avatar", async (_name, make) => {
    const output = await normaliseImage(await make(), AVATAR);
    expect((await fileTypeFromBuffer(output))?.mime).toBe("image/webp");
    const meta = await sharp(output).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it("drops EXIF with GPS position and camera details", async () => {
    const input = await photo(400, 300)
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Pixel-Secret-Model", Copyright: "Priya Sharma" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "28/1 36/1 5000/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "77/1 12/1 3000/100",
        },
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(Buffer.from("Pixel-Secret-Model"))).toBe(true);

    const output = await normaliseImage(input, AVATAR);
    const after = await sharp(output).metadata();
    expect(after.exif).toBeUndefined();
    expect(output.includes(Buffer.from("Pixel-Secret-Model"))).toBe(false);
    expect(output.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect(output.includes(Buffer.from("Priya"))).toBe(false);
  });

  it("turns a photo upright by its EXIF orientation", async () => {
    // Stored landscape 300×200 with orientation 6: the camera was held upright, so it shows as 200×300.
    const input = await photo(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const output = await normaliseImage(input, { ...AVATAR, fit: "inside" });
    const meta = await sharp(output).metadata();
    expect(meta.width).toBeLessThan(meta.height ?? 0);
    expect([meta.width, meta.height]).toEqual([171, 256]);
    expect(meta.orientation).toBeUndefined();
  });

  it("drops a colour profile, converting to sRGB", async () => {
    const input = await photo(200, 200).png().withIccProfile("p3").toBuffer();
    expect((await sharp(input).metadata()).icc).toBeDefined();
    const meta = await sharp(await normaliseImage(input, AVATAR)).metadata();
    expect(meta.icc).toBeUndefined();
    expect(meta.space).toBe("srgb");
  });

  it("with fit inside, keeps the aspect ratio and never enlarges", async () => {
    const big = await sharp(
      await normaliseImage(await photo(1200, 600).png().toBuffer(), { ...AVATAR, fit: "inside" }),
    ).metadata();
    expect([big.width, big.height]).toEqual([256, 128]);
    const small = await sharp(
      await normaliseImage(await photo(100, 50).png().toBuffer(), { ...AVATAR, fit: "inside" }),
    ).metadata();
    expect([small.width, small.height]).toEqual([100, 50]);
  });

  it("leaves behind whatever was appended after the image data", async () => {
    const jpeg = await photo(300, 300).jpeg().toBuffer();
    const input = Buffer.concat([jpeg, Buffer.from("<html><script>alert(document.cookie)</script></html>")]);
    const output = await normaliseImage(input, AVATAR);
    expect(output.includes(Buffer.from("<script"))).toBe(false);
    expect((await sharp(output).metadata()).format).toBe("webp");
  });
});

describe("normaliseImage: refused files", () => {
  it("refuses an SVG, even though it is an image", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><script>alert(1)</script><rect width="256" height="256" fill="red"/></svg>';
    await refusedWith(Buffer.from(svg), IMAGE_MESSAGES.unsupported);
    await refusedWith(
      Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}`),
      IMAGE_MESSAGES.unsupported,
    );
  });

  it("refuses a text file whatever it is called", async () => {
    await refusedWith(Buffer.from("This is my photo.png, honestly.\n"), IMAGE_MESSAGES.unsupported);
  });

  it("refuses a PDF", async () => {
    const pdf =
      "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n";
    await refusedWith(Buffer.from(pdf), IMAGE_MESSAGES.unsupported);
  });

  it("refuses other image formats (GIF, TIFF) and an empty file", async () => {
    await refusedWith(await photo(50, 50).gif().toBuffer(), IMAGE_MESSAGES.unsupported);
    await refusedWith(await photo(50, 50).tiff().toBuffer(), IMAGE_MESSAGES.unsupported);
    await refusedWith(Buffer.alloc(0), IMAGE_MESSAGES.unsupported);
  });

  it("refuses a truncated JPEG", async () => {
    const jpeg = await photo(640, 480).jpeg().toBuffer();
    await refusedWith(jpeg.subarray(0, Math.floor(jpeg.length / 2)), IMAGE_MESSAGES.unreadable);
  });

  it("refuses a truncated PNG and a truncated WebP", async () => {
    const png = await photo(300, 300).png().toBuffer();
    await refusedWith(png.subarray(0, Math.floor(png.length / 2)), IMAGE_MESSAGES.unreadable);
    const webp = await photo(300, 300).webp().toBuffer();
    await refusedWith(webp.subarray(0, Math.floor(webp.length / 2)), IMAGE_MESSAGES.unreadable);
  });

  it("refuses a polyglot: a JPEG header followed by an HTML/script payload", async () => {
    const jpeg = await photo(640, 480).jpeg().toBuffer();
    const polyglot = Buffer.concat([
      jpeg.subarray(0, 700),
      Buffer.from(
        "<html><body><script>fetch('/api/me').then(r=>r.text()).then(alert)</script></body></html>",
      ),
    ]);
    expect((await fileTypeFromBuffer(polyglot))?.mime).toBe("image/jpeg"); // it does look like a JPEG
    await refusedWith(polyglot, IMAGE_MESSAGES.unreadable);
  });

  it("refuses a file over the size limit, naming the limit in MB", async () => {
    const oneByteTooMany = Buffer.alloc(5 * 1024 * 1024 + 1);
    await refusedWith(oneByteTooMany, "The image is larger than 5 MB.");
    await refusedWith(Buffer.alloc(3 * 1024 * 1024), "The image is larger than 2.5 MB.", {
      ...AVATAR,
      maxBytes: 2.5 * 1024 * 1024,
    });
  });

  it("refuses a decompression bomb: a small PNG of 20000×20000 pixels", async () => {
    const bomb = onePixelColourPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
    });
    await refusedWith(bomb, IMAGE_MESSAGES.tooManyPixels);
    expect(IMAGE_MESSAGES.tooManyPixels).toBe(
      "The image is too big to process (more than 40 megapixels). Please choose a smaller image.",
    );
  });

  it("accepts a large but reasonable photo of 6000×4000 pixels", async () => {
    const png = onePixelColourPng(6000, 4000);
    const meta = await sharp(await normaliseImage(png, AVATAR)).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
  });
});
