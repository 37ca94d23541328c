import { createHash } from "node:crypto";
import { STATEMENT_MESSAGES } from "@contract/statements";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bankStatements, statementLines, statementMappings } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { CommandRunner } from "../../lib/unit-of-work";
import { keyLines } from "./line-key";
import { parseStatement } from "./parse-statement";
import type { ColumnMapping, StatementProblem } from "./statement-line";

/** The one account whose statements are read today (a mapping is remembered per account). */
export const PLATFORM_ACCOUNT = "platform";

/** A statement that cannot be read: 422 with each problem's row and column, and nothing kept. */
export class StatementRefused extends AppError {
  constructor(
    message: string,
    readonly reason: string,
    readonly problems: StatementProblem[],
    readonly headers?: string[],
  ) {
    super(422, message);
  }
}

export interface UploadedStatement {
  id: string;
  fileName: string;
  format: string;
  lineCount: number;
  newLineCount: number;
}

/**
 * An admin uploads the platform account's statement (docs/decisions/025). It is read whole first; a
 * file with any problem keeps nothing. Then, in one transaction, the upload is recorded (who, when,
 * which file) and its lines are kept once each: a line already known from an earlier upload (its key:
 * the UTR, or date + amount + narration) is left as it is, so uploading the same or an overlapping
 * statement again changes nothing.
 */
export async function uploadStatement(
  commands: CommandRunner,
  db: Database,
  adminId: string,
  file: { name: string; bytes: Buffer },
  mappingGiven?: ColumnMapping,
): Promise<UploadedStatement> {
  const mapping = mappingGiven ?? (await rememberedMapping(db));
  const parsed = await parseStatement(file, mapping);
  if (!parsed.ok) {
    const message =
      parsed.code === "needsMapping" ? STATEMENT_MESSAGES.needsMapping : STATEMENT_MESSAGES.unreadable;
    throw new StatementRefused(message, parsed.code, parsed.problems, parsed.headers);
  }
  const keyed = keyLines(parsed.lines);
  const { value } = await commands.run(async ({ tx, now }) => {
    const id = newId();
    if (mappingGiven) {
      await tx
        .insert(statementMappings)
        .values({ account: PLATFORM_ACCOUNT, mapping: mappingGiven, updatedBy: adminId, updatedAt: now })
        .onConflictDoUpdate({
          target: statementMappings.account,
          set: { mapping: mappingGiven, updatedBy: adminId, updatedAt: now },
        });
    }
    await tx.insert(bankStatements).values({
      id,
      uploadedBy: adminId,
      uploadedAt: now,
      fileName: file.name.slice(0, 200),
      fileSha256: createHash("sha256").update(file.bytes).digest("hex"),
      format: parsed.format,
      lineCount: keyed.length,
      newLineCount: 0,
    });
    let added = 0;
    // In slices: one INSERT per 500 lines keeps each statement's parameters well under PostgreSQL's limit.
    for (let start = 0; start < keyed.length; start += 500) {
      const rows = keyed.slice(start, start + 500).map(({ key, line }) => ({
        id: newId(),
        statementId: id,
        row: line.row,
        date: line.date,
        narration: line.narration,
        reference: line.reference,
        credit: line.credit,
        debit: line.debit,
        utr: line.utr,
        payerName: line.payerName,
        payerVpa: line.payerVpa,
        lineKey: key,
      }));
      const inserted = await tx
        .insert(statementLines)
        .values(rows)
        .onConflictDoNothing({ target: statementLines.lineKey })
        .returning({ id: statementLines.id });
      added += inserted.length;
    }
    await tx.update(bankStatements).set({ newLineCount: added }).where(eq(bankStatements.id, id));
    return { id, fileName: file.name, format: parsed.format, lineCount: keyed.length, newLineCount: added };
  });
  return value;
}

async function rememberedMapping(db: Database): Promise<ColumnMapping | undefined> {
  const [row] = await db
    .select({ mapping: statementMappings.mapping })
    .from(statementMappings)
    .where(eq(statementMappings.account, PLATFORM_ACCOUNT));
  return row?.mapping;
}
