/**
 * zod builds fast object parsers with `new Function` unless told not to, and first probes whether
 * it may; under the app's Content-Security-Policy (no 'unsafe-eval') that probe is a CSP violation
 * in the browser's Issues panel. Imported first by main.tsx, before any schema is made.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there when
 * it loads (zod/v4/core/core.js), so the setting is written there instead of through zod's
 * `config()`: importing zod here would put all of zod (22 KB compressed) into the app's first
 * download, where no page needs it before its own code arrives. zod-config.test.ts checks that zod
 * still honours it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
