/**
 * What `npm run phone-profile` and `npm run lighthouse` share: the production build started on a free
 * port over a throwaway data directory filled by `npm run seed:demo`, demo sign-ins, and the eight
 * pages of the phone profile (docs/decisions/029) (in English and at their /hi address) with what each page is for.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { HINDI_PREFIX } from "@contract/i18n";
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_STUDENTS } from "./demo-data";

export const ROOT = path.resolve(import.meta.dirname, "..");

/** Who a page is opened as: nobody, the first demo student, or the demo admin. */
export type Viewer = "anonymous" | "student" | "admin";

export interface ProfiledPage {
  /** The row's name, e.g. "mentor page". */
  name: string;
  language: "en" | "hi";
  /** The address opened, with its /hi prefix for the Hindi twin. */
  path: string;
  viewer: Viewer;
  /**
   * What the user came for: the page counts as showing it once the first element matching this
   * selector is drawn (and, for an image, decoded). Never language-dependent.
   */
  content: string;
  contentLabel: string;
}

export interface DemoServer {
  url: string;
  dataDir: string;
  /** The cookie header of each signed-in viewer. */
  cookies: Record<Exclude<Viewer, "anonymous">, string>;
  pages: ProfiledPage[];
  stop(): Promise<void>;
}

export function cpuPressure(): string | undefined {
  try {
    return fs.readFileSync("/proc/pressure/cpu", "utf8").split("\n")[0];
  } catch {
    return undefined;
  }
}

/** The share of the last 10 s in which some task waited for a CPU (from cpuPressure()). */
export function cpuBusyPercent(pressure: string | undefined): number {
  return Number(/avg10=([\d.]+)/.exec(pressure ?? "")?.[1] ?? 0);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The build to measure: `distEnv` names a build made with BUILD_DIR; else dist/, built when missing. */
export function ensureBuild(distEnv: string): string {
  const distDir = path.resolve(ROOT, process.env[distEnv] ?? "dist");
  const ready = () =>
    fs.existsSync(path.join(distDir, "server/main.js")) &&
    fs.existsSync(path.join(distDir, "web/index.html"));
  if (ready()) return distDir;
  if (process.env[distEnv]) {
    throw new Error(`${distEnv}=${process.env[distEnv]} holds no build (run BUILD_DIR=… npm run build)`);
  }
  console.log("No build found: building first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the build failed");
  return distDir;
}

/**
 * The environment of the seed and the server: the embedded database in `dataDir`, never a database
 * or Redis the shell happens to point at (the demo would land in someone's data).
 */
function isolatedEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  return env;
}

async function startServer(distDir: string, dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(distDir, "server/main.js")], {
    cwd: ROOT,
    env: {
      ...isolatedEnv(dataDir),
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST_DIR: path.join(distDir, "web"),
      RATE_LIMIT: "off",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("the server did not answer /api/health within 60 s");
}

/** Signs in through the login form's own call and returns the auth cookies as a Cookie header. */
export async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, role: "student" }),
  });
  if (!response.ok)
    throw new Error(`signing in ${email} answered ${response.status}: ${await response.text()}`);
  // Only the auth cookies: the language cookie would make the unprefixed address follow it.
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair.startsWith("tc."))
    .join("; ");
}

async function getJson<T>(url: string, cookie?: string): Promise<T> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

interface SessionItem {
  id: string;
  price: number;
  seatsLeft: number;
  closedReason: string | null;
  status: string;
  mentor: { slug: string | null };
}

/**
 * The eight pages of the phone profile's table (docs/decisions/029), English then Hindi, with real demo data: the first listed
 * mentor, an upcoming session, and for the payment page an upcoming paid session the student has
 * not booked (the page then holds a seat and shows the UPI QR).
 */
async function demoPages(url: string, studentCookie: string): Promise<ProfiledPage[]> {
  const directory = await getJson<{ items: { slug: string }[] }>(`${url}/api/mentors/directory`);
  const mentorSlug = directory.items[0]?.slug;
  const list = await getJson<{ items: SessionItem[] }>(`${url}/api/sessions?type=group&pageSize=50`);
  const open = list.items.filter((s) => s.closedReason === null && s.status === "upcoming");
  const mine = new Set(
    (await getJson<{ sessionId: string }[]>(`${url}/api/me/bookings`, studentCookie)).map((b) => b.sessionId),
  );
  const session = open[0];
  const toPay = open.find((s) => s.price > 0 && s.seatsLeft > 0 && !mine.has(s.id));
  if (!mentorSlug || !session || !toPay) throw new Error("the demo data has no mentor or open session");

  const english: Omit<ProfiledPage, "language">[] = [
    { name: "home", path: "/", viewer: "anonymous", content: "main h1", contentLabel: "the hero heading" },
    {
      name: "booking sessions",
      path: "/booking-sessions",
      viewer: "anonymous",
      content: "main article",
      contentLabel: "the first session card",
    },
    {
      name: "mentors",
      path: "/mentors",
      viewer: "anonymous",
      content: "main article",
      contentLabel: "the first mentor card",
    },
    {
      name: "mentor page",
      path: `/mentors/${mentorSlug}`,
      viewer: "anonymous",
      content: "main h1#mentor-name",
      contentLabel: "the mentor's name heading",
    },
    {
      name: "session page",
      path: `/sessions/${session.id}`,
      viewer: "anonymous",
      // Not the heading: while the session loads, the page's heading says "Loading".
      content: 'main a[href*="/mentors/"]',
      contentLabel: "the mentor line under the session's title",
    },
    {
      name: "student dashboard",
      path: "/student-dashboard",
      viewer: "student",
      content: "main article",
      contentLabel: "the first booked session's card",
    },
    {
      name: "payment (QR)",
      path: `/payment/${toPay.id}`,
      viewer: "student",
      content: 'main section[aria-labelledby="payment-methods-heading"] img',
      contentLabel: "the UPI QR image",
    },
    {
      name: "admin payments",
      path: "/admin-dashboard?tab=payments",
      viewer: "admin",
      content: "main table tbody tr",
      contentLabel: "the first payment row",
    },
  ];
  const hindi = english.map((page) => ({
    ...page,
    language: "hi" as const,
    path: page.path === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${page.path}`,
  }));
  return [...english.map((page) => ({ ...page, language: "en" as const })), ...hindi];
}

/**
 * Builds (when needed), seeds a fresh data directory with the demo marketplace, starts the built
 * server on it, and signs in the demo student and admin.
 */
export async function startDemoServer(distEnv: string): Promise<DemoServer> {
  const distDir = ensureBuild(distEnv);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "toppers-profile-"));
  console.log("Seeding the demo data (npm run seed:demo)...");
  const seed = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed-demo.ts"], {
    cwd: ROOT,
    env: isolatedEnv(dataDir),
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`seed:demo failed:\n${seed.stdout}\n${seed.stderr}`);
  const { child, url } = await startServer(distDir, dataDir);
  try {
    const firstStudent = DEMO_STUDENTS[0] ?? "";
    const student = await signIn(url, `${firstStudent.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`);
    const admin = await signIn(url, DEMO_ADMIN.email);
    const pages = await demoPages(url, student);
    return {
      url,
      dataDir,
      cookies: { student, admin },
      pages,
      async stop() {
        if (child.exitCode === null) {
          child.kill("SIGTERM");
          await new Promise((resolve) => child.once("exit", resolve));
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A page's address filter on the command line: `-- /mentors /hi` keeps the rows whose path starts so. */
export function selectPages(pages: ProfiledPage[], args: string[]): ProfiledPage[] {
  const wanted = args.filter((arg) => arg.startsWith("/"));
  if (wanted.length === 0) return pages;
  return pages.filter((page) => wanted.some((w) => page.path === w || page.path.startsWith(`${w}/`)));
}
