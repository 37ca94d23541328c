import { toast } from "sonner";
import { failureReason } from "@/lib/form-errors";

/** docs/product.md §8's admin toasts: the title says Success or Error, the line under it what happened. */
export function toastSuccess(message: string): void {
  toast.success("Success", { description: message });
}

/** An Error toast with the server's message when it sent one, else `fallback` (docs/product.md §8). */
export function toastFailure(error: unknown, fallback: string): void {
  toast.error("Error", { description: failureReason(error, fallback) });
}
