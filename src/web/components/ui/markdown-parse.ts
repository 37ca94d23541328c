/*
 * A small markdown reader for the texts admins write (About Us, Terms, Privacy, FAQ answers). It
 * turns a deliberate subset into a tree that <Markdown> renders as React elements, so no HTML from
 * the text ever reaches the page: tags are shown as typed, and links are kept only when their
 * address is http(s), mailto or relative.
 *
 * Blocks: headings (# to ######), paragraphs, "-", "*" or "+" lists, "1." or "1)" lists, and rules
 * (---). Inline: **bold**, __bold__, *italic*, _italic_, `code`, [text](url) and backslash escapes.
 */

export type InlineNode =
  | { type: "text"; value: string }
  | { type: "strong"; children: InlineNode[] }
  | { type: "em"; children: InlineNode[] }
  | { type: "code"; value: string }
  | { type: "link"; href: string; children: InlineNode[] };

export type BlockNode =
  | { type: "heading"; depth: number; children: InlineNode[] }
  | { type: "paragraph"; children: InlineNode[] }
  | { type: "list"; ordered: boolean; start: number; items: InlineNode[][] }
  | { type: "rule" };

const SAFE_SCHEMES = new Set(["http", "https", "mailto"]);

/**
 * The address to link to, or null when it must not become a link. Control characters and spaces
 * are dropped first (browsers ignore them too, so "java\tscript:" is still javascript:); then any
 * scheme other than http, https and mailto is refused. No scheme at all is a relative address.
 */
export function safeHref(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]+/g, "");
  if (cleaned === "") return null;
  const scheme = /^([^/?#]*):/.exec(cleaned)?.[1];
  if (scheme === undefined) return cleaned;
  return SAFE_SCHEMES.has(scheme.toLowerCase()) ? cleaned : null;
}

// ---------------------------------------------------------------------------------------------
// Blocks

const HEADING = /^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const BULLET = /^[ \t]{0,3}[-*+][ \t]+(.*)$/;
const ORDERED = /^[ \t]{0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const RULE = /^[ \t]{0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const BLANK = /^[ \t]*$/;
const INDENTED = /^(?: {2,}|\t)/;

function startsBlock(line: string): boolean {
  return HEADING.test(line) || RULE.test(line) || BULLET.test(line) || ORDERED.test(line);
}

export function parseMarkdown(source: string): BlockNode[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: BlockNode[] = [];
  let i = 0;

  while (i < lines.length) {
    const line = lines[i] ?? "";
    if (BLANK.test(line)) {
      i += 1;
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        type: "heading",
        depth: heading[1]?.length ?? 1,
        children: parseInline(heading[2] ?? ""),
      });
      i += 1;
      continue;
    }

    // Tested before lists: "---" and "* * *" are rules, not list items.
    if (RULE.test(line)) {
      blocks.push({ type: "rule" });
      i += 1;
      continue;
    }

    const ordered = ORDERED.exec(line);
    if (ordered || BULLET.test(line)) {
      const pattern = ordered ? ORDERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? "";
        const item = pattern.exec(current);
        if (item) {
          items.push((ordered ? item[2] : item[1]) ?? "");
          i += 1;
          continue;
        }
        // An indented line, or a plain line right under an item, continues that item's text.
        const continues =
          !BLANK.test(current) && !startsBlock(current) && (INDENTED.test(current) || items.length > 0);
        if (continues && items.length > 0) {
          items[items.length - 1] = `${items[items.length - 1]} ${current.trim()}`;
          i += 1;
          continue;
        }
        // A blank line between items keeps one list; anything else ends it.
        const next = lines[i + 1] ?? "";
        if (BLANK.test(current) && pattern.exec(next)) {
          i += 1;
          continue;
        }
        break;
      }
      blocks.push({
        type: "list",
        ordered: Boolean(ordered),
        start: ordered ? Number(ordered[1]) : 1,
        items: items.map((text) => parseInline(text.trim())),
      });
      continue;
    }

    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = lines[i] ?? "";
      if (BLANK.test(current) || (paragraph.length > 0 && startsBlock(current))) break;
      paragraph.push(current.trim());
      i += 1;
    }
    blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
  }

  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Inline

const ESCAPABLE = /[\\`*_[\]()#+\-.!<>{}|~]/;
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Index of the backtick run that closes a code span opened by `ticks` at `from`, or -1. */
function closingTicks(text: string, from: number, ticks: number): number {
  let i = from;
  while (i < text.length) {
    if (text[i] !== "`") {
      i += 1;
      continue;
    }
    let run = 0;
    while (text[i + run] === "`") run += 1;
    if (run === ticks) return i;
    i += run;
  }
  return -1;
}

/** Index just past the bracket that closes the one at `open` ("[" or "("), or -1. */
function closingBracket(text: string, open: number, left: string, right: string): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (char === "\\") {
      i += 1;
    } else if (char === "`" && left === "[") {
      let run = 0;
      while (text[i + run] === "`") run += 1;
      const close = closingTicks(text, i + run, run);
      if (close !== -1) i = close + run - 1;
    } else if (char === left) {
      depth += 1;
    } else if (char === right) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/**
 * Index of the delimiter that closes emphasis opened by `delimiter` (one or two of * or _) whose
 * content starts at `from`, or -1. Code spans and escapes inside are skipped; for single
 * delimiters, a doubled one inside belongs to nested bold and is skipped too.
 */
function closingDelimiter(text: string, from: number, delimiter: string): number {
  const char = delimiter[0] ?? "*";
  for (let i = from; i < text.length; i += 1) {
    const current = text[i];
    if (current === "\\") {
      i += 1;
      continue;
    }
    if (current === "`") {
      let run = 0;
      while (text[i + run] === "`") run += 1;
      const close = closingTicks(text, i + run, run);
      if (close !== -1) i = close + run - 1;
      continue;
    }
    if (current !== char) continue;
    let run = 0;
    while (text[i + run] === char) run += 1;
    const closesHere =
      i > from &&
      !isSpace(text[i - 1]) &&
      (char !== "_" || !isWordChar(text[i + run])) &&
      (delimiter.length === 2 ? run >= 2 : run === 1 || run >= 3);
    if (closesHere) {
      // "***" after bold content closes the bold with its last two stars; after italic, its first.
      return delimiter.length === 2 ? i + run - 2 : i;
    }
    i += run - 1;
  }
  return -1;
}

function pushText(nodes: InlineNode[], value: string) {
  if (value === "") return;
  const last = nodes[nodes.length - 1];
  if (last?.type === "text") last.value += value;
  else nodes.push({ type: "text", value });
}

/** Reads one line of inline markdown. `inLink` stops links nesting inside a link's text. */
export function parseInline(text: string, inLink = false): InlineNode[] {
  const nodes: InlineNode[] = [];
  let i = 0;

  while (i < text.length) {
    const char = text[i] ?? "";

    if (char === "\\" && ESCAPABLE.test(text[i + 1] ?? "")) {
      pushText(nodes, text[i + 1] ?? "");
      i += 2;
      continue;
    }

    if (char === "`") {
      let ticks = 0;
      while (text[i + ticks] === "`") ticks += 1;
      const close = closingTicks(text, i + ticks, ticks);
      if (close === -1) {
        pushText(nodes, "`".repeat(ticks));
        i += ticks;
        continue;
      }
      const raw = text.slice(i + ticks, close);
      const value = raw.length > 2 && raw.startsWith(" ") && raw.endsWith(" ") ? raw.slice(1, -1) : raw;
      nodes.push({ type: "code", value });
      i = close + ticks;
      continue;
    }

    if (char === "[" && !inLink) {
      const labelEnd = closingBracket(text, i, "[", "]");
      if (labelEnd !== -1 && text[labelEnd] === "(") {
        const targetEnd = closingBracket(text, labelEnd, "(", ")");
        if (targetEnd !== -1) {
          const label = parseInline(text.slice(i + 1, labelEnd - 1), true);
          // "(url)" or "(url "title")": the title is not shown.
          const target = text.slice(labelEnd + 1, targetEnd - 1).trim();
          const url = /^<([^>]*)>/.exec(target)?.[1] ?? target.split(/\s+/)[0] ?? "";
          const href = safeHref(url);
          if (href !== null) nodes.push({ type: "link", href, children: label });
          // A refused address keeps its words as plain text, without the link.
          else
            for (const node of label) node.type === "text" ? pushText(nodes, node.value) : nodes.push(node);
          i = targetEnd;
          continue;
        }
      }
    }

    if (char === "*" || char === "_") {
      const double = text[i + 1] === char;
      const delimiter = double ? char + char : char;
      const contentStart = i + delimiter.length;
      // "***a***" opens bold here, and the third star opens italic inside it.
      const opens = !isSpace(text[contentStart]) && (char !== "_" || !isWordChar(text[i - 1]));
      if (opens) {
        const close = closingDelimiter(text, contentStart, delimiter);
        if (close !== -1) {
          const children = parseInline(text.slice(contentStart, close), inLink);
          nodes.push(double ? { type: "strong", children } : { type: "em", children });
          i = close + delimiter.length;
          continue;
        }
      }
      pushText(nodes, delimiter);
      i += delimiter.length;
      continue;
    }

    pushText(nodes, char);
    i += 1;
  }

  return nodes;
}
