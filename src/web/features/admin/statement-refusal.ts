import { type ColumnMappingBody, statementProblemsSchema } from "@contract/statements";
import { isApiError } from "@/lib/api";
import { codeOfBody, translateMessage } from "@/lib/server-message";

/*
 * What the Bank statement tab makes of a refused upload (docs/decisions/025): the server answers 422
 * with the file's problems, each naming its row and column, or, for a bank it does not know, the
 * file's header names so that the admin can say which column is which.
 */

export type StatementProblem = {
  row: number | null;
  column: string | null;
  message: string;
  /** `statementProblem.<key>` and its values: the admin's language says it (docs/decisions/025). */
  code?: string;
  params?: Record<string, string>;
};

export type StatementRefusal =
  | { kind: "needsMapping"; message: string; headers: string[] }
  | { kind: "problems"; message: string; problems: StatementProblem[] };

/** A 422 answer of the upload as the tab shows it; anything else (a 400, a 500, no network) is null. */
export function refusalOf(error: unknown): StatementRefusal | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const parsed = statementProblemsSchema.safeParse(error.body);
  if (!parsed.success) return null;
  const { code, params } = codeOfBody(error.body);
  const message = translateMessage(parsed.data.message, code, params);
  const headers = (parsed.data.headers ?? []).filter((name) => name.trim() !== "");
  if (parsed.data.reason === "needsMapping" && headers.length > 0) {
    return { kind: "needsMapping", message, headers: [...new Set(headers)] };
  }
  return { kind: "problems", message, problems: parsed.data.problems };
}

/** The columns the admin names, in the order the form asks for them. */
export const MAPPING_FIELDS = ["date", "narration", "reference", "credit", "debit"] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];
/** Every field but the reference must name a column. */
export const OPTIONAL_MAPPING_FIELDS: ReadonlySet<MappingField> = new Set(["reference"]);

export type MappingChoice = Record<MappingField, string>;

// Words banks put in their header names (lower case); the first header holding one is the guess.
const HINTS: Record<MappingField, readonly RegExp[]> = {
  date: [/\b(txn|transaction|tran|posting|value)?\s*(date|dt)\b/, /\bdate|\bon$/],
  narration: [/narration|remarks?|description|particulars|details/],
  reference: [/ref|chq|cheque|utr|rrn/],
  credit: [/credit|deposit|money in|\bcr\b|received/],
  debit: [/debit|withdraw|money out|\bdr\b|paid out/],
};

/**
 * A first guess of the mapping from the header names, for the admin to check: each field takes the
 * first header whose name sounds like it, and no header is given to two fields. Empty: no guess.
 */
export function guessMapping(headers: readonly string[]): MappingChoice {
  const taken = new Set<string>();
  const choice = { date: "", narration: "", reference: "", credit: "", debit: "" } as MappingChoice;
  // Money first: "Value Date" must not be taken for a credit, nor "Credit Ref" for a reference.
  for (const field of ["credit", "debit", "date", "narration", "reference"] as const) {
    for (const hint of HINTS[field]) {
      const found = headers.find((name) => !taken.has(name) && hint.test(name.toLowerCase()));
      if (found) {
        choice[field] = found;
        taken.add(found);
        break;
      }
    }
  }
  return choice;
}

/** The fields still without a column (the reference may stay empty). */
export function missingFields(choice: MappingChoice): MappingField[] {
  return MAPPING_FIELDS.filter((field) => !OPTIONAL_MAPPING_FIELDS.has(field) && choice[field] === "");
}

/** The mapping the server is sent: a reference left empty is not sent at all. */
export function mappingBody(choice: MappingChoice): ColumnMappingBody {
  return {
    date: choice.date,
    narration: choice.narration,
    ...(choice.reference ? { reference: choice.reference } : {}),
    credit: choice.credit,
    debit: choice.debit,
  };
}
