import { randomBytes } from "node:crypto";

/**
 * A new row's id: random, URL-safe, unguessable (a session or payment id appears in links).
 * `bytes` 12 gives 16 characters (96 bits), enough for every table; accounts keep 16 bytes
 * (22 characters) as better-auth's own ids are of that length.
 */
export function newId(bytes: 12 | 16 = 12): string {
  return randomBytes(bytes).toString("base64url");
}
