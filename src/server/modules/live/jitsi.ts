import { createHmac, createSign } from "node:crypto";
import type { Config } from "../../config";
import { systemClock } from "../../lib/clock";
import { base32, type Keyring } from "../../lib/keyring";

/**
 * The video room of a session: named from the server secret and the session id, so nobody can
 * guess a room from an id they saw (docs/product.md §10.5). Lower case: Jitsi treats room names so.
 */
export function roomName(keyring: Keyring, sessionId: string): string {
  return `toppers-${base32(keyring.derive("jitsi-room", sessionId), 20).toLowerCase()}`;
}

/** How long a room token lives: enough to join and rejoin during a session, not to reuse later. */
export const ROOM_TOKEN_SECONDS = 3 * 60 * 60;

const b64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/**
 * A JWT for one room, or null when the server has no Jitsi credentials (public meet.jit.si).
 * - self-hosted Jitsi with token authentication: HS256 with the shared secret; `iss` is the app id,
 *   `aud` "jitsi", `sub` the Jitsi domain.
 * - 8x8 JaaS: RS256 with the PEM private key and its key id (`kid`); `iss` "chat", `sub` the tenant
 *   (JITSI_APP_ID), the room name unprefixed.
 * The moderator flag makes the mentor the room's host.
 */
export function roomToken(
  jitsi: Config["jitsi"],
  input: { room: string; user: { id: string; name: string; email: string; moderator: boolean } },
  // A token's times are checked by the Jitsi server against real time, so they are read off the
  // system clock, not the app's (operational timing, lib/clock.ts).
  now = systemClock.now(),
): string | null {
  if (!jitsi.appId || !jitsi.secret) return null;
  const jaas = jitsi.secret.includes("PRIVATE KEY");
  const iat = Math.floor(now.getTime() / 1000);
  const header = jaas ? { alg: "RS256", typ: "JWT", kid: jitsi.keyId } : { alg: "HS256", typ: "JWT" };
  const payload = {
    aud: "jitsi",
    iss: jaas ? "chat" : jitsi.appId,
    sub: jaas ? jitsi.appId : jitsi.domain,
    room: input.room,
    iat,
    nbf: iat - 60,
    exp: iat + ROOM_TOKEN_SECONDS,
    context: {
      user: {
        id: input.user.id,
        name: input.user.name,
        email: input.user.email,
        moderator: input.user.moderator,
      },
      features: { recording: false, livestreaming: false },
    },
  };
  const unsigned = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  const signature = jaas
    ? createSign("RSA-SHA256").update(unsigned).sign(jitsi.secret)
    : createHmac("sha256", jitsi.secret).update(unsigned).digest();
  return `${unsigned}.${b64url(signature)}`;
}

export const scriptUrl = (domain: string) => `https://${domain}/external_api.js`;
