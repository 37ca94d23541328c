/**
 * `npm run seed:demo`: fills an empty database with a lively marketplace to look around in: an admin,
 * ten mentors with profiles and pictures, thirty students, sessions of both types across the nine
 * categories (past, live, upcoming, full), and bookings with payments in every status. Prints the
 * logins. Uses the server's settings (DATABASE_URL or the PGlite data directory; stop the server
 * first when it uses PGlite). Everything goes through the product's own commands where one exists.
 */
import { instantToIst, istToInstant } from "@contract/time";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { ConfigError, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { bookings, feedbacks, sessions, studentProfiles } from "../src/server/db/schema";
import { systemClock } from "../src/server/lib/clock";
import { AppError } from "../src/server/lib/errors";
import { newId } from "../src/server/lib/ids";
import { createKeyring } from "../src/server/lib/keyring";
import { createStorage } from "../src/server/lib/storage";
import { createCommandRunner } from "../src/server/lib/unit-of-work";
import { resolveAuthSecret } from "../src/server/modules/auth/auth-secret";
import { createAccount } from "../src/server/modules/auth/create-account";
import { bookSession } from "../src/server/modules/bookings/book-session";
import { bookingReference } from "../src/server/modules/bookings/payment-request";
import { decidePayment } from "../src/server/modules/payments/decide-payment";
import { filterKeysOf } from "../src/server/modules/sessions/sessions.queries";
import { setAvatar } from "../src/server/modules/users/set-avatar";
import {
  DEMO_ADMIN,
  DEMO_FEEDBACK,
  DEMO_MENTORS,
  DEMO_PASSWORD,
  DEMO_SESSIONS,
  DEMO_STUDENTS,
  type DemoMentor,
  type DemoSession,
} from "./demo-data";

const escapeXml = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** An illustrated head-and-shoulders portrait in the mentor's colours. */
function portrait([background, skin, hair, shirt]: DemoMentor["look"]): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="${background}"/>
  <path d="M40 256c0-58 39-92 88-92s88 34 88 92z" fill="${shirt}"/>
  <rect x="110" y="140" width="36" height="34" rx="12" fill="${skin}"/>
  <ellipse cx="128" cy="108" rx="46" ry="54" fill="${skin}"/>
  <path d="M80 104c0-40 22-62 50-62s48 20 48 58c-10-16-30-26-52-26-20 0-36 12-46 30z" fill="${hair}"/>
  <circle cx="110" cy="112" r="5" fill="#1f2937"/><circle cx="146" cy="112" r="5" fill="#1f2937"/>
  <path d="M112 138q16 12 32 0" stroke="#7c2d12" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>`);
}

/** A phone screenshot of a successful UPI payment, as students upload them. */
async function receipt(amount: number, utr: string, payee: string, when: Date): Promise<Buffer> {
  const { date, time } = instantToIst(when);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640">
  <rect width="360" height="640" fill="#f8fafc"/>
  <circle cx="180" cy="150" r="44" fill="#16a34a"/>
  <path d="M158 150l16 16 30-32" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round"/>
  <text x="180" y="250" font-family="sans-serif" font-size="38" font-weight="700" text-anchor="middle" fill="#0f172a">₹${amount}</text>
  <text x="180" y="290" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#334155">Paid to ${escapeXml(payee)}</text>
  <text x="180" y="330" font-family="sans-serif" font-size="15" text-anchor="middle" fill="#64748b">${date} ${time}</text>
  <text x="180" y="420" font-family="sans-serif" font-size="15" text-anchor="middle" fill="#334155">UPI transaction ID</text>
  <text x="180" y="446" font-family="monospace" font-size="18" text-anchor="middle" fill="#0f172a">${utr}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`;
const utrOf = () => `4${String(Math.floor(Math.random() * 1e11)).padStart(11, "0")}`;

/** The instant of "today + days, at hour:00 IST". */
function startOf(when: DemoSession["when"], now: Date): Date {
  if (when === "live") return new Date(now.getTime() - 10 * 60_000);
  const today = istToInstant(instantToIst(now).date, "12:00");
  const day = instantToIst(new Date(today.getTime() + when.days * 86_400_000)).date;
  return istToInstant(day, `${String(when.hour).padStart(2, "0")}:00`);
}

/** What admins decided about a booking: past and live sessions are verified; upcoming ones are mixed. */
function decisionFor(session: DemoSession, index: number): "paid" | "failed" | null {
  if (session.bookings === "full" || session.when === "live") return "paid";
  if (session.when.days < 0) return index % 9 === 8 ? "failed" : "paid";
  if (index % 5 === 3) return null; // still awaiting verification
  if (index % 7 === 6) return "failed";
  return index % 5 === 4 ? null : "paid";
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const { db } = database;
    const [existing] = await db.select({ n: count() }).from(sessions);
    if ((existing?.n ?? 0) > 0) {
      console.error(
        "seed:demo fills an empty database, and this one already has sessions. Use a new DATA_DIR (or database) for the demo.",
      );
      process.exitCode = 1;
      return;
    }
    const storage = createStorage(config);
    const keyring = createKeyring(resolveAuthSecret(config.authSecret, config.dataDir));
    const now = new Date();
    // The product's commands judge by their clock: each booking is made at its payment's time, before
    // its session started (a session cannot be booked once it has). The demo records no emails.
    let at = now;
    const clock = { now: () => at };
    const commands = createCommandRunner({ db, clock, log: console });

    // Demo people have example.com addresses no link could reach: verified from the start.
    const admin = await createAccount(db, {
      ...DEMO_ADMIN,
      role: "admin",
      password: DEMO_PASSWORD,
      emailVerified: true,
    });

    const mentorIds = new Map<string, string>();
    for (const m of DEMO_MENTORS) {
      const { id } = await createAccount(db, {
        name: m.name,
        email: m.email,
        role: "mentor",
        phone: null,
        password: DEMO_PASSWORD,
        emailVerified: true,
        mentor: {
          bio: m.bio,
          subjects: m.subjects,
          expertise: m.expertise,
          education: m.education,
          domain: m.domain,
        },
      });
      await setAvatar(
        { db, storage, clock: systemClock },
        id,
        await sharp(portrait(m.look)).png().toBuffer(),
      );
      mentorIds.set(m.name, id);
    }

    const students: string[] = [];
    const domains = ["JEE", "NEET", "JEE", "NEET", "UPSC", "GATE"];
    for (const [i, name] of DEMO_STUDENTS.entries()) {
      const { id } = await createAccount(db, {
        name,
        email: emailOf(name),
        role: "student",
        phone: `+9198${String(10_000_000 + i * 7919).slice(0, 8)}`,
        password: DEMO_PASSWORD,
        emailVerified: true,
        student: {
          educationLevel: i % 3 === 0 ? "Class 12" : i % 3 === 1 ? "Class 11" : "Dropper (one year)",
          goal: i % 2 === 0 ? "A seat at an IIT or AIIMS in 2027" : "Clear the exam in the first attempt",
          interests: [],
        },
      });
      await db
        .update(studentProfiles)
        .set({ domain: domains[i % domains.length] ?? "General" })
        .where(eq(studentProfiles.userId, id));
      students.push(id);
    }

    let booked = 0;
    let attended = 0;
    let rated = 0;
    const tally = { paid: 0, created: 0, failed: 0 };
    let firstUtr: string | null = null;
    for (const [s, session] of DEMO_SESSIONS.entries()) {
      const mentorId = mentorIds.get(session.mentor);
      if (!mentorId) throw new Error(`demo data: no mentor named ${session.mentor}`);
      const startsAt = startOf(session.when, now);
      const id = newId();
      const subjects = session.subjects ?? [];
      await db.insert(sessions).values({
        id,
        mentorId,
        title: session.title,
        description: session.description,
        subject: session.subject,
        subjects,
        category: session.category,
        filterKeys: filterKeysOf({ category: session.category, subject: session.subject, subjects }),
        startsAt,
        durationMinutes: session.durationMinutes,
        type: session.type,
        seats: session.seats,
        price: session.price,
        createdAt: new Date(startsAt.getTime() - 10 * 86_400_000),
      });

      const paidStudents: { studentId: string; index: number }[] = [];
      const wanted = session.bookings === "full" ? session.seats : Math.min(session.bookings, session.seats);
      for (let b = 0; b < wanted; b++) {
        const studentId = students[(s * 7 + b) % students.length] as string;
        // One UTR is typed twice, so the admin screen shows its duplicate warning.
        // The UTR is the proof; some students add no screenshot (docs/decisions/025).
        const utr: string = s === 3 && b === 2 && firstUtr ? firstUtr : utrOf();
        firstUtr ??= utr;
        const paidAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - (b + 1) * 3_600_000);
        at = paidAt;
        const { paymentId } = await bookSession({ db, storage, commands, clock }, studentId, {
          sessionId: id,
          proof: b % 4 === 1 ? null : await receipt(session.price, utr, "Toppers Connect", paidAt),
          utr,
          reference: bookingReference(keyring, studentId, id),
        });
        const decision = decisionFor(session, b);
        if (decision) await decidePayment(commands, admin.id, paymentId, decision);
        if (decision === "paid") paidStudents.push({ studentId, index: b });
        tally[decision ?? "created"]++;
        booked++;
      }

      // Sessions that have begun: most paid students joined (attendance), and after a finished one
      // most of those who attended left feedback.
      const begun = session.when === "live" || session.when.days < 0;
      for (const { studentId, index } of begun ? paidStudents : []) {
        if (index % 6 === 5) continue; // missed it
        const joinedAt = new Date(startsAt.getTime() + (index % 4) * 60_000);
        await db
          .update(bookings)
          .set({ attendedAt: joinedAt })
          .where(and(eq(bookings.sessionId, id), eq(bookings.studentId, studentId)));
        attended++;
        if (session.when === "live" || index % 10 === 7) continue; // no feedback (yet)
        const note = DEMO_FEEDBACK[(s + index) % DEMO_FEEDBACK.length] as { rating: number; text: string };
        await db.insert(feedbacks).values({
          id: newId(),
          sessionId: id,
          studentId,
          rating: note.rating,
          feedback: note.text,
          createdAt: new Date(startsAt.getTime() + (session.durationMinutes + 30) * 60_000),
        });
        rated++;
      }

      if (session.when === "live") {
        await db.update(sessions).set({ status: "live", startedAt: startsAt }).where(eq(sessions.id, id));
      } else if (session.when.days < 0) {
        await db
          .update(sessions)
          .set({
            status: "completed",
            startedAt: startsAt,
            endedAt: new Date(startsAt.getTime() + session.durationMinutes * 60_000),
          })
          .where(eq(sessions.id, id));
      }
    }

    const mentor = DEMO_MENTORS[1];
    console.log(`seed:demo: ${DEMO_MENTORS.length} mentors, ${students.length} students, ${DEMO_SESSIONS.length} sessions, ${booked} bookings (${tally.paid} paid, ${tally.created} pending, ${tally.failed} failed), ${attended} attendances, ${rated} feedbacks.

Demo logins (password for all: ${DEMO_PASSWORD}):
  admin    ${DEMO_ADMIN.email}
  mentor   ${mentor?.email}   (and every other mentor: firstname.lastname@example.com)
  student  ${emailOf(DEMO_STUDENTS[0] ?? "")}   (and every other student likewise)
`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof AppError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
