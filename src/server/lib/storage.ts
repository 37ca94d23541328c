import { randomBytes } from "node:crypto";
import type { Dirent } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config";

/**
 * Where uploaded files live: a folder under the data directory by default, an S3-compatible bucket
 * when configured. Both are private: nothing here makes a public URL, so routes serve files only
 * after checking who asks.
 *
 * Keys are paths such as `avatars/<userId>/<random>.webp`. Every key is checked the same way for
 * both backends (see `assertStorageKey`), so a key that works locally also works on S3.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file and the content type it was stored with, or null when there is no such file. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key under `prefix` (a folder such as "avatars/"), with when it was last written. */
  list(prefix: string): AsyncIterable<StoredFile>;
  /**
   * Removes what interrupted writes left behind before `before` (the local backend's temporary files;
   * an S3 upload is never half there). Returns how many were removed.
   */
  removeInterruptedWrites(before: Date): Promise<number>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export function createStorage(config: Pick<Config, "dataDir" | "s3">): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, "files"));
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = "InvalidStorageKeyError";
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const SIDECAR = ".meta.json";
const MAX_KEY_LENGTH = 512;

/**
 * Keys are made by our code, never taken from a request. A key is 1 to 512 characters of segments
 * joined by "/"; a segment is letters, digits, ".", "_" and "-", and does not start with "." (so no
 * "..", no hidden files). No leading "/", no "\\", no empty segment, and no name ending in ".meta.json"
 * (the local backend keeps the content type in that sidecar).
 */
export function assertStorageKey(key: string): void {
  if (typeof key !== "string" || key.length === 0) throw new InvalidStorageKeyError(String(key), "empty");
  if (key.length > MAX_KEY_LENGTH) throw new InvalidStorageKeyError(key, "too long");
  if (key.includes("\\")) throw new InvalidStorageKeyError(key, "backslash");
  if (key.startsWith("/")) throw new InvalidStorageKeyError(key, "absolute path");
  for (const segment of key.split("/")) {
    if (segment === "") throw new InvalidStorageKeyError(key, "empty segment");
    if (segment === "." || segment === "..") throw new InvalidStorageKeyError(key, "relative segment");
    if (!SEGMENT.test(segment))
      throw new InvalidStorageKeyError(key, `bad segment ${JSON.stringify(segment)}`);
  }
  if (key.endsWith(SIDECAR)) throw new InvalidStorageKeyError(key, `reserved suffix ${SIDECAR}`);
}

// ---------------------------------------------------------------------------------------------
// Local folder: `<dataDir>/files/<key>`, and the content type in a sidecar `<key>.meta.json`
// ({ "contentType": "image/webp" }). The sidecar keeps exactly what put() was given (a PDF résumé,
// a WebP avatar) instead of guessing from the name. Both files are written to a temporary name in
// `<root>/.tmp` and renamed into place, so a reader never sees half a file. The sidecar is renamed
// first and the data last: the data file's presence is what makes a key exist.
// ---------------------------------------------------------------------------------------------

function localStorage(root: string): FileStorage {
  const tmpDir = path.join(root, ".tmp");
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.join(root, ...key.split("/"));
    // Belt and braces: the key check already rules this out.
    if (!file.startsWith(root + path.sep))
      throw new InvalidStorageKeyError(key, "outside the storage folder");
    return file;
  };

  /** Writes `data` to a fresh, synced file in `<root>/.tmp` and returns its path; the caller renames it into place. */
  async function writeTemp(target: string, data: Buffer | string): Promise<string> {
    await mkdir(tmpDir, { recursive: true });
    const temp = path.join(tmpDir, `${randomBytes(8).toString("hex")}.tmp`);
    const handle = await open(temp, "wx", 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await mkdir(path.dirname(target), { recursive: true });
    return temp;
  }

  return {
    async put(key, body, contentType) {
      const file = fileOf(key);
      const meta = JSON.stringify({ contentType });
      const tempMeta = await writeTemp(file + SIDECAR, meta);
      let tempData: string | undefined;
      try {
        tempData = await writeTemp(file, body);
        await rename(tempMeta, file + SIDECAR);
        await rename(tempData, file);
      } catch (error) {
        await rm(tempMeta, { force: true });
        if (tempData) await rm(tempData, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = fileOf(key);
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      let contentType = "application/octet-stream";
      try {
        const meta = JSON.parse(await readFile(file + SIDECAR, "utf8")) as { contentType?: unknown };
        if (typeof meta.contentType === "string" && meta.contentType) contentType = meta.contentType;
      } catch (error) {
        if (!isMissing(error) && !(error instanceof SyntaxError)) throw error;
      }
      return { body, contentType };
    },

    async delete(key) {
      const file = fileOf(key);
      // Data first: once it is gone the key no longer exists, whatever happens to the sidecar.
      await rm(file, { force: true });
      await rm(file + SIDECAR, { force: true });
    },

    async exists(key) {
      const file = fileOf(key);
      try {
        return (await stat(file)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async *list(prefix) {
      const start = prefix.replace(/\/+$/, "");
      if (start) assertStorageKey(start);
      const folders = [start];
      for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
        let entries: Dirent[];
        try {
          entries = await readdir(path.join(root, ...folder.split("/").filter(Boolean)), {
            withFileTypes: true,
          });
        } catch (error) {
          if (isMissing(error)) continue;
          throw error;
        }
        for (const entry of entries) {
          const key = folder ? `${folder}/${entry.name}` : entry.name;
          if (entry.isDirectory()) {
            if (key !== ".tmp") folders.push(key);
          } else if (entry.isFile() && !entry.name.endsWith(SIDECAR)) {
            try {
              yield { key, modifiedAt: (await stat(path.join(root, ...key.split("/")))).mtime };
            } catch (error) {
              if (!isMissing(error)) throw error; // deleted meanwhile: no longer stored
            }
          }
        }
      }
    },

    async removeInterruptedWrites(before) {
      let names: string[];
      try {
        names = await readdir(tmpDir);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(tmpDir, name);
        try {
          if ((await stat(file)).mtime >= before) continue;
          await rm(file, { force: true });
          removed += 1;
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return removed;
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

// ---------------------------------------------------------------------------------------------
// S3-compatible bucket. Objects are written without an ACL, so they keep the bucket's default
// (private). With a custom endpoint (MinIO, R2, Ceph, ...) the SDK's newer default request
// checksums are limited to the requests that need them, since several S3-compatible services
// reject or mishandle them.
// ---------------------------------------------------------------------------------------------

type S3Settings = NonNullable<Config["s3"]>;
type S3Sdk = typeof import("@aws-sdk/client-s3");

function s3Storage(settings: S3Settings): FileStorage {
  const { bucket } = settings;
  // The SDK is loaded on first use: most of a second of start-up that a server on local files never needs.
  let connected: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const s3 = () => {
    connected ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint
          ? {
              endpoint: settings.endpoint,
              requestChecksumCalculation: "WHEN_REQUIRED" as const,
              responseChecksumValidation: "WHEN_REQUIRED" as const,
            }
          : {}),
        forcePathStyle: settings.forcePathStyle,
        // Without explicit keys the SDK's default chain applies (environment, instance role, ...).
        ...(settings.accessKeyId && settings.secretAccessKey
          ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
          : {}),
      }),
    }));
    return connected;
  };

  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },

    async get(key) {
      assertStorageKey(key);
      const { sdk, client } = await s3();
      try {
        const result = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!result.Body) return null;
        const body = Buffer.from(await result.Body.transformToByteArray());
        return { body, contentType: result.ContentType || "application/octet-stream" };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (!isNotFound(sdk, error)) throw error;
      }
    },

    async exists(key) {
      assertStorageKey(key);
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(sdk, error)) return false;
        throw error;
      }
    },

    async *list(prefix) {
      const { sdk, client } = await s3();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async removeInterruptedWrites() {
      return 0;
    },
  };
}

function isNotFound(sdk: S3Sdk, error: unknown): boolean {
  if (error instanceof sdk.S3ServiceException) {
    // A missing bucket is a configuration error, not a missing file.
    if (error.name === "NoSuchBucket") return false;
    return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
  }
  return false;
}
