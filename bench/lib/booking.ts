/**
 * Booking under contention, the way the app books with seat holds (docs/decisions/012): `students`
 * signed-in students press Book Now on one group session of `seats` seats at the same moment, which
 * takes a seat hold with a small JSON request; exactly `seats` must get 201 and the others 409 "No
 * seats left". Then the `seats` holders upload their payment screenshots at once, and every one
 * must get 201 (the hold turns into the booking). The database must then hold exactly `seats`
 * bookings and no holds.
 */
import type { BenchDatabase } from "./databases";
import { httpGet, httpRequest } from "./http";
import { paymentScreenshotPng } from "./proof-image";
import { contentionOutcome, seedContention } from "./seed";
import { peakRssMiB, type ServerProcess } from "./servers";
import { percentile } from "./stats";

export const CONTENTION = { students: 1_000, seats: 50, price: 499 };
/** Sign-ins in flight at once: each costs a scrypt verification on the server. */
const SIGN_IN_CONCURRENCY = 8;
const NO_SEATS = "No seats left for this session.";

export interface BookingResult {
  name: string;
  database: string;
  students: number;
  seats: number;
  proofBytes: number;
  /** From the first request sent until the last answer arrived. */
  wallMs: number;
  /** students / wall time. */
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Latency percentiles of the holds given (201) and refused (409). */
  created: { count: number; p50: number; p99: number; max: number };
  refused: { count: number; p50: number; p99: number; max: number };
  /**
   * The same burst shape (1,000 requests on new connections at once, from this process) on the
   * cheapest answers, just before the holds: what this machine and load generator allow. `health`:
   * `GET /api/health` signed out (one `select 1`); `signedIn`: each student's `GET
   * /api/sessions/:id/hold` (the cookie looked up, one indexed read, 404: no hold yet).
   */
  floors: { health: Summary; signedIn: Summary };
  /** The holders' proof uploads, all at once: each must answer 201. */
  proofs: { count: number; p50: number; p99: number; max: number; wallMs: number };
  /** Other answers by status ("error" for a failed connection). */
  other: Record<string, number>;
  signInMs: number;
  outcome: { seatsTaken: number; seatsHeld: number; holds: number; bookings: number; payments: number };
  peakRssMiB: number | undefined;
  /** What did not come out as it must; empty when all is right. */
  problems: string[];
}

/** `name=value; …` from the set-cookie headers of an answer. */
function cookieHeader(setCookie: string[] | undefined): string {
  return (setCookie ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

async function inPool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index] as T, index);
      }
    }),
  );
}

function multipart(boundary: string, proof: Buffer, utr: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="utr"\r\n\r\n${utr}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="Screenshot_20261122-194212.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    ),
    proof,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

type Summary = { count: number; p50: number; p99: number; max: number };

/** Every request sent at once, each on its own connection; the latency of each. */
async function burstOf(
  count: number,
  request: (index: number) => Promise<{ status: number; ms: number }>,
): Promise<{ status: number | "error"; ms: number }[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const sent = performance.now();
      try {
        return await request(index);
      } catch {
        return { status: "error" as const, ms: performance.now() - sent };
      }
    }),
  );
}

const summary = (values: number[]): Summary =>
  values.length
    ? {
        count: values.length,
        p50: percentile(values, 50),
        p99: percentile(values, 99),
        max: Math.max(...values),
      }
    : { count: 0, p50: Number.NaN, p99: Number.NaN, max: Number.NaN };

export async function benchBookingContention(
  db: BenchDatabase,
  options: { log: (line: string) => void; onApp?: (app: ServerProcess) => void },
): Promise<BookingResult> {
  const { log } = options;
  const { students: studentCount, seats, price } = CONTENTION;
  const handle = await db.open();
  let seed: Awaited<ReturnType<typeof seedContention>>;
  try {
    seed = await seedContention(handle, CONTENTION);
  } finally {
    await handle.close();
  }
  log(
    `  ${db.label}: ${studentCount} students, 1 mentor, 1 session of ${seats} seats seeded in ${(seed.seedMs / 1000).toFixed(1)} s`,
  );

  const app = await db.startApp();
  options.onApp?.(app);
  const problems: string[] = [];
  let peak: number | undefined;
  let burst: Array<{ status: number | "error"; ms: number; message?: string }>;
  let wallMs: number;
  let signInMs: number;
  let proofBytes: number;
  let proofAnswers: Array<{ status: number | "error"; ms: number; message?: string }>;
  let proofWallMs: number;
  let floors: BookingResult["floors"];
  try {
    // Sign every student in over HTTP, as the browser does.
    const origin = app.url;
    const cookies: string[] = new Array(studentCount);
    const signInStarted = performance.now();
    await inPool(seed.students, SIGN_IN_CONCURRENCY, async (student, i) => {
      const response = await httpRequest("POST", `${app.url}/api/auth/sign-in`, {
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ role: "student", email: student.email, password: seed.password }),
      });
      const cookie = cookieHeader(response.headers["set-cookie"]);
      if (response.status !== 200 || !cookie.includes("session_token")) {
        throw new Error(
          `sign-in of ${student.email}: ${response.status} ${response.body.toString("utf8").slice(0, 200)}`,
        );
      }
      cookies[i] = cookie;
    });
    signInMs = performance.now() - signInStarted;
    log(`  ${db.label}: ${studentCount} students signed in over HTTP in ${(signInMs / 1000).toFixed(1)} s`);

    // The floors: the same burst on the cheapest answers (a signed-out health check, then a
    // signed-in read), so the holds' figures can be read against what the machine allows.
    const holdUrl = `${app.url}/api/sessions/${encodeURIComponent(seed.sessionId)}/hold`;
    const healthBurst = await burstOf(studentCount, () =>
      httpRequest("GET", `${app.url}/api/health`, { timeoutMs: 120_000 }),
    );
    const signedInBurst = await burstOf(studentCount, (i) =>
      httpRequest("GET", holdUrl, { headers: { cookie: cookies[i] as string, origin }, timeoutMs: 120_000 }),
    );
    if (healthBurst.some((r) => r.status !== 200))
      problems.push("the health floor: not every answer was 200");
    if (signedInBurst.some((r) => r.status !== 404))
      problems.push("the signed-in floor: not every answer was 404");
    floors = {
      health: summary(healthBurst.map((r) => r.ms)),
      signedIn: summary(signedInBurst.map((r) => r.ms)),
    };
    log(
      `  ${db.label}: floors p99: health ${floors.health.p99.toFixed(0)} ms, signed-in read ${floors.signedIn.p99.toFixed(0)} ms`,
    );

    // Book Now: a JSON hold per student, everything prepared first so that the requests leave together.
    log(`  ${db.label}: ${studentCount} seat holds at once...`);
    const started = performance.now();
    burst = await Promise.all(
      cookies.map(async (cookie) => {
        const sent = performance.now();
        try {
          const response = await httpRequest("POST", holdUrl, {
            headers: { cookie, origin },
            timeoutMs: 120_000,
          });
          const message = (JSON.parse(response.body.toString("utf8")) as { message?: string }).message;
          return { status: response.status, ms: response.ms, message };
        } catch (error) {
          return {
            status: "error" as const,
            ms: performance.now() - sent,
            message: (error as Error).message,
          };
        }
      }),
    );
    wallMs = performance.now() - started;
    const holders = cookies.filter((_, i) => burst[i]?.status === 201);

    // The holders pay and upload their screenshots, all at once.
    const proof = await paymentScreenshotPng({ amount: price, utr: "412398765432" });
    proofBytes = proof.length;
    const boundary = "----TopperBenchBoundary7MA4YWxkTrZu0gW";
    const uploads = holders.map((cookie, i) => {
      const body = multipart(boundary, proof, String(412_300_000_000 + i * 7_919));
      return {
        headers: {
          cookie,
          origin,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": body.length,
        },
        body,
      };
    });
    const url = `${app.url}/api/sessions/${encodeURIComponent(seed.sessionId)}/bookings`;
    log(`  ${db.label}: ${uploads.length} proof uploads at once (proof ${proof.length} bytes)...`);
    const uploadsStarted = performance.now();
    proofAnswers = await Promise.all(
      uploads.map(async ({ headers, body }) => {
        const sent = performance.now();
        try {
          const response = await httpRequest("POST", url, { headers, body, timeoutMs: 120_000 });
          const message = (JSON.parse(response.body.toString("utf8")) as { message?: string }).message;
          return { status: response.status, ms: response.ms, message };
        } catch (error) {
          return {
            status: "error" as const,
            ms: performance.now() - sent,
            message: (error as Error).message,
          };
        }
      }),
    );
    proofWallMs = performance.now() - uploadsStarted;

    const answer = await httpGet(`${app.url}/api/sessions/${encodeURIComponent(seed.sessionId)}`);
    const card = JSON.parse(answer.body.toString("utf8")) as { seatsLeft?: number; closed?: boolean };
    if (answer.status !== 200 || card.seatsLeft !== 0 || card.closed !== true) {
      problems.push(
        `GET /api/sessions/:id after the burst: ${answer.status}, seatsLeft ${card.seatsLeft}, closed ${card.closed}`,
      );
    }
    peak = peakRssMiB(app);
    if ([...burst, ...proofAnswers].some((r) => r.status !== 201 && r.status !== 409)) {
      log(`  ${db.label}: unexpected answers; the app's output ends with:\n${app.output().slice(-4000)}`);
    }
  } finally {
    const code = await app.stop();
    if (code !== 0) problems.push(`the app exited with ${code} after SIGTERM`);
  }

  // The database itself, with the app stopped (PGlite allows one process at a time).
  const check = await db.open();
  let outcome: BookingResult["outcome"];
  try {
    outcome = await contentionOutcome(check, seed.sessionId);
  } finally {
    await check.close();
  }

  const created = burst.filter((r) => r.status === 201).map((r) => r.ms);
  const refused = burst.filter((r) => r.status === 409 && r.message === NO_SEATS).map((r) => r.ms);
  const other: Record<string, number> = {};
  for (const r of burst) {
    if (r.status === 201 || (r.status === 409 && r.message === NO_SEATS)) continue;
    const key = `${r.status}${r.message ? ` ${r.message}` : ""}`;
    other[key] = (other[key] ?? 0) + 1;
  }
  if (created.length !== seats)
    problems.push(`${created.length} holds answered 201, expected exactly ${seats}`);
  if (refused.length !== studentCount - seats)
    problems.push(
      `${refused.length} holds answered 409 "${NO_SEATS}", expected exactly ${studentCount - seats}`,
    );
  if (Object.keys(other).length) problems.push(`other answers to the holds: ${JSON.stringify(other)}`);
  const booked = proofAnswers.filter((r) => r.status === 201).map((r) => r.ms);
  if (booked.length !== seats || proofAnswers.length !== seats) {
    const wrong = proofAnswers.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.message ?? ""}`);
    problems.push(
      `${booked.length} of ${proofAnswers.length} proof uploads answered 201: ${JSON.stringify(wrong.slice(0, 5))}`,
    );
  }
  if (outcome.seatsHeld !== 0 || outcome.holds !== 0)
    problems.push(`seats_held is ${outcome.seatsHeld} and ${outcome.holds} holds remain, expected none`);
  if (outcome.seatsTaken !== seats) problems.push(`seats_taken is ${outcome.seatsTaken}, expected ${seats}`);
  if (outcome.bookings !== seats)
    problems.push(`${outcome.bookings} bookings in the database, expected ${seats}`);
  if (outcome.payments !== seats)
    problems.push(`${outcome.payments} payments in the database, expected ${seats}`);

  const all = burst.map((r) => r.ms);
  return {
    name: `hold 1 session of ${seats} seats, ${studentCount} students at once (${db.label})`,
    database: db.label,
    students: studentCount,
    seats,
    proofBytes,
    wallMs,
    perSecond: (studentCount * 1000) / wallMs,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: Math.max(...all),
    created: summary(created),
    refused: summary(refused),
    floors,
    proofs: { ...summary(proofAnswers.map((r) => r.ms)), wallMs: proofWallMs },
    other,
    signInMs,
    outcome,
    peakRssMiB: peak,
    problems,
  };
}
