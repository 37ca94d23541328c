import { createHmac } from "node:crypto";

/**
 * Values derived from the server's secret: the same inputs always give the same value, and nobody
 * without the secret can compute or guess one (booking references, video room names).
 */
export interface Keyring {
  /** HMAC-SHA256 of the parts under a purpose label, so that values for different uses never coincide. */
  derive(purpose: string, ...parts: string[]): Buffer;
}

export function createKeyring(secret: string): Keyring {
  return {
    derive(purpose, ...parts) {
      const mac = createHmac("sha256", secret);
      mac.update(purpose);
      for (const part of parts) mac.update(`\u0000${part}`);
      return mac.digest();
    },
  };
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Crockford base-32 (no I, L, O, U: easy to read aloud and to type). */
export function base32(bytes: Buffer, length: number): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length >= length) break;
  }
  return out;
}
