/**
 * Create a user of any role from the command line:
 *
 *   npm run user:create -- --role mentor --email rohan@example.com --name "Rohan Mehta" [--phone 98xxxxxxxx] [--password ...]
 *
 * Without --password the person gets an invitation email (a link to set their password, valid 7
 * days): through SMTP_URL, or as a file in DATA_DIR/outbox. Uses the same settings as the server;
 * with the embedded database, stop the server first (one process per data directory).
 */
import { parseArgs } from "node:util";
import { PASSWORD_MAX, PASSWORD_MIN, phoneSchema } from "@contract/auth";
import { roleSchema } from "@contract/users";
import { z } from "zod";
import { buildApp } from "../src/server/app";
import { ConfigError, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { AppError } from "../src/server/lib/errors";
import { createAccount } from "../src/server/modules/auth/create-account";
import { inviteUser } from "../src/server/modules/auth/invite-user";
import { EMAIL_DELIVER_QUEUE } from "../src/server/modules/outbox/outbox";

const argsSchema = z.object({
  role: roleSchema,
  email: z.email().transform((value) => value.toLowerCase()),
  name: z.string().trim().min(1),
  phone: phoneSchema.optional(),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX).optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      role: { type: "string" },
      email: { type: "string" },
      name: { type: "string" },
      phone: { type: "string" },
      password: { type: "string" },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      "usage: npm run user:create -- --role student|mentor|admin --email EMAIL --name NAME [--phone PHONE] [--password PASSWORD]",
    );
    for (const issue of parsed.error.issues) console.error(`  --${issue.path.join(".")}: ${issue.message}`);
    process.exit(2);
  }
  const args = parsed.data;
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const account = { name: args.name, email: args.email, role: args.role, phone: args.phone ?? null };
    if (args.password) {
      // The operator typed the address and its password: nobody else can verify it.
      const { id } = await createAccount(database.db, {
        ...account,
        password: args.password,
        emailVerified: true,
      });
      console.log(`created ${args.role} ${args.email} (${id}); they can log in now`);
    } else {
      // The app's own services, so that the invitation goes through the outbox like every email,
      // and is delivered now (SMTP_URL, or the outbox folder) rather than by the next server start.
      const app = await buildApp({ config, database, logger: false });
      try {
        await app.ready();
        await app.jobs.start({ work: false });
        const { id } = await inviteUser(app.commands, account);
        await app.jobs.runDue([EMAIL_DELIVER_QUEUE]);
        console.log(`created ${args.role} ${args.email} (${id}) and sent an invitation to set a password`);
      } finally {
        await app.close();
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof AppError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
