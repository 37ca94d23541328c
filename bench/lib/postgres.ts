import pg from "pg";

/**
 * The PostgreSQL server the PostgreSQL rows run on: BENCH_DATABASE_URL, by default the local
 * PostgreSQL 15 with trust authentication. Its database part names only the database to connect
 * to for CREATE/DROP DATABASE; every run works in scratch databases of its own. BENCH_DATABASE_URL=off
 * skips the PostgreSQL rows.
 */
export function adminUrlFromEnv(): string | undefined {
  const raw = process.env.BENCH_DATABASE_URL;
  if (raw === "off" || raw === "0" || raw === "false") return undefined;
  return raw || "postgres://postgres@127.0.0.1:5432/postgres";
}

/** Undefined when PostgreSQL answers at `adminUrl`, otherwise why not. */
export async function unreachable(adminUrl: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const result = await client.query<{ server_version: string }>("show server_version");
    const version = result.rows[0]?.server_version ?? "?";
    // `drop database … with (force)` needs 13.
    if (!(Number.parseInt(version, 10) >= 13)) return `PostgreSQL ${version} is too old (13 or newer needed)`;
    return undefined;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function serverVersion(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (
      (await client.query<{ server_version: string }>("show server_version")).rows[0]?.server_version ?? "?"
    );
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new empty database `name` on the server at `adminUrl` (dropped first if a previous run left it). */
export async function createScratchDatabase(adminUrl: string, name: string): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
