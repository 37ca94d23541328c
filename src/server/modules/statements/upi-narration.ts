/*
 * What a bank's narration says about a UPI (or IMPS) transfer: the 12-digit RRN that UPI apps show
 * as the "UTR" / "UPI transaction ID" (the proof a student gives, docs/product.md §10.12), the other
 * party's name and UPI id. Each bank lays these out its own way:
 *
 *   HDFC   UPI-ASHA VERMA-ASHAVERMA@OKHDFCBANK-HDFC0001234-412345678901-NOTE
 *   ICICI  UPI/412345678901/NOTE/asha.verma@okicici/ICICI Bank/...
 *   SBI    BY TRANSFER-UPI/CR/412345678901/ASHA VERMA/SBIN/asha@oksbi/NOTE
 *   Axis   UPI/P2A/412345678901/ASHA VERMA/HDFC BANK/NOTE
 *   Kotak  UPI/ASHA VERMA/412345678901/NOTE
 *   IMPS   IMPS-412345678901-ASHA VERMA-HDFC-XXXXXXXX1234-NOTE, MMT/IMPS/412345678901/ASHA VERMA/...
 *
 * and the booking reference, which the UPI link puts in the note and as the transaction reference
 * (`bookings/payment-request.ts`), may be anywhere in it.
 */

export interface UpiDetails {
  utr: string | null;
  payerName: string | null;
  payerVpa: string | null;
}

const NOTHING: UpiDetails = { utr: null, payerName: null, payerVpa: null };

const RRN = /^\d{12}$/;
const VPA = /^[a-z0-9][a-z0-9._-]{0,254}@[a-z][a-z0-9.]{1,63}$/i;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/i;
/** Words that stand where a name could: direction and kind codes, not people. */
const CODES = new Set([
  "UPI",
  "IMPS",
  "MMT",
  "CR",
  "DR",
  "P2A",
  "P2M",
  "P2P",
  "MOB",
  "RRN",
  "REV",
  "IN",
  "OUT",
  "NA",
]);

const clean = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

function nameLike(token: string | undefined): string | null {
  const name = clean(token);
  if (!/^[a-z][a-z .'&]*$/i.test(name) || name.length < 2 || CODES.has(name.toUpperCase())) return null;
  return name;
}

function vpaOf(token: string | undefined): string | null {
  const vpa = clean(token);
  return VPA.test(vpa) ? vpa.toLowerCase() : null;
}

/** "Payment from Asha" in an ICICI note: the payer's name when the layout has no name field. */
function nameFromNote(note: string | undefined): string | null {
  const m = /^(?:payment|paid|sent|money|received)\s+from\s+(.+)$/i.exec(clean(note));
  return m ? nameLike(m[1]) : null;
}

/** HDFC's dash-separated layout: UPI-NAME-VPA-IFSC-RRN-NOTE (a UPI id may itself hold a dash). */
function dashed(tokens: string[], scheme: "UPI" | "IMPS"): UpiDetails {
  const r = tokens.findIndex((t, i) => i > 0 && RRN.test(clean(t)));
  if (scheme === "IMPS") {
    // IMPS-RRN-NAME-BANK-ACCOUNT-NOTE
    return {
      utr: r > 0 ? clean(tokens[r]) : null,
      payerName: r > 0 ? nameLike(tokens[r + 1]) : null,
      payerVpa: null,
    };
  }
  const end = tokens.findIndex((t, i) => i > 2 && (IFSC.test(clean(t)) || RRN.test(clean(t))));
  const vpa = vpaOf(tokens.slice(2, end > 2 ? end : 3).join("-")) ?? tokens.map(vpaOf).find(Boolean) ?? null;
  return { utr: r > 0 ? clean(tokens[r]) : null, payerName: nameLike(tokens[1]), payerVpa: vpa };
}

/** The slash-separated layouts of ICICI, SBI, Axis, Kotak and IMPS. */
function slashed(tokens: string[], scheme: "UPI" | "IMPS"): UpiDetails {
  const r = tokens.findIndex((t) => RRN.test(clean(t)));
  const payerVpa = tokens.map(vpaOf).find(Boolean) ?? null;
  if (r < 0) return { utr: null, payerName: nameLike(tokens[1]), payerVpa };
  const before = clean(tokens[r - 1]).toUpperCase();
  let payerName: string | null;
  if (r === 1 && scheme === "IMPS")
    payerName = nameLike(tokens[2]); // IMPS/RRN/NAME/...
  else if (r === 1)
    payerName = nameFromNote(tokens[2]); // ICICI: UPI/RRN/NOTE/VPA/BANK
  else if (CODES.has(before))
    payerName = nameLike(tokens[r + 1]); // SBI, Axis, IMPS: .../CR/RRN/NAME/...
  else payerName = nameLike(tokens[r - 1]); // Kotak: UPI/NAME/RRN/...
  return { utr: clean(tokens[r]), payerName, payerVpa };
}

/** The UTR, name and UPI id in a narration; nulls for what it does not carry (NEFT, cheques, charges). */
export function readUpiNarration(narration: string): UpiDetails {
  const text = clean(narration);
  // "BY TRANSFER-UPI/CR/...", "TO TRANSFER-UPI/DR/...", "MMT/IMPS/...": read from the scheme on.
  const start = /(?:^|[^A-Z0-9])(UPI|IMPS)([/-])/i.exec(text);
  if (!start) {
    // A layout we do not know (a mapped bank): a UPI id standing alone is still worth having.
    const vpa = text.split(" ").map(vpaOf).find(Boolean) ?? null;
    return vpa ? { ...NOTHING, payerVpa: vpa } : NOTHING;
  }
  const scheme = (start[1] ?? "").toUpperCase() as "UPI" | "IMPS";
  const from = start.index + (start[0].length - (start[1] ?? "").length - 1);
  const rest = text.slice(from);
  if (start[2] === "-") return dashed(rest.split("-"), scheme);
  return slashed(rest.split("/"), scheme);
}

/** A 12-digit RRN in the bank's reference column (HDFC pads it to 16 digits with zeros). */
export function utrFromReference(reference: string | null): string | null {
  const m = /^0{0,4}(\d{12})$/.exec(clean(reference ?? ""));
  return m?.[1] && !/^0+$/.test(m[1]) ? m[1] : null;
}

/*
 * A booking reference is "TC" and 8 characters of Crockford base-32 (`bookingReference` in
 * bookings/payment-request.ts, `base32` in lib/keyring.ts). Banks upper-case and cut narrations and
 * some drop the spaces ("TOPPERSCONNECTTC7K3M9QXA"), and a student typing it may write O for 0 or
 * I/L for 1, as Crockford's decoding allows.
 */
const REFERENCE = /(?<![A-Z0-9])TC([0-9A-Z]{8})(?![A-Z0-9@_])|CONNECT\s*TC([0-9A-Z]{8})(?![A-Z0-9@_])/gi;

/** The booking reference a narration carries (normalised, e.g. "TC7K3M9QXA"), or null. */
export function findReference(narration: string): string | null {
  for (const m of narration.matchAll(REFERENCE)) {
    const code = (m[1] ?? m[2] ?? "").toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
    if (!code.includes("U")) return `TC${code}`;
  }
  return null;
}
