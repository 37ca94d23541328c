import pg from "pg";

/** Helpers for tests that make PostgreSQL databases of their own on the server at TEST_DATABASE_URL. */

/** Runs one statement (`create database …`, `drop database …`) on the server at `serverUrl`. */
export async function onDatabaseServer(serverUrl: string | undefined, statement: string): Promise<void> {
  if (!serverUrl) throw new Error("this test needs TEST_DATABASE_URL");
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server's URL with another database name. */
export function withDatabase(serverUrl: string, name: string): string {
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
