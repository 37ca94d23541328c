import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers for every answer. The policy allows only our own origin: the app ships no inline
 * script and loads nothing from elsewhere. Inline styles stay allowed because UI libraries set
 * them at run time (toasts, positioned popovers); scripts never are.
 */
export const CONTENT_SECURITY_POLICY = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
} as const;

/**
 * The policy with the video meeting host allowed to run its IFrame API script and to be framed: the
 * live-session pages embed it (Jitsi Meet, `JITSI_DOMAIN`).
 */
export function contentSecurityPolicy(jitsiDomain: string): Record<string, string[]> {
  const jitsi = `https://${jitsiDomain}`;
  const directives: Record<string, string[]> = Object.fromEntries(
    Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]]),
  );
  directives["script-src"]?.push(jitsi);
  directives["frame-src"]?.push(jitsi);
  return directives;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(app.config.jitsi.domain),
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
