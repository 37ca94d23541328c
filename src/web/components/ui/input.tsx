import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * The classes of a text field. 16 px text so phones do not zoom in on focus; the border passes the
 * 3:1 contrast that WCAG asks of a control's outline; an invalid field (aria-invalid) turns red.
 */
export const inputClasses = cn(
  "block h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 text-base text-slate-900 shadow-xs",
  "placeholder:text-slate-500 transition-colors",
  "focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600",
  "aria-invalid:border-red-700 aria-invalid:focus-visible:outline-red-700",
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600",
);

export type InputProps = ComponentProps<"input">;

/** A single-line text field; give it an id and a <Label htmlFor>, usually through <FormField>. */
export function Input({ className, type = "text", ...props }: InputProps) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}
