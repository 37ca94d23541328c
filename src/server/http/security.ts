import type { FastifyInstance } from "fastify";
import helmet from "helmet";

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
export function contentSecurityPolicy(
  jitsiDomain: string,
  gateway?: { checkoutUrl: string; apiUrl: string },
): Record<string, string[]> {
  const jitsi = `https://${jitsiDomain}`;
  const directives: Record<string, string[]> = Object.fromEntries(
    Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]]),
  );
  directives["script-src"]?.push(jitsi);
  directives["frame-src"]?.push(jitsi);
  if (gateway) addGateway(directives, gateway);
  return directives;
}

/**
 * Only while the payment gateway is on (docs/decisions/026): its checkout script may run, and the
 * checkout and the gateway's API may be framed and called (Checkout shows its form in a frame served
 * by the API's origin and talks to both).
 */
function addGateway(directives: Record<string, string[]>, gateway: { checkoutUrl: string; apiUrl: string }) {
  const checkout = new URL(gateway.checkoutUrl).origin;
  const api = new URL(gateway.apiUrl).origin;
  const both = checkout === api ? [checkout] : [checkout, api];
  directives["script-src"]?.push(checkout);
  directives["frame-src"]?.push(...both);
  directives["connect-src"]?.push(...both);
  directives["img-src"]?.push(...both);
}

/**
 * helmet's headers on every answer. Its middleware is made once, here: the Fastify plugin made it
 * again for every request, parsing the whole policy each time (a few percent of a cached answer's
 * cost under load).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(app.config.jitsi.domain, app.config.razorpay),
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onRequest", (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
