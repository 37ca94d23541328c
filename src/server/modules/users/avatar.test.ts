import { signedIn } from "@test-support/accounts";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = "----toppers-test-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const photo = (format: "jpeg" | "png" | "webp", width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .toFormat(format)
    .toBuffer();

async function upload(cookie: string | undefined, file: Buffer, filename = "me.jpg", type = "image/jpeg") {
  const body = multipart(file, filename, type);
  return t.app.inject({
    method: "POST",
    url: "/api/me/avatar",
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

describe("avatar upload", () => {
  it("stores a 256×256 WebP without metadata and serves it at a versioned URL", async () => {
    const { id, cookie } = await signedIn(t.app, "student");
    const gpsPhoto = await sharp(await photo("jpeg"))
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "X1" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "19/1 4/1 0/1" },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(gpsPhoto).metadata()).exif).toBeDefined();

    const res = await upload(cookie, gpsPhoto);
    expect(res.statusCode).toBe(200);
    const image = res.json().image as string;
    expect(image).toMatch(new RegExp(`^/api/users/${id}/avatar\\?v=[0-9a-f]{16}$`));

    const me = (await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).json().user;
    expect(me.image).toBe(image);
    const served = await t.app.inject({ method: "GET", url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
  });

  it("accepts PNG and WebP too, and replaces the previous picture", async () => {
    const { id, cookie } = await signedIn(t.app, "mentor");
    const first = (await upload(cookie, await photo("png"), "a.png", "image/png")).json().image;
    const second = await upload(cookie, await photo("webp"), "b.webp", "image/webp");
    expect(second.statusCode).toBe(200);
    expect(second.json().image).not.toBe(first);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row?.image).toBe(second.json().image);
    expect(await t.app.storage.exists(row?.imageKey ?? "")).toBe(true);
  });

  it.each([
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "x.svg",
      "image/svg+xml",
      "Please choose a JPEG, PNG or WebP image.",
    ],
    [
      "a text file renamed .jpg",
      Buffer.from("just some notes about organic chemistry"),
      "notes.jpg",
      "image/jpeg",
      "Please choose a JPEG, PNG or WebP image.",
    ],
    [
      "a PDF",
      Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"),
      "scan.png",
      "image/png",
      "Please choose a JPEG, PNG or WebP image.",
    ],
  ])(
    "refuses %s with a clear message and keeps the old picture",
    async (_what, bytes, name, type, message) => {
      const { id, cookie } = await signedIn(t.app, "student");
      const before = (await upload(cookie, await photo("jpeg"))).json().image;
      const res = await upload(cookie, bytes, name, type);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
      expect(row?.image).toBe(before);
    },
  );

  it("refuses a polyglot: a JPEG header followed by a script", async () => {
    const { cookie } = await signedIn(t.app, "student");
    const jpeg = await photo("jpeg");
    const polyglot = Buffer.concat([
      jpeg.subarray(0, 200),
      Buffer.from("<script>alert(document.cookie)</script>"),
    ]);
    const res = await upload(cookie, polyglot);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This image could not be read. Please choose another file.");
  });

  it("refuses a file over 5 MB", async () => {
    const { cookie } = await signedIn(t.app, "student");
    const big = Buffer.concat([await photo("jpeg"), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await upload(cookie, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The image is larger than 5 MB.");
  });

  it("refuses a signed-out upload and a request without a file", async () => {
    expect((await upload(undefined, await photo("jpeg"))).statusCode).toBe(401);
    const { cookie } = await signedIn(t.app, "student");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/me/avatar",
      payload: {},
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please choose an image to upload.");
  });

  it("answers 404 for a user without a picture", async () => {
    const { id } = await signedIn(t.app, "student");
    const res = await t.app.inject({ method: "GET", url: `/api/users/${id}/avatar?v=1` });
    expect(res.statusCode).toBe(404);
  });
});
