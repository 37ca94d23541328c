import { defineConfig } from "drizzle-kit";

// `npm run db:generate` diffs the schema against the committed migrations and writes the next SQL
// migration. The server applies them at start-up (src/server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
  casing: "snake_case",
});
