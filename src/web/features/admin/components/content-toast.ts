import { ADMIN_MESSAGES } from "@contract/admin";
import { failureReason } from "@/lib/form-errors";
import { i18n } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";

/** docs/product.md §8's admin toasts: the title says Success or Error, the line under it what happened. */
export function toastSuccess(message: string): void {
  toast.success(i18n.t("admin:toasts.success"), { description: message });
}

/** An Error toast with the server's message when it sent one, else `fallback` (docs/product.md §8). */
export function toastFailure(error: unknown, fallback: string): void {
  toast.error(i18n.t("admin:toasts.error"), { description: failureReason(error, fallback) });
}

/**
 * A success answer's message in the reader's language. Success answers carry no code: a fixed text
 * is found by its words, and one ADMIN_MESSAGES builds from a value ("Mentor added. An invitation …
 * was sent to a@b.in.") by its shape, the value becoming the code's {{p0}}.
 */
export function adminMessage(text: string): string {
  for (const [key, message] of Object.entries(ADMIN_MESSAGES)) {
    if (typeof message !== "function") continue;
    const [before = "", after = ""] = message("\u0000").split("\u0000");
    if (text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after)) {
      const value = text.slice(before.length, text.length - after.length);
      return translateMessage(text, `admin.${key}`, { p0: value });
    }
  }
  return translateMessage(text);
}
