/**
 * The admin dashboard's tables on a large site: 50,000 students, 1,000 mentors, 20,000 sessions
 * and 100,000 bookings with their payments, seeded with set-based SQL (see seed.ts), then each
 * table page requested over HTTP from the built app as a signed-in admin: the first pages admins
 * open, each filter, a search, and a deep page.
 */
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../src/server/db/client";
import { httpRequest } from "./http";
import { seedMarketplace } from "./seed";
import type { ServerProcess } from "./servers";
import { mean, percentile } from "./stats";

export const ADMIN_SITE = { students: 50_000, mentors: 1_000, sessions: 20_000, payments: 100_000 };
const ADMIN_EMAIL = "admin@bench.toppers.test";
const ADMIN_PASSWORD = "bench-Admin-Password-2026";

/** The pages measured: what an admin opens, with each filter, a search and a deep page. */
export const ADMIN_PAGES: { name: string; path: string }[] = [
  { name: "overview", path: "/api/admin/overview" },
  { name: "students p1", path: "/api/admin/students?page=1&pageSize=25" },
  { name: "students p1000", path: "/api/admin/students?page=1000&pageSize=25" },
  { name: "students NEET p3", path: "/api/admin/students?domain=NEET&page=3&pageSize=25" },
  { name: "students search", path: "/api/admin/students?q=kavya&page=1&pageSize=25" },
  { name: "mentors p1", path: "/api/admin/mentors?page=1&pageSize=25" },
  { name: "mentors JEE search", path: "/api/admin/mentors?domain=JEE&q=sharma&page=1&pageSize=25" },
  { name: "sessions upcoming p1", path: "/api/admin/sessions?status=upcoming&page=1&pageSize=25" },
  {
    name: "sessions ended NEET",
    path: "/api/admin/sessions?status=completed&domain=NEET&page=2&pageSize=25",
  },
  { name: "payments p1", path: "/api/admin/payments?page=1&pageSize=25" },
  { name: "payments pending p1", path: "/api/admin/payments?status=created&page=1&pageSize=25" },
  { name: "payments JEE paid p2", path: "/api/admin/payments?status=paid&domain=JEE&page=2&pageSize=50" },
  { name: "payments search", path: "/api/admin/payments?q=rohan&page=1&pageSize=25" },
  { name: "payments p2000", path: "/api/admin/payments?page=2000&pageSize=50" },
  { name: "applications new", path: "/api/admin/applications?status=new&page=1&pageSize=25" },
];

/** The payments table's pages for the load run of `npm run bench` (paths under /api/admin/payments). */
export const ADMIN_PAYMENT_PAGES = ADMIN_PAGES.filter((p) => p.path.startsWith("/api/admin/payments")).map(
  (p) => p.path,
);

async function exec(handle: DatabaseHandle, text: string): Promise<void> {
  await handle.db.execute(sql.raw(text));
}

/** A deterministic number in [0, 2^31) from the row number and a salt (as seed.ts does). */
const h = (salt: string, row = "g") => `(hashtext(${row}::text || ':${salt}')::bigint & 2147483647)`;

const NAMES =
  "array['Aarav','Ananya','Vihaan','Diya','Arjun','Ishita','Kabir','Meera','Rohan','Saanvi','Aditya','Priya','Karthik','Sneha','Kavya','Rahul']::text[]";
const SURNAMES =
  "array['Sharma','Iyer','Reddy','Patel','Nair','Gupta','Menon','Verma','Das','Kulkarni','Singh','Rao']::text[]";

/**
 * Seeds the site. Every student books two different sessions; payments are about 60 % verified,
 * 25 % awaiting verification and 15 % disapproved, made over the last 60 days. Rows are the ones
 * the product's commands write (users + profiles, bookings + payments with a reference).
 */
export async function seedAdminSite(handle: DatabaseHandle): Promise<{ seedMs: number }> {
  const started = performance.now();
  const { students, sessions, payments, mentors } = ADMIN_SITE;
  await seedMarketplace(handle, { mentors, sessions });
  await exec(
    handle,
    `insert into users (id, name, email, email_verified, role, created_at)
     select 'bench-student-' || g,
       (${NAMES})[1 + g % 16] || ' ' || (${SURNAMES})[1 + (g / 16) % 12],
       'student' || g || '@bench.toppers.test', true, 'student',
       now() - make_interval(mins => g)
     from generate_series(1, ${students}) as g`,
  );
  await exec(
    handle,
    `insert into student_profiles (user_id, interests, education_level, goal, domain)
     select 'bench-student-' || g, array['Mock tests']::text[], 'Class 12', 'Clear the exam next year',
       (array['General','JEE','NEET','UPSC','GATE'])[1 + ${h("domain")} % 5]
     from generate_series(1, ${students}) as g`,
  );
  // Booking g: student 1 + (g - 1) % students (twice each); two different sessions per student.
  await exec(
    handle,
    `insert into bookings (id, session_id, student_id, created_at)
     select 'bench-booking-' || g,
       substr(md5('bench-session:' || (1 + (((g - 1) % ${students}) * 7 + ((g - 1) / ${students}) * 13) % ${sessions})), 1, 22),
       'bench-student-' || (1 + (g - 1) % ${students}),
       now() - make_interval(secs => (${h("when")} % (60 * 86400))::int)
     from generate_series(1, ${payments}) as g`,
  );
  await exec(
    handle,
    `insert into payments (id, booking_id, amount, status, reference, domain, proof_key, created_at, updated_at)
     select 'bench-payment-' || substr(b.id, 15), b.id, s.price,
       case when ${h("status", "b.id")} % 20 < 12 then 'paid'
            when ${h("status", "b.id")} % 20 < 17 then 'created' else 'failed' end,
       'TC' || upper(substr(md5(b.id), 1, 8)),
       case s.category when 'IIT JEE' then 'JEE' when 'BITSAT' then 'JEE' when 'NEET' then 'NEET'
         when 'UPSC' then 'UPSC' when 'GATE' then 'GATE' else 'General' end,
       'bench/proofs/' || b.id || '.webp', b.created_at, b.created_at
     from bookings b inner join sessions s on s.id = b.session_id
     where b.id like 'bench-booking-%'`,
  );
  await exec(
    handle,
    `insert into mentor_applications (id, name, email, phone, dob, education, experience, status, created_at)
     select 'bench-application-' || g, (${NAMES})[1 + g % 16] || ' ' || (${SURNAMES})[1 + g % 12],
       'applicant' || g || '@bench.toppers.test', '+91 98765 43210', date '2004-05-01',
       'B.Tech, IIT Delhi', 'Mentored juniors for JEE Main',
       (array['new','approved','rejected'])[1 + g % 3], now() - make_interval(hours => g)
     from generate_series(1, 300) as g`,
  );
  const hash = await hashPassword(ADMIN_PASSWORD);
  await handle.db.execute(
    sql`insert into users (id, name, email, email_verified, role) values ('bench-admin', 'Bench Admin', ${ADMIN_EMAIL}, true, 'admin')`,
  );
  await handle.db.execute(
    sql`insert into auth_accounts (id, account_id, provider_id, user_id, password)
        values ('bench-admin-account', 'bench-admin', 'credential', 'bench-admin', ${hash})`,
  );
  for (const table of ["users", "student_profiles", "bookings", "payments", "mentor_applications"]) {
    await exec(handle, `vacuum analyze ${table}`);
  }
  const counted = (await handle.db.execute(sql.raw("select count(*) as n from payments"))) as unknown as {
    rows: { n: unknown }[];
  };
  if (Number(counted.rows[0]?.n) !== payments) throw new Error(`seeded ${counted.rows[0]?.n} payments`);
  return { seedMs: performance.now() - started };
}

/** Signs the seeded admin in; answers the cookie. */
export async function adminCookie(app: ServerProcess): Promise<string> {
  const body = JSON.stringify({
    role: "student",
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
    rememberMe: false,
  });
  const res = await httpRequest("POST", `${app.url}/api/auth/sign-in`, {
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    body,
  });
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}: ${res.body.toString()}`);
  const raw = res.headers["set-cookie"] ?? [];
  return raw.map((c) => c.split(";")[0]).join("; ");
}

export interface PageTiming {
  name: string;
  rows: number;
  total: number;
  meanMs: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Each page `calls` times in turn (after a few untimed calls), one request at a time over HTTP, so
 * that the figure is the answer time an admin sees, not queueing behind other requests.
 */
export async function timeAdminPages(
  app: ServerProcess,
  cookie: string,
  calls: number,
): Promise<PageTiming[]> {
  const results: PageTiming[] = [];
  for (const page of ADMIN_PAGES) {
    const url = `${app.url}${page.path}`;
    let rows = 0;
    let total = 0;
    for (let i = 0; i < 5; i++) {
      const res = await httpRequest("GET", url, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}: ${res.body.toString()}`);
      const answer = JSON.parse(res.body.toString()) as { items?: unknown[]; total?: number };
      rows = answer.items?.length ?? 1;
      total = answer.total ?? 1;
    }
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const res = await httpRequest("GET", url, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}`);
      times.push(res.ms);
    }
    results.push({
      name: page.name,
      rows,
      total,
      meanMs: mean(times),
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: Math.max(...times),
    });
  }
  return results;
}
