import type { Language } from "@contract/i18n";

/** What a shared link previews (WhatsApp, Telegram, search results): the page's own title, words and picture. */
export interface PageMeta {
  title: string;
  description: string;
  /** A picture for the preview: an absolute URL, or a path on this site (made absolute). */
  image?: string | null;
  /** Open Graph's kind of page (default "website"). */
  type?: "website" | "profile" | "article";
}

/**
 * Looks up what the page at a matched address is about: its meta, or null when there is no such
 * thing (a removed mentor, an unknown session), which answers the app shell with 404.
 */
export type PageMetaResolver = (
  params: Readonly<Record<string, string>>,
  context: { language: Language },
) => Promise<PageMeta | null>;

export interface PageMetaRegistry {
  /** Registers a resolver for a route pattern of the web app (react-router syntax: "/mentors/:slug"). */
  add(pattern: string, resolve: PageMetaResolver): void;
  /** The resolver for a path, with the pattern's parameters, if one was registered. */
  match(pathname: string): { resolve: PageMetaResolver; params: Record<string, string> } | undefined;
}

/**
 * The server-rendered head of the app's pages about one thing (a mentor, a session): modules
 * register a resolver per route (`app.pageMeta.add`), and the web app's handler answers those
 * addresses with the shell whose <title>, description and Open Graph tags say what the page is, so
 * a link shared where no script runs still previews properly, and an unknown one is a 404.
 */
export function createPageMetaRegistry(): PageMetaRegistry {
  const entries: { regex: RegExp; names: string[]; resolve: PageMetaResolver }[] = [];
  return {
    add(pattern, resolve) {
      const names: string[] = [];
      const source = pattern
        .split("/")
        .map((segment) => {
          if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          names.push(segment.slice(1));
          return "([^/]+)";
        })
        .join("/");
      entries.push({ regex: new RegExp(`^${source}/?$`, "i"), names, resolve });
    },
    match(pathname) {
      for (const entry of entries) {
        const found = entry.regex.exec(pathname);
        if (!found) continue;
        const params: Record<string, string> = {};
        entry.names.forEach((name, index) => {
          params[name] = found[index + 1] ?? "";
        });
        return { resolve: entry.resolve, params };
      }
      return undefined;
    },
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The shell with this page's head: its <title> and description replace the site's, Open Graph and
 * Twitter card tags are added, and <html lang> is the reader's language.
 */
export function shellWithMeta(
  shell: string,
  meta: PageMeta,
  page: { url: string; language: Language; publicUrl: string },
): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const image = meta.image ? new URL(meta.image, page.publicUrl).toString() : null;
  const tags = [
    `<meta property="og:type" content="${meta.type ?? "website"}" />`,
    `<meta property="og:site_name" content="Toppers Connect" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(page.url)}" />`,
    `<meta property="og:locale" content="${page.language === "hi" ? "hi_IN" : "en_IN"}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
  ].join("\n    ");
  // Replacement functions, never strings: in a string `$&`, `$'` and `` $` `` are patterns, and a
  // bio or a title that contains them would copy parts of the shell into the head.
  return shell
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace("</head>", () => `    ${tags}\n  </head>`);
}
