import { config } from "zod";

/**
 * zod builds fast object parsers with `new Function` unless told not to, and first probes whether
 * it may; under the app's Content-Security-Policy (no 'unsafe-eval') that probe is a CSP violation
 * in the browser's Issues panel. Imported first by main.tsx, before any schema is made.
 */
config({ jitless: true });
