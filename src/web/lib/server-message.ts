/**
 * The API's messages in the reader's language. The server answers English texts with a stable code
 * (`booking.noSeats`, see src/server/lib/message-codes.ts); the messages catalog
 * (src/web/locales/messages/) has each code in English and Hindi. A message without a code (the
 * contract's own validation texts, checked in the browser) is found by its English words.
 */
import english from "../locales/messages/en.json";
import { currentLanguage, i18n } from "./i18n";

const codeByText = new Map<string, string>();
for (const [group, messages] of Object.entries(english)) {
  for (const [key, text] of Object.entries(messages as Record<string, string>)) {
    if (!text.includes("{{") && !codeByText.has(text)) codeByText.set(text, `${group}.${key}`);
  }
}

/** A message as the reader should see it: in English as sent, in Hindi by its code when it has one. */
export function translateMessage(text: string, code?: string, params?: Record<string, string>): string {
  if (currentLanguage() === "en") return text;
  const key = code ?? codeByText.get(text);
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
