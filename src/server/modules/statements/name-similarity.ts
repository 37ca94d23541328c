/*
 * How close the payer's name on a bank line is to a student's name (0 to 1), for the matcher's
 * suggestions (docs/decisions/025). A suggestion is only shown to a person, never approved by itself,
 * so the measure aims to put the right student in front of the admin, not to prove identity.
 *
 * Banks write names their own way: "ASHA VERMA", "VERMA ASHA", "A VERMA", "ASHA K VERMA", cut to
 * a field's width ("ASHA VERM"), or glued from the UPI id ("ASHAVERMA"). So the measure is:
 *
 * 1. Normalise both: Latin letters only (accents dropped, case folded; Devanagari and other scripts
 *    give nothing to compare, since bank narrations are in Latin letters), honorifics dropped
 *    (Mr, Ms, Dr, Shri, Smt, Kumari...), split into words.
 * 2. Pair the words of the two names, best pairs first, each word used once. A pair scores 1 when
 *    equal, 0.95 when one is the other cut short (at least 3 letters and 60 % of it), 0.9 for an
 *    initial ("A" and "Asha"), else its Jaro-Winkler similarity when that is at least 0.9 (a typo or
 *    a spelling variant: "Sharma" / "Sarma"), else 0.
 * 3. The name score is the pairs' sum over the shorter name's word count when both names have two
 *    words or more (a middle name is often left out), and over the longer one's otherwise (a lone
 *    "ASHA" is not enough for "Asha Verma"). At least one pair must be a whole word, not an initial.
 * 4. Also the two names glued together ("ASHAVERMA" against "Asha Verma", either word order), by
 *    Jaro similarity (without Winkler's bonus for a shared start, which a shared first name would
 *    get), when both have 6 letters or more and their lengths differ by at most 20 %.
 *
 * The score is the larger of 3 and 4; the matcher suggests from NAME_MATCH_THRESHOLD (0.85) up.
 * Jaro-Winkler on whole names alone was not enough: it favours a shared start, so "ASHA" against
 * "ASHAVERMA" scores 0.89, and it punishes reordered words.
 */

export const NAME_MATCH_THRESHOLD = 0.85;

const HONORIFICS = new Set(["mr", "mrs", "ms", "miss", "dr", "shri", "sri", "smt", "kumari", "km", "kum"]);

/** The words of a name: Latin letters only, lower case, honorifics dropped. */
export function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0 && !HONORIFICS.has(word));
}

export function nameSimilarity(a: string, b: string): number {
  return wordsSimilarity(nameWords(a), nameWords(b));
}

/** The same, on names already split by `nameWords` (the matcher splits each name once). */
export function wordsSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  return Math.max(pairedScore(a, b), gluedScore(a, b));
}

function pairedScore(a: readonly string[], b: readonly string[]): number {
  const pairs: { i: number; j: number; score: number }[] = [];
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const score = wordScore(a[i] as string, b[j] as string);
      if (score > 0) pairs.push({ i, j, score });
    }
  }
  pairs.sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  let sum = 0;
  let wholeWord = false;
  for (const pair of pairs) {
    if (usedA.has(pair.i) || usedB.has(pair.j)) continue;
    usedA.add(pair.i);
    usedB.add(pair.j);
    sum += pair.score;
    if ((a[pair.i] as string).length > 1 && (b[pair.j] as string).length > 1) wholeWord = true;
  }
  if (!wholeWord) return 0;
  const shorter = Math.min(a.length, b.length);
  const denominator = shorter >= 2 ? shorter : Math.max(a.length, b.length);
  return sum / denominator;
}

function wordScore(x: string, y: string): number {
  if (x === y) return 1;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length === 1) return long.startsWith(short) ? 0.9 : 0;
  if (short.length >= 3 && short.length >= 0.6 * long.length && long.startsWith(short)) return 0.95;
  const similarity = jaroWinkler(x, y);
  return similarity >= 0.9 ? similarity : 0;
}

function gluedScore(a: readonly string[], b: readonly string[]): number {
  const glueA = a.join("");
  let best = 0;
  for (const glueB of [b.join(""), [...b].reverse().join("")]) {
    const shorter = Math.min(glueA.length, glueB.length);
    const longer = Math.max(glueA.length, glueB.length);
    if (shorter < 6 || shorter < 0.8 * longer) continue;
    best = Math.max(best, jaro(glueA, glueB));
  }
  return best;
}

/** Jaro-Winkler similarity (prefix scale 0.1, common prefix up to 4). */
export function jaroWinkler(s: string, t: string): number {
  const similarity = jaro(s, t);
  let prefix = 0;
  while (prefix < 4 && prefix < s.length && prefix < t.length && s[prefix] === t[prefix]) prefix++;
  return similarity + prefix * 0.1 * (1 - similarity);
}

export function jaro(s: string, t: string): number {
  if (s === t) return 1;
  if (s.length === 0 || t.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(s.length, t.length) / 2) - 1);
  const sMatched = new Array<boolean>(s.length).fill(false);
  const tMatched = new Array<boolean>(t.length).fill(false);
  let matches = 0;
  for (let i = 0; i < s.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(t.length - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (tMatched[j] || s[i] !== t[j]) continue;
      sMatched[i] = true;
      tMatched[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let halfTranspositions = 0;
  let k = 0;
  for (let i = 0; i < s.length; i++) {
    if (!sMatched[i]) continue;
    while (!tMatched[k]) k++;
    if (s[i] !== t[k]) halfTranspositions++;
    k++;
  }
  const m = matches;
  return (m / s.length + m / t.length + (m - halfTranspositions / 2) / m) / 3;
}
