import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "../config";
import { createStorage, type FileStorage, InvalidStorageKeyError } from "./storage";

const BAD_KEYS = [
  "",
  "../secret.txt",
  "avatars/../../etc/passwd",
  "avatars/./u1/a.webp",
  "/etc/passwd",
  "avatars\\u1\\a.webp",
  "avatars//a.webp",
  "avatars/u1/",
  ".env",
  "avatars/.hidden",
  "avatars/u1/a.webp.meta.json",
  "avatars/u 1/a.webp",
  "avatars/u1/a\0.webp",
  "avatars/ü/a.webp",
  `avatars/${"x".repeat(600)}.webp`,
];

const webp = (label: string) => Buffer.concat([Buffer.from("RIFF....WEBPVP8 "), Buffer.from(label)]);

/** The behaviour both backends share. */
function sharedContract(name: string, storage: () => FileStorage) {
  describe(`${name}: the shared contract`, () => {
    it("stores, reads back, overwrites and deletes a file with its content type", async () => {
      const s = storage();
      const key = `avatars/u_${randomBytes(4).toString("hex")}/a1B2-c3.webp`;
      expect(await s.exists(key)).toBe(false);
      expect(await s.get(key)).toBeNull();

      await s.put(key, webp("first"), "image/webp");
      expect(await s.exists(key)).toBe(true);
      expect(await s.get(key)).toEqual({ body: webp("first"), contentType: "image/webp" });

      await s.put(key, Buffer.from("%PDF-1.7 résumé"), "application/pdf");
      expect(await s.get(key)).toEqual({
        body: Buffer.from("%PDF-1.7 résumé"),
        contentType: "application/pdf",
      });

      await s.delete(key);
      expect(await s.exists(key)).toBe(false);
      expect(await s.get(key)).toBeNull();
      await expect(s.delete(key)).resolves.toBeUndefined(); // deleting again is fine
    });

    it("keeps binary content byte for byte, including an empty file", async () => {
      const s = storage();
      const bytes = randomBytes(300_000);
      await s.put("proofs/p1/payment.png", bytes, "image/png");
      expect((await s.get("proofs/p1/payment.png"))?.body.equals(bytes)).toBe(true);
      await s.put("proofs/p1/empty.bin", Buffer.alloc(0), "application/octet-stream");
      expect(await s.get("proofs/p1/empty.bin")).toEqual({
        body: Buffer.alloc(0),
        contentType: "application/octet-stream",
      });
    });

    it("keeps files under different keys apart", async () => {
      const s = storage();
      await s.put("avatars/u1/x.webp", webp("one"), "image/webp");
      await s.put("avatars/u2/x.webp", webp("two"), "image/webp");
      await s.delete("avatars/u1/x.webp");
      expect(await s.get("avatars/u1/x.webp")).toBeNull();
      expect((await s.get("avatars/u2/x.webp"))?.body).toEqual(webp("two"));
    });

    it("lists the keys under a folder with when each was written, and nothing of other folders", async () => {
      const s = storage();
      const folder = `lists-${randomBytes(4).toString("hex")}`;
      const before = Date.now() - 60_000;
      await s.put(`${folder}/s1/a.webp`, webp("a"), "image/webp");
      await s.put(`${folder}/s2/deeper/b.pdf`, Buffer.from("%PDF-1.7"), "application/pdf");
      await s.put(`${folder}-other/c.webp`, webp("c"), "image/webp");
      const listed = [];
      for await (const file of s.list(`${folder}/`)) listed.push(file);
      expect(listed.map((f) => f.key).sort()).toEqual([`${folder}/s1/a.webp`, `${folder}/s2/deeper/b.pdf`]);
      for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
      await s.delete(`${folder}/s1/a.webp`);
      const after = [];
      for await (const file of s.list(`${folder}/`)) after.push(file.key);
      expect(after).toEqual([`${folder}/s2/deeper/b.pdf`]);
      const none = [];
      for await (const file of s.list(`${folder}-missing/`)) none.push(file);
      expect(none).toEqual([]);
    });

    it.each(BAD_KEYS)("refuses the key %j for every operation", async (key) => {
      const s = storage();
      await expect(s.put(key, Buffer.from("x"), "text/plain")).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(s.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(s.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(s.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    });
  });
}

describe("local storage", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tc-storage-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  sharedContract("local", () => createStorage({ dataDir, s3: undefined }));

  it("writes the file under <dataDir>/files/<key> with a sidecar holding its content type", async () => {
    const storage = createStorage({ dataDir, s3: undefined });
    await storage.put("avatars/u1/k9.webp", webp("avatar"), "image/webp");
    const file = path.join(dataDir, "files", "avatars", "u1", "k9.webp");
    expect(await readFile(file)).toEqual(webp("avatar"));
    expect(JSON.parse(await readFile(`${file}.meta.json`, "utf8"))).toEqual({ contentType: "image/webp" });
    expect(await readdir(path.join(dataDir, "files", ".tmp"))).toEqual([]); // no temporary files left

    await storage.delete("avatars/u1/k9.webp");
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.meta.json`)).toBe(false);
  });

  it("removes the temporary files of writes interrupted before a moment, and no others", async () => {
    const storage = createStorage({ dataDir, s3: undefined });
    await storage.put("avatars/u1/kept.webp", webp("kept"), "image/webp");
    const tmp = path.join(dataDir, "files", ".tmp");
    await writeFile(path.join(tmp, "killed-mid-write.tmp"), "half");
    const old = new Date(Date.now() - 120_000);
    await utimes(path.join(tmp, "killed-mid-write.tmp"), old, old);
    await writeFile(path.join(tmp, "in-flight.tmp"), "still writing");
    expect(await storage.removeInterruptedWrites(new Date(Date.now() - 60_000))).toBe(1);
    expect(await readdir(tmp)).toEqual(["in-flight.tmp"]);
    expect(await storage.get("avatars/u1/kept.webp")).toEqual({
      body: webp("kept"),
      contentType: "image/webp",
    });
    const listed = [];
    for await (const file of storage.list("avatars/")) listed.push(file.key);
    expect(listed).toEqual(["avatars/u1/kept.webp"]);
  });

  it("reads a file whose sidecar is missing as application/octet-stream", async () => {
    const storage = createStorage({ dataDir, s3: undefined });
    await storage.put("resumes/r1/cv.pdf", Buffer.from("%PDF-1.7"), "application/pdf");
    await rm(path.join(dataDir, "files", "resumes", "r1", "cv.pdf.meta.json"));
    expect(await storage.get("resumes/r1/cv.pdf")).toEqual({
      body: Buffer.from("%PDF-1.7"),
      contentType: "application/octet-stream",
    });
  });

  it("writes nothing anywhere for a refused key", async () => {
    const storage = createStorage({ dataDir, s3: undefined });
    await expect(storage.put("../escaped.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(
      /Invalid storage key/,
    );
    expect(existsSync(path.join(dataDir, "escaped.txt"))).toBe(false);
    expect(existsSync(path.join(dataDir, "files"))).toBe(false);
  });

  it("never lets a reader see half a file while it is being overwritten", async () => {
    const storage = createStorage({ dataDir, s3: undefined });
    const a = Buffer.alloc(2_000_000, "a");
    const b = Buffer.alloc(2_000_000, "b");
    await storage.put("proofs/p1/big.bin", a, "application/octet-stream");
    const reads: Promise<{ body: Buffer } | null>[] = [];
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 10; i++) {
      writes.push(storage.put("proofs/p1/big.bin", i % 2 ? a : b, "application/octet-stream"));
      reads.push(storage.get("proofs/p1/big.bin"));
    }
    await Promise.all(writes);
    for (const read of await Promise.all(reads)) {
      expect(read?.body.length).toBe(2_000_000);
      expect(read?.body.equals(a) || read?.body.equals(b)).toBe(true);
    }
  });
});

describe("S3 storage against a local S3-compatible server (s3rver)", () => {
  const bucket = "tc-files";
  let s3Dir: string;
  let dataDir: string;
  let http: Server;
  let endpoint: string;
  const requests: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(tmpdir(), "tc-s3rver-"));
    dataDir = await mkdtemp(path.join(tmpdir(), "tc-s3-data-"));
    const s3rver = new S3rver({
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    await s3rver.configureBuckets();
    const handle = s3rver.callback();
    // s3rver's own request handler behind a plain HTTP server that notes each request's headers.
    http = createServer((req, res) => {
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
      handle(req, res);
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await rm(s3Dir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  const s3Config = (overrides: Partial<NonNullable<Config["s3"]>> = {}): Pick<Config, "dataDir" | "s3"> => ({
    dataDir,
    s3: {
      bucket,
      region: "us-east-1",
      endpoint,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      ...overrides,
    },
  });

  sharedContract("s3", () => createStorage(s3Config()));

  it("stores objects in the bucket, privately, and nothing in the data folder", async () => {
    requests.length = 0;
    const storage = createStorage(s3Config());
    await storage.put("avatars/u9/z.webp", webp("s3"), "image/webp");
    const put = requests.find((r) => r.method === "PUT");
    expect(new URL(put?.url ?? "", endpoint).pathname).toBe(`/${bucket}/avatars/u9/z.webp`);
    expect(put?.headers["content-type"]).toBe("image/webp");
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
    // No canned ACL: the object keeps the bucket's default, private.
    expect(requests.some((r) => "x-amz-acl" in r.headers || "x-amz-grant-read" in r.headers)).toBe(false);
    expect(existsSync(path.join(dataDir, "files"))).toBe(false);
    const stored = await readdir(path.join(s3Dir, bucket, "avatars", "u9"));
    expect(stored.some((name) => name.startsWith("z.webp"))).toBe(true);
  });

  it("fails loudly with unknown credentials instead of pretending the file is missing", async () => {
    // s3rver checks the access key id but does not verify SigV4 signatures, so the secret is not tested.
    const storage = createStorage(s3Config({ accessKeyId: "NOT-A-KEY" }));
    await expect(storage.put("avatars/u9/w.webp", webp("x"), "image/webp")).rejects.toThrow(/Access Key Id/i);
    await expect(storage.get("avatars/u9/z.webp")).rejects.toThrow(/Access Key Id/i);
    await expect(storage.exists("avatars/u9/z.webp")).rejects.toThrow();
  });

  it("fails loudly when the bucket does not exist", async () => {
    const storage = createStorage(s3Config({ bucket: "no-such-bucket" }));
    await expect(storage.get("avatars/u9/z.webp")).rejects.toThrow(/bucket/i);
  });
});
