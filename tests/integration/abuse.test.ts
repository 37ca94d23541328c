import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { errorResponseSchema } from "@contract/errors";
import { RESUME_MAX_BYTES } from "@contract/mentor-applications";
import { PROOF_MAX_BYTES } from "@contract/payments";
import type { Role } from "@contract/users";
import { cookieOf as cookiesFrom, signedIn, signUpBody } from "@test-support/accounts";
import { deliverEmails } from "@test-support/mail";
import { bookWithPayment, newSession, proofImage, sessionBody, tomorrow } from "@test-support/marketplace";
import { type FormPart, MINIMAL_PDF, multipart, multipartBody } from "@test-support/multipart";
import { createTestApp } from "@test-support/test-app";
import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/server/modules/auth/create-account";
import { AVATAR_MAX_BYTES } from "../../src/server/modules/users/set-avatar";

/**
 * Abuse (docs/decisions/008): property-based requests (fast-check) to every operation of the OpenAPI
 * document, as each of six callers, with malformed path parameters, query strings, headers and
 * bodies: wrong types, huge values, unicode, broken or deeply nested JSON, mislabelled content
 * types, and uploads that are oversized, mislabelled, empty, too many or under the wrong name.
 * Whatever is sent, the answer is never a 5xx and never shows a stack trace; every refusal is a
 * JSON error with a message; and a refused request writes nothing: no table's content and no file
 * under the data folder differs from before it.
 *
 * The operations come from the document itself, so a new endpoint is abused without a change here.
 * Runs are seeded: a failure prints the seed (set ABUSE_SEED to replay the whole file with it).
 */

const CALLERS = ["signedOut", "studentA", "studentB", "mentorA", "mentorB", "admin"] as const;
type Caller = (typeof CALLERS)[number];
type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
type Account = Awaited<ReturnType<typeof signedIn>> & { name: string };

/** Random requests per operation and caller; each operation gets six times this many. */
const RUNS_PER_CALLER = Number(process.env.ABUSE_RUNS ?? 10);
const SEED = Number(process.env.ABUSE_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** The parts of a JSON schema (as the OpenAPI document has them) that shape our guesses. */
interface JsonSchema {
  type?: string | string[];
  default?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
}
interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  method: Method;
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  bodySchema: JsonSchema | undefined;
  /** The document says (in its summary) that it takes a multipart form: an upload. */
  takesUpload: boolean;
}

/** A request body as sent, and how it was made (for the failure message). */
type Body = { payload?: string | Buffer; contentType?: string; body: string };

/** What one generated request is made of, before it is sent. */
interface Attack {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** How the body was made, for the failure message. */
  body: string;
}

// ----------------------------------------------------------------------------------------------
// The app, its OpenAPI document, and who calls it
// ----------------------------------------------------------------------------------------------

// Uploads are rate-limited per address, and every request here comes from one.
const t = await createTestApp({ env: { RATE_LIMIT_UPLOAD_MAX: "100000" } });
const operations = await documentedOperations();

async function documentedOperations(): Promise<Operation[]> {
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${res.statusCode}`);
  const paths = res.json().paths as Record<string, Record<string, Record<string, unknown>>>;
  const found: Operation[] = [];
  for (const [route, byMethod] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const parameters = (op.parameters ?? []) as Parameter[];
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      const summary = String(op.summary ?? "");
      found.push({
        method: method.toUpperCase() as Method,
        path: route,
        pathParams: parameters.filter((p) => p.in === "path"),
        queryParams: parameters.filter((p) => p.in === "query"),
        bodySchema: content?.["application/json"]?.schema,
        takesUpload: Boolean(content?.["multipart/form-data"]) || /multipart/i.test(summary),
      });
    }
  }
  return found;
}

const who = {} as Record<Exclude<Caller, "signedOut">, Account>;
/** Ids and emails of things that exist (never the callers' own), so some requests reach past the lookups. */
const existing: { ids: string[]; emails: string[] } = { ids: [], emails: [] };
let pngImage: Buffer;

beforeAll(async () => {
  const app = t.app;
  const account = async (role: Role, name: string) => ({ ...(await signedIn(app, role, name)), name });
  who.admin = await account("admin", "Neha Admin");
  who.studentA = await account("student", "Asha Verma");
  who.studentB = await account("student", "Bhavna Rao");
  who.mentorA = await account("mentor", "Aditya Menon");
  who.mentorB = await account("mentor", "Bharat Shah");
  pngImage = await proofImage();

  const password = "correct-horse-battery";
  const targetMentor = await createAccount(app.db, {
    name: "Kabir Sehgal",
    email: "kabir.sehgal@example.com",
    role: "mentor",
    password,
  });
  const targetStudent = await createAccount(app.db, {
    name: "Meera Iyer",
    email: "meera.iyer@example.com",
    role: "student",
    password,
  });
  const booked = await newSession(app, who.mentorA.cookie, { time: "19:00" });
  const open = await newSession(app, who.mentorA.cookie, { time: "20:00" });
  const payment = await bookWithPayment(app, who.studentA.cookie, who.admin.cookie, booked.id, pngImage);
  const form = multipart(
    {
      name: "Priya Raghavan",
      email: "priya.raghavan@example.com",
      phone: "+91 91234 56789",
      dob: "2005-03-14",
      education: "B.Tech (2nd year), IIT Madras. JEE Advanced 2024: AIR 842.",
      experience: "Taught Physics to Class 11 students on weekends for a year.",
    },
    { field: "resume", name: "priya.pdf", type: "application/pdf", bytes: MINIMAL_PDF },
  );
  const applied = await app.inject({ method: "POST", url: "/api/mentor-applications", ...form });
  if (applied.statusCode !== 201)
    throw new Error(`application failed: ${applied.statusCode} ${applied.body}`);
  existing.ids = [
    targetMentor.id,
    targetStudent.id,
    booked.id,
    open.id,
    payment.paymentId,
    payment.bookingId,
    applied.json().id,
  ];
  existing.emails = ["kabir.sehgal@example.com", "meera.iyer@example.com", "priya.raghavan@example.com"];
  await deliverEmails(app);
}, 120_000);
afterAll(() => t?.close());

/** Signs the caller in again if a request (a sign-out, say) ended their auth session. */
async function keepSignedIn(caller: Caller): Promise<void> {
  if (caller === "signedOut") return;
  const account = who[caller];
  const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: account.cookie } });
  if (me.json().user?.id === account.id) return;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    payload: {
      role: caller.startsWith("mentor") ? "mentor" : "student",
      name: account.name,
      email: account.email,
      password: account.password,
    },
  });
  if (res.statusCode !== 200)
    throw new Error(`signing ${caller} in again failed: ${res.statusCode} ${res.body}`);
  account.cookie = cookiesFrom(res);
}

// ----------------------------------------------------------------------------------------------
// What was written: every table's content and every file under the data folder
// ----------------------------------------------------------------------------------------------

interface Snapshot {
  /** The next transaction id: it moves whenever anything was written (or tried to be). */
  nextTransaction: string;
  tables: Record<string, string>;
  files: string[];
}

/**
 * Columns a refused request may still change: an auth session without "remember me" slides to the
 * full lifetime when its (user-held) reminder cookie is missing or altered, which is better-auth's
 * session refresh on every authenticated request, not a write of the request itself.
 */
const SLIDING: Record<string, string[]> = { "public.auth_sessions": ["expires_at", "updated_at"] };

let digestQuery: SQL | undefined;

async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One query giving, per table, its row count and a hash of its rows (any write changes one). */
async function tableDigests(): Promise<Record<string, string>> {
  if (!digestQuery) {
    const tables = await rowsOf<{ schema: string; name: string; columns: string[] }>(
      sql`select c.table_schema as schema, c.table_name as name,
            array_agg(c.column_name::text order by c.ordinal_position) as columns
          from information_schema.columns c
          inner join information_schema.tables t using (table_schema, table_name)
          where t.table_type = 'BASE TABLE' and t.table_schema not in ('pg_catalog', 'information_schema')
          group by c.table_schema, c.table_name
          order by 1, 2`,
    );
    if (tables.length === 0) throw new Error("no tables found");
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const digests = tables.map(({ schema, name, columns }) => {
      const table = `${schema}.${name}`;
      const kept = columns.filter((c) => !SLIDING[table]?.includes(c)).map(quote);
      // A sum of row hashes: independent of the order rows come in, and cheap.
      return `(select count(*) || ':' || coalesce(sum(hashtext(row(${kept.join(", ")})::text)), 0)
        from ${quote(schema)}.${quote(name)}) as ${quote(table)}`;
    });
    digestQuery = sql.raw(`select ${digests.join(", ")}`);
  }
  const [digests] = await rowsOf<Record<string, string>>(digestQuery);
  return digests ?? {};
}

/** Every file under the data folder, with its size. */
function dataFiles(): string[] {
  const root = t.config.dataDir;
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(`${path.relative(root, full)} (${statSync(full).size} bytes)`);
    }
  };
  walk(root);
  return files.sort();
}

/** The next transaction id: it moves whenever anything was written (or tried to be). */
async function nextTransaction(): Promise<string> {
  const [{ next } = { next: "" }] = await rowsOf<{ next: string }>(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  );
  return next;
}

/**
 * What is stored now. Given the previous snapshot, the tables are hashed again only if a transaction
 * id was handed out since (which every write needs): most refused requests never get one. Nor is
 * mail delivered then: queuing an email is a write, so with none there is nothing new to deliver
 * (delivering, the most of a snapshot's time, is left for when something was written).
 */
async function snapshot(previous?: Snapshot): Promise<Snapshot> {
  let next = await nextTransaction();
  if (previous?.nextTransaction !== next) {
    // Mail a request queued is written to the outbox by then.
    await deliverEmails(t.app);
    next = await nextTransaction();
  }
  const tables = previous?.nextTransaction === next ? previous.tables : await tableDigests();
  return { nextTransaction: next, tables, files: dataFiles() };
}

/** What a refused request must have left as it was. */
const stored = ({ tables, files }: Snapshot) => ({ tables, files });

// ----------------------------------------------------------------------------------------------
// What an answer must look like
// ----------------------------------------------------------------------------------------------

/**
 * Signs of internals, raw or inside a JSON string: stack frames, source or dependency paths, an
 * error's own dump ("TypeError: ...").
 */
const INTERNALS =
  /(?:\n|\\n)\s+at \S|\bat (?:async )?[\w$.<>]+ \(|node_modules|\/src\/server|file:\/\/|\.(?:ts|js|mjs|cjs):\d+|(?:^|\n|\\n|")\s*(?:\w*Error|Exception): /;
const TEXT_TYPES = /^(?:application\/(?:json|problem\+json|xml)|text\/|image\/svg\+xml)/;

function checkAnswer(res: LightMyRequestResponse, label: string): void {
  const answer = `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, answer).toBeLessThan(500);
  const contentType = String(res.headers["content-type"] ?? "");
  if (TEXT_TYPES.test(contentType) || res.statusCode >= 400) {
    expect(res.body, `${answer}: shows internals`).not.toMatch(INTERNALS);
  }
  if (res.statusCode < 400) return;
  expect(contentType, `${answer}: an error is JSON`).toMatch(/^application\/json/);
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    throw new Error(`${answer}: the error body is not JSON`);
  }
  const error = errorResponseSchema.safeParse(parsed);
  expect(error.success, `${answer}: the error has the documented shape`).toBe(true);
  expect(error.data?.message.trim(), `${answer}: the error has a message`).not.toBe("");
  expect(error.data?.statusCode, `${answer}: the error names its status`).toBe(res.statusCode);
}

// ----------------------------------------------------------------------------------------------
// Generators
// ----------------------------------------------------------------------------------------------

/**
 * Dates no calendar or database takes, or the API should not (docs/product.md §5: 2000–2099): year 0,
 * year 1, the last day of 9999, a 30 February, and years past 9999 as JavaScript writes them.
 */
const DATE_EXTREMES = [
  "0000-01-01",
  "0001-01-01",
  "1999-12-31",
  "9999-12-31",
  "2026-02-30",
  "2100-01-01",
  "10000-01-01",
  "99999-12-31",
  "275760-09-13",
  "+275760-09-13",
  "-000001-01-01",
];

const NASTY_STRINGS = [
  "",
  " ",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "9".repeat(400),
  "true",
  "[]",
  "{}",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "..%2f..%2fsecret",
  "applications/x/resume.pdf.meta.json",
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  '" OR ""="',
  "%' OR 1=1 --",
  "$(reboot)",
  "<script>alert(1)</script>",
  "{{7*7}}#{7*7}",
  "\u202Egnp.exe",
  "\u200B\u200D\uFEFF",
  "مرحبا بالعالم",
  "नमस्ते दुनिया",
  "👩‍👩‍👧‍👦🇮🇳",
  "\u0007\u001B[31m\u007F\u0085\t\r\n",
  "a\u0000b",
  "\uD800",
  "00000000-0000-0000-0000-000000000000",
  "123e4567-e89b-12d3-a456-42661417400g",
  "a@b",
  "@example.com",
  "x".repeat(70),
  "x".repeat(300),
  "ü".repeat(5000),
  ...DATE_EXTREMES,
];

/** Strings no form would send: fixed nasties, random unicode and control characters, numbers, UUIDs. */
const nastyString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 5 },
    { arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }), weight: 2 },
    { arbitrary: fc.string({ unit: "binary", maxLength: 30 }), weight: 1 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.oneof(fc.integer(), fc.double()).map(String), weight: 1 },
    { arbitrary: fc.constantFrom(...existing.ids, ...existing.emails), weight: 2 },
  );

const HUGE_NUMBERS = [
  0,
  -1,
  -0.5,
  0.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
];

/** A value of the wrong type (or the right type, but absurd) for a field. */
const wrongValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    nastyString(),
    fc.constantFrom(...HUGE_NUMBERS),
    fc.constantFrom(null, true, false, [], {}, [null], { $gt: "" }),
    fc.jsonValue({ maxDepth: 2 }),
    fc.array(nastyString(), { maxLength: 60 }),
  );

let plausibleEmails = 0;

/** What a form would send for a text field of this name (by the usual names), or just some text. */
function plausibleText(name: string, schema: JsonSchema): string {
  if (/email/i.test(name)) return `abuse.${++plausibleEmails}@example.com`;
  if (/password/i.test(name)) return "correct-horse-battery";
  if (/phone/i.test(name)) return "98765 43210";
  if (/^dob$|birth/i.test(name)) return "2005-03-14";
  if (/date/i.test(name)) return tomorrow();
  if (/time/i.test(name)) return "19:00";
  if (/url|facebook|twitter|youtube|instagram|linkedin/i.test(name)) return "https://example.com/toppers";
  if (/^(?:mentor|user)Id$/.test(name)) return existing.ids[0] ?? "x";
  return "Plausible text".padEnd(schema.minLength ?? 0, "x");
}

/** A value the schema would likely accept, so that the other fields' problems are what is judged. */
function plausible(schema: JsonSchema | undefined, name = ""): unknown {
  if (!schema) return "text";
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const options = schema.anyOf?.find((s) => s.type !== "null");
  if (options) return plausible(options, name);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== "null") : schema.type;
  switch (type) {
    case "string":
      return plausibleText(name, schema);
    case "integer":
    case "number":
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case "boolean":
      return true;
    case "array":
      return [plausible(schema.items, name)];
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, plausible(inner, key)]),
      );
    default:
      return null;
  }
}

/**
 * Objects shaped by the schema: right but for one field (given a wrong or absurd value), with every
 * field missing, wrong or right at random, or all right; and maybe with fields it does not have.
 */
function schemaBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const fields = Object.entries(schema?.properties ?? {});
  const extras = fc.dictionary(
    fc.oneof(fc.constantFrom("__proto__", "constructor", "role", "id", "userId", "status"), fc.string()),
    wrongValue(),
    { maxKeys: 2 },
  );
  if (fields.length === 0) return fc.oneof(extras, fc.jsonValue({ maxDepth: 2 }));
  const valid = plausible(schema) as Record<string, unknown>;
  const oneWrong = fc
    .tuple(fc.constantFrom(...fields), wrongValue())
    .map(([[name], value]) => ({ ...valid, [name]: value }));
  const model = Object.fromEntries(
    fields.map(([name, field]) => [
      name,
      fc.oneof(
        { arbitrary: fc.constant(valid[name]), weight: 3 },
        { arbitrary: wrongValue(), weight: 2 },
        {
          arbitrary: fc.array(fc.constant(plausible(field.items, name)), { minLength: 51, maxLength: 200 }),
          weight: 1,
        },
      ),
    ]),
  );
  const mixed = fc.record(model, { requiredKeys: [] });
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: oneWrong, weight: 3 },
        { arbitrary: mixed, weight: 3 },
        { arbitrary: fc.constant(valid), weight: 1 },
      ),
      fc.oneof({ arbitrary: fc.constant({}), weight: 2 }, { arbitrary: extras, weight: 1 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

const INVALID_JSON = [
  "{",
  "{'a': 1}",
  "nul",
  "\uFEFF{}",
  "[1,]",
  '{"a": 1,}',
  '"unterminated',
  '{"a": 1}{"b": 2}',
  "NaN",
  "undefined",
  " ",
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  "1e999999",
];

const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/xml",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "APPLICATION/JSON",
  "application/jsonx",
  "application/vnd.api+json",
  "*/*",
  "",
  ";;;",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=nope",
  "image/png",
  "application/octet-stream",
  "application/json, text/plain",
];

/** Larger than any upload may be, and than the JSON body limit (1 MB). */
const OVERSIZED = Math.max(AVATAR_MAX_BYTES, PROOF_MAX_BYTES, RESUME_MAX_BYTES) + 1;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const oversizedPng = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(OVERSIZED)]);
const oversizedJson = JSON.stringify({ content: "x".repeat(1024 * 1024 + 16) });

const fileBytes = (): fc.Arbitrary<Buffer> =>
  fc.oneof(
    { arbitrary: fc.constant(pngImage), weight: 3 },
    { arbitrary: fc.constant(MINIMAL_PDF), weight: 2 },
    { arbitrary: fc.constant(Buffer.alloc(0)), weight: 2 },
    { arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(PNG_SIGNATURE, JPEG_SIGNATURE), fc.uint8Array({ maxLength: 512 }))
        .map(([head, rest]) => Buffer.concat([head, rest])),
      weight: 2,
    },
    {
      arbitrary: fc.constant(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
      weight: 1,
    },
    {
      arbitrary: fc.constant(Buffer.concat([pngImage, Buffer.from("<?php system($_GET['c']); ?>")])),
      weight: 1,
    },
    { arbitrary: fc.constant(pngImage.subarray(0, Math.floor(pngImage.length / 2))), weight: 1 },
    { arbitrary: fc.constant(oversizedPng), weight: 1 },
  );

/** The names our uploads take their file under. */
const UPLOAD_NAMES = ["file", "proof", "resume"];
const FIELD_NAMES = [...UPLOAD_NAMES, "utr", "name", "email", "phone", "dob", "education", "experience"];
const FILE_NAMES = [
  "me.png",
  "proof.jpg",
  "résumé.pdf",
  "cv.pdf.png",
  "../../../etc/passwd",
  "..\\..\\x.png",
  ".meta.json",
  "x.png.meta.json",
  `${"a".repeat(300)}.png`,
  "👩‍👩‍👧.png",
  "\u202Egnp.exe",
  "",
  'a"b.png',
];
const FILE_TYPES = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "application/pdf",
  "image/svg+xml",
  "text/html",
  "application/octet-stream",
  "image/png; charset=utf-8",
  "../../etc",
];

/** The text fields our forms take (a mentor application, a booking's UTR), filled in as a person would. */
const plausibleForm = (): Record<string, string> => ({
  name: "Priya Raghavan",
  email: `abuse.${++plausibleEmails}@example.com`,
  phone: "+91 91234 56789",
  dob: "2005-03-14",
  education: "B.Tech (2nd year), IIT Madras. JEE Advanced 2024: AIR 842.",
  experience: "Taught Physics to Class 11 students on weekends for a year.",
  utr: "123456789012",
});

type Framing = "whole" | "truncated" | "other boundary" | "no boundary" | "empty boundary";

/** The form as sent: whole, cut short, under another boundary than the header names, or none. */
function framed(parts: FormPart[], framing: Framing): Body {
  const form = multipartBody(parts);
  const summary = parts
    .map((p) =>
      p.filename === undefined ? p.name : `${p.name}=<${p.filename}, ${p.type}, ${p.value.length} bytes>`,
    )
    .join(", ");
  const body = `multipart (${framing}) [${summary}]`;
  switch (framing) {
    case "truncated":
      return {
        payload: form.payload.subarray(0, Math.floor(form.payload.length * 0.7)),
        contentType: form.headers["content-type"],
        body,
      };
    case "other boundary":
      return { payload: form.payload, contentType: "multipart/form-data; boundary=not-the-one", body };
    case "no boundary":
      return { payload: form.payload, contentType: "multipart/form-data", body };
    case "empty boundary":
      return { payload: form.payload, contentType: "multipart/form-data; boundary=", body };
    default:
      return { payload: form.payload, contentType: form.headers["content-type"], body };
  }
}

/**
 * A multipart form: our forms' fields (one of them maybe wrong) with a file under one of the upload
 * names, or fields and files under any names; sometimes many files; well-formed or not.
 */
function multipartAttack(op: Operation): fc.Arbitrary<Body> {
  const names = fc.oneof(
    {
      arbitrary: fc.constantFrom(...FIELD_NAMES, ...Object.keys(op.bodySchema?.properties ?? {})),
      weight: 4,
    },
    { arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 12 }), weight: 1 },
  );
  const file = (name: fc.Arbitrary<string>) =>
    fc
      .record({
        name,
        filename: fc.constantFrom(...FILE_NAMES),
        type: fc.option(fc.constantFrom(...FILE_TYPES), { nil: undefined }),
        value: fileBytes(),
      })
      .map((p): FormPart => p);
  const ours = fc
    .tuple(
      fc.option(fc.tuple(fc.constantFrom(...Object.keys(plausibleForm())), nastyString()), {
        nil: undefined,
      }),
      fc.option(file(fc.constantFrom(...UPLOAD_NAMES)), { freq: 5, nil: undefined }),
    )
    .map(([wrong, upload]) => {
      const fields = { ...plausibleForm(), ...(wrong ? { [wrong[0]]: wrong[1] } : {}) };
      const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
      return upload ? [...parts, upload] : parts;
    });
  const anyParts = fc.array(fc.oneof(fc.record({ name: names, value: nastyString() }), file(names)), {
    maxLength: 4,
  });
  const manyFiles = fc
    .integer({ min: 2, max: 12 })
    .map((count) =>
      Array.from(
        { length: count },
        (): FormPart => ({ name: "file", value: pngImage, filename: "x.png", type: "image/png" }),
      ),
    );
  const framing = fc.oneof(
    { arbitrary: fc.constant<Framing>("whole"), weight: 6 },
    {
      arbitrary: fc.constantFrom<Framing>("truncated", "other boundary", "no boundary", "empty boundary"),
      weight: 2,
    },
  );
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: ours, weight: 3 },
        { arbitrary: anyParts, weight: 2 },
        { arbitrary: manyFiles, weight: 1 },
      ),
      framing,
    )
    .map(([parts, frame]) => framed(parts, frame));
}

/** A body: none, JSON from the schema gone wrong, random or broken JSON, mislabelled, oversized, or a form. */
function bodyAttack(op: Operation): fc.Arbitrary<Body> {
  const json = (value: unknown) => JSON.stringify(value) ?? "null";
  const uploads = op.takesUpload ? 8 : 2;
  return fc.oneof(
    { arbitrary: fc.constant<Body>({ body: "none" }), weight: 2 },
    {
      arbitrary: schemaBody(op.bodySchema).map((v): Body => {
        const text = json(v);
        return { payload: text, contentType: "application/json", body: `JSON ${text.slice(0, 300)}` };
      }),
      weight: op.bodySchema ? 8 : 2,
    },
    {
      arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v): Body => {
        const text = json(v);
        return { payload: text, contentType: "application/json", body: `JSON ${text.slice(0, 300)}` };
      }),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 1_000, max: 50_000 }), fc.constantFrom("[", '{"a":', '{"__proto__":'))
        .map(
          ([depth, open]): Body => ({
            payload:
              open === "["
                ? "[".repeat(depth) + "]".repeat(depth)
                : `${open.repeat(depth)}1${"}".repeat(depth)}`,
            contentType: "application/json",
            body: `JSON nested ${depth} deep with ${open}`,
          }),
        ),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(...INVALID_JSON)
        .map(
          (text): Body => ({ payload: text, contentType: "application/json", body: `invalid JSON ${text}` }),
        ),
      weight: 2,
    },
    {
      arbitrary: fc.constant<Body>({ payload: "", contentType: "application/json", body: "empty JSON" }),
      weight: 1,
    },
    {
      arbitrary: fc.constant<Body>({
        payload: oversizedJson,
        contentType: "application/json",
        body: "oversized JSON",
      }),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(schemaBody(op.bodySchema), fc.constantFrom(...CONTENT_TYPES)).map(
        ([v, contentType]): Body => ({
          payload: json(v),
          contentType,
          body: `JSON labelled ${contentType}`,
        }),
      ),
      weight: 2,
    },
    { arbitrary: multipartAttack(op), weight: uploads },
  );
}

/** Percent-encoded UTF-8 (a lone surrogate becomes U+FFFD, as a browser would send it). */
const encode = (value: string) => encodeURIComponent(Buffer.from(value, "utf8").toString("utf8"));

/** A path parameter's value: a real one, one of its enum, or anything at all, encoded or not. */
function paramValue(param: Parameter): fc.Arbitrary<string> {
  const encoded = fc
    .oneof(nastyString(), fc.constantFrom(...((param.schema?.enum ?? ["x"]) as string[])))
    .map(encode);
  const raw = fc.constantFrom(
    "%",
    "%zz",
    "%E0%A4%A",
    "%00",
    "..",
    ".",
    "%2F",
    "a/b",
    "a%2Fb",
    "%2e%2e",
    ";",
    "*",
  );
  return fc.oneof({ arbitrary: encoded, weight: 5 }, { arbitrary: raw, weight: 1 });
}

const NUMBERISH = [
  "-1",
  "0",
  "-0",
  "1.5",
  "1e3",
  "99999999999999999999999",
  "NaN",
  "Infinity",
  "0x10",
  " 1",
  "+1",
  "",
];

/**
 * A query string: the documented parameters (each right, wrong or left out), then maybe unknown,
 * repeated or absurd ones; or one no URL encoder would write.
 */
function queryAttack(op: Operation): fc.Arbitrary<string> {
  const enums = op.queryParams.flatMap((p) => (p.schema?.enum ?? []) as string[]);
  const wrong = fc.oneof(
    { arbitrary: nastyString(), weight: 2 },
    { arbitrary: fc.constantFrom(...NUMBERISH, ...enums), weight: 2 },
  );
  const documented = fc.tuple(
    ...op.queryParams.map((param) =>
      fc.oneof(
        { arbitrary: fc.constant([param.name, String(plausible(param.schema, param.name))]), weight: 3 },
        { arbitrary: wrong.map((value) => [param.name, value]), weight: 1 },
        { arbitrary: fc.constant(undefined), weight: 1 },
      ),
    ),
  );
  const key = fc.oneof(
    fc.constantFrom("page", "pageSize", "q", "status", "type", "__proto__", "constructor", "a[b]", "a[]"),
    fc.string({ maxLength: 10 }),
  );
  const extra = fc.array(fc.tuple(key, fc.oneof(wrong, fc.constantFrom("1", "10", "25", "50"))), {
    maxLength: 3,
  });
  const pairs = fc
    .tuple(documented, extra)
    .map(([known, more]) =>
      [...known.filter((pair) => pair !== undefined), ...more]
        .map(([k, v]) => `${encode(k)}=${encode(v)}`)
        .join("&"),
    );
  const raw = fc.constantFrom(
    "&&&",
    "=",
    "a=%",
    "page=%zz",
    "q=%E0%A4%A",
    "page=1&page=2&page=3",
    "page[]=1",
    "q",
  );
  return fc.oneof({ arbitrary: pairs, weight: 6 }, { arbitrary: raw, weight: 1 });
}

const headerValue = fc.oneof(
  fc.string({ unit: "grapheme-ascii", maxLength: 60 }),
  fc.constantFrom("", " ", "x".repeat(8000), "null", "-1"),
);

/** The caller's cookie (or a damaged one), and headers no browser would send. */
function headersAttack(caller: Caller): fc.Arbitrary<Record<string, string>> {
  const own = caller === "signedOut" ? "" : who[caller].cookie;
  const cookie = fc.oneof(
    { arbitrary: fc.constant(own), weight: 6 },
    { arbitrary: headerValue.map((junk) => `${own}; ${junk}`), weight: 1 },
    {
      arbitrary: fc
        .nat()
        .map((i) =>
          own ? `${own.slice(0, -3)}${"xyz".charAt(i % 3)}==` : "better-auth.session_token=forged",
        ),
      weight: 1,
    },
    { arbitrary: headerValue, weight: 1 },
  );
  const optional = {
    accept: fc.constantFrom("*/*", "application/xml", "text/html", "image/*", "", "application/json;q=0"),
    "x-request-id": headerValue,
    "accept-language": headerValue,
    "user-agent": headerValue,
    "x-forwarded-for": fc.constantFrom("1.2.3.4, 5.6.7.8", "not an ip", "::1", ""),
    host: fc.constantFrom("evil.example", "localhost:1", "", "[::1]"),
    "sec-fetch-site": fc.constantFrom("same-origin", "same-site", "none", "???"),
    origin: fc.constant(t.config.publicUrl),
  };
  // Now and then from another site (which every write refuses before anything else).
  const crossSite = fc.oneof(
    { arbitrary: fc.constant({}), weight: 12 },
    {
      arbitrary: fc.constantFrom(
        { origin: "https://evil.example" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
      ),
      weight: 1,
    },
  );
  return fc
    .tuple(
      cookie,
      fc.record(optional, { requiredKeys: [] }),
      fc.dictionary(fc.stringMatching(/^x-[a-z0-9-]{1,20}$/), headerValue, { maxKeys: 2 }),
      crossSite,
    )
    .map(
      ([c, picked, extra, site]): Record<string, string> => ({
        ...extra,
        ...(picked as Record<string, string>),
        ...(site as Record<string, string>),
        ...(c ? { cookie: c } : {}),
      }),
    );
}

function attack(op: Operation, caller: Caller): fc.Arbitrary<Attack> {
  const params = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, paramValue(p)])));
  return fc
    .tuple(params, queryAttack(op), headersAttack(caller), bodyAttack(op))
    .map(([values, query, headers, body]) => {
      const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "x");
      return {
        url: `${filled}${query ? `?${query}` : ""}`,
        headers: {
          ...headers,
          ...(body.contentType !== undefined ? { "content-type": body.contentType } : {}),
        },
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        body: body.body,
      };
    });
}

// ----------------------------------------------------------------------------------------------
// The tests
// ----------------------------------------------------------------------------------------------

describe("abuse", () => {
  it("finds the operations in the OpenAPI document", () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(
      operations.filter((op) => op.takesUpload).length,
      "uploads the document describes",
    ).toBeGreaterThan(0);
  });

  it("sees a write in its snapshot of tables and files", async () => {
    const before = await snapshot();
    const res = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: signUpBody() });
    expect(res.statusCode).toBe(201);
    // Given the previous snapshot, as after each request below: the write is still seen.
    const after = await snapshot(before);
    expect(after.tables).not.toEqual(before.tables);
    // The verification email the sign-up queued is delivered by then, into the outbox folder.
    expect(after.files).not.toEqual(before.files);
    const avatar = multipartBody([{ name: "file", value: pngImage, filename: "me.png", type: "image/png" }]);
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/me/avatar",
      payload: avatar.payload,
      headers: { ...avatar.headers, cookie: cookiesFrom(res) },
    });
    expect(uploaded.statusCode).toBe(200);
    expect((await snapshot(after)).files).not.toEqual(after.files);
  });

  it("refuses date extremes in every date field of every operation (4xx, nothing written)", {
    timeout: 120_000,
  }, async () => {
    // A mentor who offers one-to-ones, so that a time's date is what decides (docs/decisions/022).
    const mentor = who.mentorA;
    const availability = await t.app.inject({
      method: "PUT",
      url: "/api/mentor/availability",
      headers: { cookie: mentor.cookie },
      payload: {
        windows: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: "00:00", to: "24:00" })),
        durations: [60],
        price: 499,
        minNoticeHours: 0,
        bufferMinutes: 0,
        awayDates: [],
      },
    });
    expect(availability.statusCode, availability.body).toBe(200);
    const [profile] = await rowsOf<{ slug: string }>(
      sql`select slug from mentor_profiles where user_id = ${mentor.id}`,
    );
    const own = await rowsOf<{ id: string }>(
      sql`select id from sessions where mentor_id = ${mentor.id} and status = 'upcoming' order by starts_at limit 1`,
    );
    /** Everything but the date right, where the operation is known, so that the date is what is judged. */
    const valid: Record<string, { query?: Record<string, string>; body?: Record<string, unknown> }> = {
      "GET /api/sessions": { query: { type: "group", date: "range" } },
      "POST /api/sessions": { body: sessionBody({ time: "09:00", mentorId: mentor.id }) },
      "PATCH /api/sessions/{id}": { body: { time: "19:00" } },
      "POST /api/mentors/by-slug/{slug}/slots": { body: { time: "10:00", durationMinutes: 60 } },
      "PUT /api/mentor/availability": {
        body: { windows: [], durations: [60], price: 499, minNoticeHours: 0, bufferMinutes: 0 },
      },
      "POST /api/admin/mentors/{id}/payouts": { body: { amount: 1, utr: "123456789012" } },
    };
    const pathValue = (op: Operation, param: string) =>
      param === "slug"
        ? (profile?.slug ?? "x")
        : op.path.startsWith("/api/admin/mentors/")
          ? mentor.id
          : (own[0]?.id ?? "x");
    /** An operation's date fields: query parameters and body properties (or their items) of format date. */
    const isDate = (schema: JsonSchema | undefined): boolean =>
      (schema as { format?: string } | undefined)?.format === "date" ||
      Boolean(schema?.anyOf?.some((inner) => isDate(inner)));
    const cases = operations.flatMap((op) => [
      ...op.queryParams
        .filter((p) => isDate(p.schema))
        .map((p) => ({ op, where: "query" as const, name: p.name, list: false })),
      ...Object.entries(op.bodySchema?.properties ?? {})
        .filter(([, inner]) => isDate(inner) || isDate(inner.items))
        .map(([name, inner]) => ({ op, where: "body" as const, name, list: !isDate(inner) })),
    ]);
    // The list's two, the posting and moving of a session, one-to-one times, away dates, payouts.
    expect(cases.length, "date fields found in the OpenAPI document").toBeGreaterThanOrEqual(7);

    let current = await snapshot();
    for (const { op, where, name, list } of cases) {
      const url = op.path.replace(/\{(\w+)\}/g, (_, param: string) => encode(pathValue(op, param)));
      const base = valid[`${op.method} ${op.path}`];
      for (const date of DATE_EXTREMES) {
        const value = list ? [date] : date;
        const query =
          where === "query"
            ? `?${new URLSearchParams({
                ...(base?.query ??
                  Object.fromEntries(
                    op.queryParams.map((p) => [p.name, String(plausible(p.schema, p.name))]),
                  )),
                [name]: date,
              })}`
            : "";
        const body =
          where === "body"
            ? { ...(base?.body ?? (plausible(op.bodySchema) as Record<string, unknown>)), [name]: value }
            : undefined;
        for (const caller of CALLERS) {
          const cookie = caller === "signedOut" ? undefined : who[caller].cookie;
          const res = await t.app.inject({
            method: op.method,
            url: `${url}${query}`,
            headers: cookie ? { cookie } : {},
            ...(body ? { payload: body } : {}),
          });
          const label = `${op.method} ${url}${query} with ${name}=${date} as ${caller}`;
          const before = current;
          current = await snapshot(before);
          checkAnswer(res, label);
          expect(res.statusCode, `${label} → ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
          expect(stored(current), `${label} → ${res.statusCode} changed what is stored`).toEqual(
            stored(before),
          );
        }
      }
    }
  });

  for (const [index, op] of operations.entries()) {
    it(`${op.method} ${op.path}`, { timeout: 120_000 }, async () => {
      let current = await snapshot();
      for (const [callerIndex, caller] of CALLERS.entries()) {
        let succeeded = false;
        await fc.assert(
          fc.asyncProperty(attack(op, caller), async (request) => {
            const res = await t.app.inject({
              method: op.method,
              url: request.url,
              headers: request.headers,
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
            });
            const label = `[ABUSE_SEED=${SEED}] ${op.method} ${request.url.slice(0, 300)} as ${caller}, body ${request.body}, headers ${JSON.stringify(request.headers).slice(0, 400)}`;
            // The baseline moves on before any check, so that a shrunk rerun is judged on its own.
            const before = current;
            current = await snapshot(before);
            checkAnswer(res, label);
            if (res.statusCode < 400) succeeded = true;
            else
              expect(stored(current), `${label} → ${res.statusCode} changed what is stored`).toEqual(
                stored(before),
              );
          }),
          { numRuns: RUNS_PER_CALLER, seed: SEED + index * CALLERS.length + callerIndex },
        );
        if (succeeded) {
          await keepSignedIn(caller);
          current = await snapshot();
        }
      }
    });
  }
});
