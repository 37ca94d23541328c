import { createHmac, generateKeyPairSync, verify } from "node:crypto";
import { LIVE_MESSAGES, roomSchema, START_WINDOW } from "@contract/live-sessions";
import type { CurrentUser } from "@contract/users";
import { signedIn } from "@test-support/accounts";
import { bookWithPayment, newSession, proofImage, startsIn } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { bookings, sessions } from "../../db/schema";
import { createKeyring } from "../../lib/keyring";
import { roomName } from "./jitsi";
import { endSession, startSession } from "./live-commands";

const MINUTE = 60_000;
const SECRET_A = "room-names-secret-a-0123456789abcdef";
const SECRET_B = "room-names-secret-b-fedcba9876543210";

type Account = Awaited<ReturnType<typeof signedIn>>;

/** An 8x8 JaaS key pair, and another one whose public key must not verify its tokens. */
const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
const otherKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });

let t: TestContext;
let mentor: Account;
let otherMentor: Account;
let admin: Account;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_SECRET: SECRET_A } });
  mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
  otherMentor = await signedIn(t.app, "mentor", "Kavya Iyer");
  admin = await signedIn(t.app, "admin");
  proof = await proofImage();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

/** Start Meeting as `who` with the app's clock at `at`. */
function startAt(who: Parameters<typeof startSession>[1], sessionId: string, at: Date) {
  t.clock.set(at);
  return startSession(t.app, who, sessionId);
}

const actor = (account: Account, role: CurrentUser["role"], name: string): CurrentUser => ({
  id: account.id,
  name,
  email: account.email,
  role,
  image: null,
  language: "en",
  emailVerified: true,
});

const post = (app: FastifyInstance, url: string, cookie?: string) =>
  app.inject({ method: "POST", url, headers: cookie ? { cookie } : {} });
const get = (app: FastifyInstance, url: string, cookie?: string) =>
  app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

const start = (id: string, cookie?: string, app = t.app) => post(app, `/api/sessions/${id}/start`, cookie);
const end = (id: string, cookie?: string, app = t.app) => post(app, `/api/sessions/${id}/end`, cookie);
const join = (id: string, cookie?: string, app = t.app) => post(app, `/api/sessions/${id}/join`, cookie);
const room = (id: string, cookie?: string, app = t.app) => get(app, `/api/sessions/${id}/room`, cookie);

/** A session of `mentor` starting in 2 minutes, so inside the start window. */
async function sessionInWindow(app = t.app, cookie = mentor.cookie) {
  const session = await newSession(app, cookie);
  await startsIn(app, session.id, 2 * MINUTE);
  return session;
}

/** A live session of `host` in `app`, with a new student whose payment `approver` approved. */
async function liveWithPaidStudent(
  app: FastifyInstance,
  staff: { host: Account; approver: Account },
  studentName = "Priya Nair",
) {
  const { host, approver } = staff;
  const student = await signedIn(app, "student", studentName);
  const session = await newSession(app, host.cookie);
  await bookWithPayment(app, student.cookie, approver.cookie, session.id, proof, "paid");
  await startsIn(app, session.id, 2 * MINUTE);
  expect((await start(session.id, host.cookie, app)).statusCode).toBe(200);
  return { host, approver, student, session };
}

const stateOf = async (id: string) => {
  const [row] = await t.app.db
    .select({ status: sessions.status, startedAt: sessions.startedAt, endedAt: sessions.endedAt })
    .from(sessions)
    .where(eq(sessions.id, id));
  return row;
};

/** The header and payload of a JWT, and whether it is shaped like one. */
function decodeJwt(jwt: string) {
  const [header, payload, signature] = jwt.split(".");
  if (!header || !payload || !signature) throw new Error(`not a JWT: ${jwt}`);
  return {
    header: JSON.parse(Buffer.from(header, "base64url").toString()),
    payload: JSON.parse(Buffer.from(payload, "base64url").toString()),
    unsigned: `${header}.${payload}`,
    signature: Buffer.from(signature, "base64url"),
  };
}

describe("the start window", () => {
  it("opens exactly 5 minutes before the start and closes exactly 60 minutes after it", async () => {
    expect(START_WINDOW).toEqual({ beforeMinutes: 5, afterMinutes: 60 });
    const me = actor(mentor, "mentor", "Rohan Mehta");

    const early = await newSession(t.app, mentor.cookie);
    const earlyStart = new Date(early.startsAt).getTime();
    await expect(startAt(me, early.id, new Date(earlyStart - 5 * MINUTE - 1))).rejects.toMatchObject({
      statusCode: 409,
      message: LIVE_MESSAGES.outsideWindow,
    });
    expect((await stateOf(early.id))?.status).toBe("upcoming");
    const opening = new Date(earlyStart - 5 * MINUTE);
    const started = await startAt(me, early.id, opening);
    expect(started).toMatchObject({ status: "live", startedAt: opening });
    expect(await stateOf(early.id)).toEqual({ status: "live", startedAt: opening, endedAt: null });

    const late = await newSession(t.app, mentor.cookie);
    const lateStart = new Date(late.startsAt).getTime();
    await expect(startAt(me, late.id, new Date(lateStart + 60 * MINUTE + 1))).rejects.toMatchObject({
      statusCode: 409,
      message: LIVE_MESSAGES.outsideWindow,
    });
    const closing = new Date(lateStart + 60 * MINUTE);
    expect(await startAt(me, late.id, closing)).toMatchObject({
      status: "live",
      startedAt: closing,
    });
  });

  it("is judged by the server's clock over HTTP: too early is refused, inside it goes live", async () => {
    const session = await newSession(t.app, mentor.cookie);
    await startsIn(t.app, session.id, 6 * MINUTE);
    const early = await start(session.id, mentor.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(LIVE_MESSAGES.outsideWindow);

    await startsIn(t.app, session.id, 4 * MINUTE);
    const before = Date.now();
    const res = await start(session.id, mentor.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: session.id, status: "live", endedAt: null });
    expect(new Date(body.startedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The public card shows it live at once.
    const card = await get(t.app, `/api/sessions/${session.id}`);
    expect(card.json().status).toBe("live");
    const list = await get(t.app, "/api/sessions?type=group&pageSize=50");
    expect(list.json().items.find((s: { id: string }) => s.id === session.id)?.status).toBe("live");
  });
});

describe("starting and ending a meeting", () => {
  it("is only for the session's mentor or an admin", async () => {
    const session = await sessionInWindow();
    const student = await signedIn(t.app, "student");

    const signedOut = await start(session.id);
    expect(signedOut.statusCode).toBe(401);
    const stranger = await start(session.id, otherMentor.cookie);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(LIVE_MESSAGES.notYours);
    expect((await start(session.id, student.cookie)).statusCode).toBe(403);
    expect((await stateOf(session.id))?.status).toBe("upcoming");

    // An admin may start and end anybody's session.
    const started = await start(session.id, admin.cookie);
    expect(started.statusCode).toBe(200);
    expect(started.json().status).toBe("live");

    const strangerEnds = await end(session.id, otherMentor.cookie);
    expect(strangerEnds.statusCode).toBe(403);
    expect(strangerEnds.json().message).toBe(LIVE_MESSAGES.notYours);
    expect((await end(session.id, student.cookie)).statusCode).toBe(403);
    expect((await end(session.id)).statusCode).toBe(401);
    expect((await stateOf(session.id))?.status).toBe("live");

    const ended = await end(session.id, admin.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().status).toBe("completed");

    await expect(
      startSession(t.app, actor(otherMentor, "mentor", "Kavya Iyer"), session.id),
    ).rejects.toMatchObject({ statusCode: 403 });
    const unknown = await start("no-such-session", mentor.cookie);
    expect(unknown.statusCode).toBe(404);
  });

  it("changes nothing when started twice or ended twice, and never goes back", async () => {
    const session = await sessionInWindow();

    const notLive = await end(session.id, mentor.cookie);
    expect(notLive.statusCode).toBe(409);
    expect(notLive.json().message).toBe(LIVE_MESSAGES.notLive);
    expect((await stateOf(session.id))?.status).toBe("upcoming");

    const first = (await start(session.id, mentor.cookie)).json();
    const again = await start(session.id, mentor.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(first.status).toBe("live");

    const ended = await end(session.id, mentor.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: "completed", startedAt: first.startedAt });
    expect(ended.json().endedAt).not.toBeNull();
    const listed = (await get(t.app, "/api/sessions?type=group&pageSize=50")).json();
    expect(listed.items.find((s: { id: string }) => s.id === session.id)?.status).toBe("completed");
    const endedAgain = await end(session.id, mentor.cookie);
    expect(endedAgain.statusCode).toBe(200);
    expect(endedAgain.json()).toEqual(ended.json());

    const restart = await start(session.id, mentor.cookie);
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toBe(LIVE_MESSAGES.alreadyEnded);
    expect((await stateOf(session.id))?.status).toBe("completed");

    // A completed session is closed: no seats left on its card.
    const card = (await get(t.app, `/api/sessions/${session.id}`)).json();
    expect(card).toMatchObject({ status: "completed", seatsLeft: 0, closed: true });
  });

  it("ends with the given clock when called directly", async () => {
    const session = await sessionInWindow();
    const me = actor(mentor, "mentor", "Rohan Mehta");
    await startSession(t.app, me, session.id);
    const at = new Date(Date.now() + 30 * MINUTE);
    t.clock.set(at);
    expect(await endSession(t.app, me, session.id)).toMatchObject({
      status: "completed",
      endedAt: at,
    });
  });
});

describe("joining a live session", () => {
  it("needs a signed-in student with an approved payment for a live session", {
    timeout: 60_000,
  }, async () => {
    const live = await newSession(t.app, mentor.cookie);
    const upcoming = await newSession(t.app, mentor.cookie);
    const paid = await signedIn(t.app, "student", "Priya Nair");
    const pending = await signedIn(t.app, "student", "Arjun Rao");
    const failed = await signedIn(t.app, "student", "Meera Das");
    const stranger = await signedIn(t.app, "student", "Vikram Singh");
    await bookWithPayment(t.app, paid.cookie, admin.cookie, live.id, proof, "paid");
    await bookWithPayment(t.app, paid.cookie, admin.cookie, upcoming.id, proof, "paid");
    await bookWithPayment(t.app, pending.cookie, admin.cookie, live.id, proof, "created");
    await bookWithPayment(t.app, failed.cookie, admin.cookie, live.id, proof, "failed");
    await startsIn(t.app, live.id, 2 * MINUTE);
    expect((await start(live.id, mentor.cookie)).statusCode).toBe(200);

    expect((await join(live.id)).statusCode).toBe(401);
    expect((await join(live.id, mentor.cookie)).statusCode).toBe(403);
    expect((await join(live.id, admin.cookie)).statusCode).toBe(403);

    const cases: [Account, number, string][] = [
      [stranger, 403, LIVE_MESSAGES.notBooked],
      [pending, 403, LIVE_MESSAGES.notPaid],
      [failed, 403, LIVE_MESSAGES.notBooked],
    ];
    for (const [student, status, message] of cases) {
      const res = await join(live.id, student.cookie);
      expect(res.statusCode, student.email).toBe(status);
      expect(res.json().message).toBe(message);
    }

    const notLive = await join(upcoming.id, paid.cookie);
    expect(notLive.statusCode).toBe(409);
    expect(notLive.json().message).toBe(LIVE_MESSAGES.notLive);

    const res = await join(live.id, paid.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const answer = roomSchema.parse(res.json());
    expect(answer).toMatchObject({
      sessionId: live.id,
      title: live.title,
      domain: "meet.jit.si",
      scriptUrl: "https://meet.jit.si/external_api.js",
      jwt: null,
      displayName: "Priya Nair",
      moderator: false,
      mentorName: "Rohan Mehta",
    });
    expect(answer.startedAt).not.toBeNull();

    // Nobody without a seat gained attendance on the way.
    const attended = await t.app.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.sessionId, live.id));
    expect(attended).toHaveLength(3);
    const rows = await t.app.db.select().from(bookings).where(eq(bookings.sessionId, live.id));
    expect(rows.filter((b) => b.attendedAt !== null).map((b) => b.studentId)).toEqual([paid.id]);

    // After the end, joining says so.
    expect((await end(live.id, mentor.cookie)).statusCode).toBe(200);
    const over = await join(live.id, paid.cookie);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(LIVE_MESSAGES.alreadyEnded);
  });

  it("records attendance once however often the student joins", async () => {
    const { student, session } = await liveWithPaidStudent(t.app, { host: mentor, approver: admin });
    const attendedAt = async () =>
      (
        await t.app.db
          .select({ at: bookings.attendedAt })
          .from(bookings)
          .where(eq(bookings.sessionId, session.id))
      )[0]?.at;

    expect(await attendedAt()).toBeNull();
    expect((await join(session.id, student.cookie)).statusCode).toBe(200);
    const first = await attendedAt();
    expect(first).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await join(session.id, student.cookie)).statusCode).toBe(200);
    expect((await join(session.id, student.cookie)).statusCode).toBe(200);
    expect(await attendedAt()).toEqual(first);

    const dashboard = (await get(t.app, "/api/me/dashboard", student.cookie)).json();
    expect(dashboard.stats).toMatchObject({ enrolled: 1, attended: 1, live: 1 });
    expect(dashboard.sessions[0]).toMatchObject({ attended: true });
  });
});

describe("the video room", () => {
  it("has a name derived from the server secret: the same for mentor and student, one per session", {
    timeout: 60_000,
  }, async () => {
    const first = await liveWithPaidStudent(t.app, { host: mentor, approver: admin }, "Priya Nair");
    const second = await liveWithPaidStudent(t.app, { host: mentor, approver: admin }, "Arjun Rao");

    const student = roomSchema.parse((await join(first.session.id, first.student.cookie)).json());
    const host = roomSchema.parse((await room(first.session.id, first.host.cookie)).json());
    const viaAdmin = roomSchema.parse((await room(first.session.id, admin.cookie)).json());
    const other = roomSchema.parse((await join(second.session.id, second.student.cookie)).json());

    expect(student.roomName).toBe(host.roomName);
    expect(viaAdmin.roomName).toBe(host.roomName);
    expect(other.roomName).not.toBe(host.roomName);
    expect(host.roomName).not.toBe(first.session.id);
    expect(host.roomName.toLowerCase()).not.toContain(first.session.id.toLowerCase());
    expect(host.roomName).toMatch(/^toppers-[0-9a-z]{20}$/);
    expect(host.roomName).toBe(roomName(createKeyring(SECRET_A), first.session.id));

    expect(student).toMatchObject({ displayName: "Priya Nair", moderator: false });
    expect(host).toMatchObject({ displayName: "Mentor", moderator: true, mentorName: "Rohan Mehta" });
    expect(viaAdmin).toMatchObject({ displayName: "Mentor", moderator: true });
    expect(host.startedAt).toBe(student.startedAt);
  });

  it("is only for the session's mentor or an admin, and only while live", async () => {
    const session = await sessionInWindow();
    const student = await signedIn(t.app, "student");

    const upcoming = await room(session.id, mentor.cookie);
    expect(upcoming.statusCode).toBe(409);
    expect(upcoming.json().message).toBe(LIVE_MESSAGES.notLive);

    expect((await start(session.id, mentor.cookie)).statusCode).toBe(200);
    expect((await room(session.id)).statusCode).toBe(401);
    expect((await room(session.id, student.cookie)).statusCode).toBe(403);
    const stranger = await room(session.id, otherMentor.cookie);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(LIVE_MESSAGES.notYours);
    const ok = await room(session.id, mentor.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["cache-control"]).toBe("no-store");

    expect((await end(session.id, mentor.cookie)).statusCode).toBe(200);
    const ended = await room(session.id, mentor.cookie);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(LIVE_MESSAGES.alreadyEnded);
    expect((await room("no-such-session", mentor.cookie)).statusCode).toBe(404);
  });

  it("allows the default Jitsi host in the Content-Security-Policy", async () => {
    const directives = cspOf(await get(t.app, "/api/health"));
    expect(directives.get("script-src")).toContain("https://meet.jit.si");
    expect(directives.get("frame-src")).toContain("https://meet.jit.si");
    expect(directives.get("connect-src")).not.toContain("https://meet.jit.si");
    const page = cspOf(await get(t.app, "/"));
    expect(page.get("script-src")).toContain("https://meet.jit.si");
  });
});

function cspOf(res: { headers: Record<string, unknown> }): Map<string, string[]> {
  const header = String(res.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

describe("a self-hosted Jitsi with token authentication (HS256)", () => {
  const APP_ID = "toppers-connect";
  const APP_SECRET = "a-shared-jitsi-secret-0123456789";
  let selfHosted: TestContext;
  let staff: { host: Account; approver: Account };
  beforeAll(async () => {
    selfHosted = await createTestApp({
      env: {
        AUTH_SECRET: SECRET_B,
        JITSI_DOMAIN: "meet.toppers.example",
        JITSI_APP_ID: APP_ID,
        JITSI_APP_SECRET: APP_SECRET,
      },
    });
    staff = {
      host: await signedIn(selfHosted.app, "mentor", "Rohan Mehta"),
      approver: await signedIn(selfHosted.app, "admin"),
    };
  });
  afterAll(() => selfHosted.close());

  it("gives each person a signed, short-lived token for their room, the mentor as moderator", async () => {
    const { app } = selfHosted;
    const { host, student, session } = await liveWithPaidStudent(app, staff);
    const before = Math.floor(Date.now() / 1000);
    const mine = roomSchema.parse((await join(session.id, student.cookie, app)).json());
    const hosts = roomSchema.parse((await room(session.id, host.cookie, app)).json());

    expect(mine).toMatchObject({
      domain: "meet.toppers.example",
      scriptUrl: "https://meet.toppers.example/external_api.js",
    });
    expect(mine.roomName).toBe(hosts.roomName);

    for (const [answer, moderator, who] of [
      [mine, false, student],
      [hosts, true, host],
    ] as const) {
      expect(answer.jwt).not.toBeNull();
      const jwt = decodeJwt(answer.jwt ?? "");
      expect(jwt.header).toEqual({ alg: "HS256", typ: "JWT" });
      const expected = createHmac("sha256", APP_SECRET).update(jwt.unsigned).digest();
      expect(jwt.signature.equals(expected)).toBe(true);
      const wrong = createHmac("sha256", `${APP_SECRET}x`).update(jwt.unsigned).digest();
      expect(jwt.signature.equals(wrong)).toBe(false);

      const p = jwt.payload;
      expect(p).toMatchObject({
        aud: "jitsi",
        iss: APP_ID,
        sub: "meet.toppers.example",
        room: answer.roomName,
      });
      expect(p.context.user).toMatchObject({ id: who.id, email: who.email, moderator });
      expect(p.exp).toBeGreaterThan(before);
      expect(p.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3 * 60 * 60);
      expect(p.iat).toBeGreaterThanOrEqual(before);
    }
  });

  it("puts the display name of the answer in the token, since Jitsi shows the token's name", async () => {
    const { app } = selfHosted;
    const { host, student, session } = await liveWithPaidStudent(app, staff, "Arjun Rao");
    const mine = roomSchema.parse((await join(session.id, student.cookie, app)).json());
    const hosts = roomSchema.parse((await room(session.id, host.cookie, app)).json());
    expect(decodeJwt(mine.jwt ?? "").payload.context.user.name).toBe("Arjun Rao");
    // docs/product.md §2.18: the mentor is shown under the display name 'Mentor'.
    expect(decodeJwt(hosts.jwt ?? "").payload.context.user.name).toBe("Mentor");
  });

  it("names rooms from its own secret: the same session id gives another room than elsewhere", async () => {
    const { app } = selfHosted;
    const { host, session } = await liveWithPaidStudent(app, staff);
    const here = roomSchema.parse((await room(session.id, host.cookie, app)).json()).roomName;
    expect(here).toBe(roomName(createKeyring(SECRET_B), session.id));

    // The same session id in the app with SECRET_A.
    const there = await newSession(t.app, mentor.cookie);
    await t.app.db.update(sessions).set({ id: session.id }).where(eq(sessions.id, there.id));
    await startsIn(t.app, session.id, 2 * MINUTE);
    expect((await start(session.id, mentor.cookie)).statusCode).toBe(200);
    const thereRoom = roomSchema.parse((await room(session.id, mentor.cookie)).json()).roomName;
    expect(thereRoom).toBe(roomName(createKeyring(SECRET_A), session.id));
    expect(thereRoom).not.toBe(here);
  });

  it("allows its own Jitsi host, not meet.jit.si, in the Content-Security-Policy", async () => {
    const directives = cspOf(await get(selfHosted.app, "/api/health"));
    expect(directives.get("script-src")).toEqual(["'self'", "https://meet.toppers.example"]);
    expect(directives.get("frame-src")).toEqual(["'self'", "https://meet.toppers.example"]);
    expect(
      String((await get(selfHosted.app, "/api/health")).headers["content-security-policy"]),
    ).not.toContain("meet.jit.si");
  });
});

describe("8x8 JaaS (RS256)", () => {
  const TENANT = "vpaas-magic-cookie-0123456789abcdef";
  const KEY_ID = `${TENANT}/a1b2c3`;
  let jaas: TestContext;
  let staff: { host: Account; approver: Account };
  beforeAll(async () => {
    jaas = await createTestApp({
      env: {
        JITSI_DOMAIN: "8x8.vc",
        JITSI_APP_ID: TENANT,
        JITSI_APP_SECRET: keys.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
        JITSI_KEY_ID: KEY_ID,
      },
    });
    staff = {
      host: await signedIn(jaas.app, "mentor", "Rohan Mehta"),
      approver: await signedIn(jaas.app, "admin"),
    };
  });
  afterAll(() => jaas.close());

  it("signs with the private key and puts the room under the tenant", async () => {
    const { app } = jaas;
    const { host, student, session } = await liveWithPaidStudent(app, staff);
    const mine = roomSchema.parse((await join(session.id, student.cookie, app)).json());
    const hosts = roomSchema.parse((await room(session.id, host.cookie, app)).json());
    const bare = roomName(app.keyring, session.id);

    for (const [answer, moderator] of [
      [mine, false],
      [hosts, true],
    ] as const) {
      expect(answer.roomName).toBe(`${TENANT}/${bare}`);
      expect(answer.scriptUrl).toBe("https://8x8.vc/external_api.js");
      const jwt = decodeJwt(answer.jwt ?? "");
      expect(jwt.header).toEqual({ alg: "RS256", typ: "JWT", kid: KEY_ID });
      expect(verify("RSA-SHA256", Buffer.from(jwt.unsigned), keys.publicKey, jwt.signature)).toBe(true);
      expect(verify("RSA-SHA256", Buffer.from(jwt.unsigned), otherKeys.publicKey, jwt.signature)).toBe(false);
      expect(jwt.payload).toMatchObject({ aud: "jitsi", iss: "chat", sub: TENANT, room: bare });
      expect(jwt.payload.context.user.moderator).toBe(moderator);
      expect(jwt.payload.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3 * 60 * 60);
    }
  });
});

describe("Jitsi configuration", () => {
  const base = { NODE_ENV: "test", DATA_DIR: "/tmp/tc-config-check" };

  it("refuses half of the token credentials", () => {
    expect(() => loadConfig({ ...base, JITSI_APP_ID: "toppers" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, JITSI_APP_SECRET: "a-shared-jitsi-secret-0123456789" })).toThrow(
      ConfigError,
    );
    const pem = keys.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    expect(() =>
      loadConfig({ ...base, JITSI_APP_ID: "vpaas-magic-cookie-1", JITSI_APP_SECRET: pem }),
    ).toThrow(/JITSI_KEY_ID/);
    expect(() => loadConfig({ ...base, JITSI_DOMAIN: "https://meet.jit.si" })).toThrow(/JITSI_DOMAIN/);
    expect(loadConfig(base).jitsi).toEqual({
      domain: "meet.jit.si",
      appId: undefined,
      secret: undefined,
      keyId: undefined,
    });
  });
});
