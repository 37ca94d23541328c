/**
 * The API's messages in the reader's language. The server answers English texts with a stable code
 * (`booking.noSeats`, see src/server/lib/message-codes.ts); the messages catalog
 * (src/web/locales/messages/) has each code in English and Hindi. A message without a code (the
 * contract's own validation texts, checked in the browser) is found by its English words.
 */
import { currentLanguage, englishMessages, i18n } from "./i18n";

/**
 * The codes by English text, made on first need from the English catalog, which the messages
 * namespace loads beside the Hindi one (lib/i18n.ts): imported here, it would put every message in
 * English into the first download of every page, in both languages.
 */
let codeByText: Map<string, string> | null = null;

function codeOfText(text: string): string | undefined {
  if (!codeByText) {
    const english = englishMessages();
    if (!english) return undefined;
    codeByText = new Map();
    for (const [group, messages] of Object.entries(english)) {
      for (const [key, value] of Object.entries(messages as Record<string, string>)) {
        if (!value.includes("{{") && !codeByText.has(value)) codeByText.set(value, `${group}.${key}`);
      }
    }
  }
  return codeByText.get(text);
}

/** A message as the reader should see it: in English as sent, in Hindi by its code when it has one. */
export function translateMessage(text: string, code?: string, params?: Record<string, string>): string {
  if (currentLanguage() === "en") return text;
  const key = code ?? codeOfText(text);
  if (!key || !i18n.exists(`messages:${key}`)) return text;
  return i18n.t(`messages:${key}`, { ...params, defaultValue: text });
}

/** The code and values an error answer carries, if any. */
export function codeOfBody(body: unknown): { code?: string; params?: Record<string, string> } {
  if (typeof body !== "object" || body === null) return {};
  const { code, params } = body as { code?: unknown; params?: unknown };
  return {
    code: typeof code === "string" ? code : undefined,
    params: typeof params === "object" && params !== null ? (params as Record<string, string>) : undefined,
  };
}
