/**
 * Benchmark data, written straight into a migrated database with set-based SQL (one
 * `INSERT … SELECT … FROM generate_series`) before the app starts on it: 100,000 sessions take
 * seconds this way, where the API would take many minutes.
 *
 * Every value is derived from the row number through `hashtext`, not `random()`, so a seed gives
 * the same rows on PGlite and on PostgreSQL and from run to run (the start times move with today).
 */

import { CATEGORIES } from "@contract/sessions";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../src/server/db/client";
import { filterKeysOf } from "../../src/server/modules/sessions/sessions.queries";

/** Three subjects per category, in CATEGORIES order. */
const SUBJECTS: Record<(typeof CATEGORIES)[number], [string, string, string]> = {
  "IIT JEE": ["Physics", "Chemistry", "Mathematics"],
  NEET: ["Biology", "Physics", "Chemistry"],
  GATE: ["Computer Science", "Electrical Engineering", "Engineering Mathematics"],
  UPSC: ["Indian Polity", "Modern History", "Geography"],
  BITSAT: ["Mathematics", "Physics", "English Proficiency"],
  CLAT: ["Legal Reasoning", "Logical Reasoning", "English Language"],
  CA: ["Accounting", "Taxation", "Auditing"],
  NIFT: ["Design Aptitude", "Sketching", "General Ability"],
  "CAT Mentorship": ["Quantitative Aptitude", "VARC", "DILR"],
};

const THEMES = [
  "doubt-clearing session",
  "strategy for the last 60 days",
  "previous-year paper walkthrough",
  "revision marathon",
  "mock test review",
  "problem-solving workshop",
  "how I planned my preparation",
  "common mistakes and how to avoid them",
];

const FIRST_NAMES = (
  "Aarav Ananya Vihaan Diya Arjun Ishita Kabir Meera Rohan Saanvi Aditya Priya Karthik Sneha " +
  "Nikhil Pooja Rahul Tanvi Siddharth Nandini Harsh Aditi Varun Riya Yash Kavya Manish Shreya " +
  "Abhishek Lakshmi"
).split(" ");
const LAST_NAMES = (
  "Sharma Iyer Reddy Patel Nair Gupta Menon Verma Das Kulkarni Singh Mukherjee Rao Chatterjee " +
  "Joshi Pillai Banerjee Mehta Agarwal Bose"
).split(" ");

const textArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")}]::text[]`;
/** A two-dimensional text array literal: `(subjects)[category][n]` in SQL. */
const subjectsMatrix = () =>
  `array[${CATEGORIES.map((c) => `array[${SUBJECTS[c].map((s) => `'${s}'`).join(", ")}]`).join(", ")}]::text[]`;

/** A deterministic number in [0, 2^31) from the row number and a salt. */
const h = (salt: string, row = "g") => `(hashtext(${row}::text || ':${salt}')::bigint & 2147483647)`;

/** A name such as "Ananya Iyer", picked by row number. */
const nameOf = (row: string) =>
  `(${textArray(FIRST_NAMES)})[1 + ${row} % ${FIRST_NAMES.length}] || ' ' || ` +
  `(${textArray(LAST_NAMES)})[1 + (${row} / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`;

/** A start time `dayExpr` days from today (IST) at IST hour `hourExpr`, as an instant. */
const istStart = (dayExpr: string, hourExpr: string) =>
  `((date_trunc('day', now() at time zone 'Asia/Kolkata') + make_interval(days => ${dayExpr}, hours => ${hourExpr})) at time zone 'Asia/Kolkata')`;

export const normalised = (value: string) => value.toLowerCase().replace(/\s+/g, "");

/** filter_keys in SQL: what filterKeysOf() computes, from the row's category, subject and subjects. */
const FILTER_KEYS_SQL =
  "array(select distinct regexp_replace(lower(k), '\\s', '', 'g') from unnest(array[category, subject] || subjects) as t(k))";

async function exec(handle: DatabaseHandle, text: string): Promise<void> {
  await handle.db.execute(sql.raw(text));
}

async function countOf(handle: DatabaseHandle, text: string): Promise<number> {
  const result = await handle.db.execute(sql.raw(text));
  const rows = (result as unknown as { rows: Array<{ n: number | string }> }).rows;
  return Number(rows[0]?.n ?? Number.NaN);
}

export interface MarketplaceSeed {
  mentors: number;
  sessions: number;
  /** Counts the list benchmark checks the API against. */
  totals: { group: number; onetooneNeet: number; groupNeetPhysics: number };
  seedMs: number;
}

/**
 * `mentors` mentors (users + mentor_profiles) and `count` sessions over the nine categories:
 * about 70 % group, about 10 % completed (in the past 60 days), the rest upcoming (the next 120
 * days), at IST hours 9 to 22, ₹0–999, 1 seat one-to-one and 1–50 for groups, some seats taken.
 */
export async function seedMarketplace(
  handle: DatabaseHandle,
  options: { mentors: number; sessions: number },
): Promise<MarketplaceSeed> {
  const started = performance.now();
  const { mentors, sessions } = options;
  // Guard: the SQL expression must agree with the app's own filterKeysOf().
  const sample = { category: "CAT Mentorship", subject: "Quantitative Aptitude", subjects: ["VARC"] };
  const expected = filterKeysOf(sample).sort();
  const got = await handle.db.execute(
    sql.raw(
      `select array(select distinct regexp_replace(lower(k), '\\s', '', 'g') from unnest(array['CAT Mentorship', 'Quantitative Aptitude'] || array['VARC']) as t(k) order by 1) as keys`,
    ),
  );
  const keys = (got as unknown as { rows: Array<{ keys: string[] }> }).rows[0]?.keys;
  if (JSON.stringify(keys) !== JSON.stringify(expected)) {
    throw new Error(
      `filter_keys SQL gives ${JSON.stringify(keys)}, filterKeysOf ${JSON.stringify(expected)}`,
    );
  }

  await exec(
    handle,
    `insert into users (id, name, email, email_verified, role)
     select 'bench-mentor-' || g, ${nameOf("g")}, 'mentor' || g || '@bench.toppers.test', true, 'mentor'
     from generate_series(1, ${mentors}) as g`,
  );
  await exec(
    handle,
    `insert into mentor_profiles (user_id, bio, subjects, expertise, education, domain)
     select 'bench-mentor-' || g,
       'Cleared ' || c.category || ' in ' || (2019 + g % 6) || ' and has mentored aspirants since.',
       array[(${subjectsMatrix()})[c.i][1], (${subjectsMatrix()})[c.i][2]],
       array[c.category], 'Graduate', c.category
     from generate_series(1, ${mentors}) as g
     cross join lateral (select 1 + g % ${CATEGORIES.length} as i,
       (${textArray(CATEGORIES)})[1 + g % ${CATEGORIES.length}] as category) as c`,
  );
  await exec(
    handle,
    `insert into sessions (id, mentor_id, title, description, subject, subjects, category, filter_keys,
       starts_at, duration_minutes, type, seats, seats_taken, price, status)
     select id, mentor_id, title, description, subject, subjects, category, ${FILTER_KEYS_SQL},
       starts_at, duration_minutes, type, seats, least(seats, seats_taken), price, status
     from (
       select
         substr(md5('bench-session:' || g), 1, 22) as id,
         'bench-mentor-' || (1 + ${h("mentor")} % ${mentors}) as mentor_id,
         c.category || ' ' || s.subject || ': ' ||
           (${textArray(THEMES)})[1 + ${h("theme")} % ${THEMES.length}] as title,
         'A live session for ' || c.category || ' aspirants on ' || s.subject ||
           ': bring your doubts, we solve them together and finish with a plan for the week.' as description,
         s.subject,
         case when ${h("extra")} % 3 = 0 then '{}'::text[]
              else array[(${subjectsMatrix()})[c.i][1 + (s.j + 1 + ${h("extra")} % 2) % 3]] end as subjects,
         c.category,
         case when t.completed
              then ${istStart(`-(1 + ${h("day")} % 60)::int`, `(9 + ${h("hour")} % 14)::int`)}
              else ${istStart(`(1 + ${h("day")} % 120)::int`, `(9 + ${h("hour")} % 14)::int`)} end as starts_at,
         (array[30, 60, 90, 120, 150, 180])[1 + ${h("duration")} % 6] as duration_minutes,
         t.type,
         t.seats,
         case when t.completed then t.seats else ${h("taken")} % (t.seats + 1) end as seats_taken,
         (${h("price")} % 1000)::int as price,
         case when t.completed then 'completed' else 'upcoming' end as status
       from generate_series(1, ${sessions}) as g
       cross join lateral (select 1 + ${h("category")} % ${CATEGORIES.length} as i,
         (${textArray(CATEGORIES)})[1 + ${h("category")} % ${CATEGORIES.length}] as category) as c
       cross join lateral (select ${h("subject")} % 3 as j,
         (${subjectsMatrix()})[c.i][1 + ${h("subject")} % 3] as subject) as s
       cross join lateral (select
         ${h("completed")} % 10 = 0 as completed,
         case when ${h("type")} % 10 < 7 then 'group' else 'onetoone' end as type,
         case when ${h("type")} % 10 < 7 then (1 + ${h("seats")} % 50)::int else 1 end as seats) as t
     ) as rows`,
  );
  // Fresh statistics, and no autovacuum catching up on 100,000 new rows during the measurement.
  await exec(handle, "vacuum analyze users");
  await exec(handle, "vacuum analyze mentor_profiles");
  await exec(handle, "vacuum analyze sessions");

  const neet = normalised("NEET");
  const totals = {
    group: await countOf(handle, "select count(*) as n from sessions where type = 'group'"),
    onetooneNeet: await countOf(
      handle,
      `select count(*) as n from sessions where type = 'onetoone' and filter_keys @> array['${neet}']::text[]`,
    ),
    // What the search "physcs neet" finds: NEET sessions with Physics as their subject or a further one.
    groupNeetPhysics: await countOf(
      handle,
      `select count(*) as n from sessions where type = 'group' and filter_keys @> array['${neet}', 'physics']::text[]`,
    ),
  };
  const all = await countOf(handle, "select count(*) as n from sessions");
  if (all !== sessions) throw new Error(`seeded ${all} sessions, expected ${sessions}`);
  return { mentors, sessions, totals, seedMs: performance.now() - started };
}

export interface ContentionSeed {
  sessionId: string;
  seats: number;
  price: number;
  students: Array<{ id: string; email: string }>;
  password: string;
  seedMs: number;
}

/**
 * `students` students who can sign in with one shared password (hashed once: better-auth's scrypt
 * costs tens of ms per hash), one mentor and one group session two days ahead with `seats` seats.
 * The rows are the ones createAccount() writes: users, student_profiles, and an auth_accounts row
 * with providerId 'credential', accountId = the user's id and the password hash.
 */
export async function seedContention(
  handle: DatabaseHandle,
  options: { students: number; seats: number; price: number },
): Promise<ContentionSeed> {
  const started = performance.now();
  const password = "bench-Password-2026";
  const hash = await hashPassword(password);
  const { students, seats, price } = options;
  await exec(
    handle,
    `insert into users (id, name, email, email_verified, role)
     select 'bench-student-' || g, ${nameOf("g")}, 'student' || g || '@bench.toppers.test', true, 'student'
     from generate_series(1, ${students}) as g`,
  );
  await exec(
    handle,
    `insert into student_profiles (user_id, interests, education_level, goal, domain)
     select 'bench-student-' || g, array['NEET']::text[], 'Class 12', 'Crack NEET next year', 'Medical'
     from generate_series(1, ${students}) as g`,
  );
  await handle.db.execute(
    sql`insert into auth_accounts (id, account_id, provider_id, user_id, password)
        select 'bench-account-' || g, 'bench-student-' || g, 'credential', 'bench-student-' || g, ${hash}
        from generate_series(1, ${students}) as g`,
  );
  await exec(
    handle,
    `insert into users (id, name, email, email_verified, role)
     values ('bench-contention-mentor', 'Dr. Kavya Menon', 'kavya.menon@bench.toppers.test', true, 'mentor')`,
  );
  await exec(
    handle,
    `insert into mentor_profiles (user_id, bio, subjects, expertise, education, domain)
     values ('bench-contention-mentor', 'AIR 112 in NEET 2021, now at AIIMS Delhi.', array['Biology'],
       array['NEET'], 'MBBS, AIIMS Delhi', 'Medical')`,
  );
  const sessionId = "bench-contention-session";
  const title = "NEET Biology: the last 50 days, chapter by chapter";
  const category = "NEET";
  const subject = "Biology";
  const subjects = ["Botany", "Zoology"];
  await handle.db.execute(
    sql`insert into sessions (id, mentor_id, title, description, subject, subjects, category, filter_keys,
          starts_at, duration_minutes, type, seats, seats_taken, price, status)
        values (${sessionId}, 'bench-contention-mentor', ${title},
          'Which chapters to revise first, how to use NCERT lines, and a timed set of 20 questions.',
          ${subject}, ${sql.raw(textArray(subjects))}, ${category},
          ${sql.raw(textArray(filterKeysOf({ category, subject, subjects })))},
          ${sql.raw(istStart("2", "18"))}, 90, 'group', ${seats}, 0, ${price}, 'upcoming')`,
  );
  await exec(handle, "analyze");
  return {
    sessionId,
    seats,
    price,
    students: Array.from({ length: students }, (_, i) => ({
      id: `bench-student-${i + 1}`,
      email: `student${i + 1}@bench.toppers.test`,
    })),
    password,
    seedMs: performance.now() - started,
  };
}

/** The contention session's seats_taken and bookings, read after the burst. */
export async function contentionOutcome(
  handle: DatabaseHandle,
  sessionId: string,
): Promise<{ seatsTaken: number; seatsHeld: number; holds: number; bookings: number; payments: number }> {
  const id = sessionId.replaceAll("'", "''");
  return {
    seatsTaken: await countOf(handle, `select seats_taken as n from sessions where id = '${id}'`),
    seatsHeld: await countOf(handle, `select seats_held as n from sessions where id = '${id}'`),
    holds: await countOf(handle, `select count(*) as n from seat_holds where session_id = '${id}'`),
    bookings: await countOf(handle, `select count(*) as n from bookings where session_id = '${id}'`),
    payments: await countOf(
      handle,
      `select count(*) as n from payments p join bookings b on b.id = p.booking_id where b.session_id = '${id}'`,
    ),
  };
}
