/**
 * The app's toasts: sonner's `toast.success/error/info`, with sonner itself downloaded on the first
 * toast rather than with every page that may show one (it is 8 KB compressed, and no page shows a
 * toast on its first paint). The toast outlet (app/providers.tsx) loads the same module once the
 * page runs, so by the time a reader acts, the download is usually done.
 */
import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "info";
type Message = Parameters<typeof import("sonner").toast.success>[0];

function show(kind: Kind) {
  return (message: Message, data?: ExternalToast): void => {
    void import("sonner").then(({ toast }) => {
      toast[kind](message, data);
    });
  };
}

export const toast = { success: show("success"), error: show("error"), info: show("info") };
