import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export type CheckboxProps = Omit<ComponentProps<"input">, "type">;

/** A native checkbox in the brand colour, large enough to hit on a phone. Pair it with a <label>. */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-5 shrink-0 cursor-pointer rounded border-slate-500 accent-brand-600",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        "aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-red-700",
        "disabled:cursor-not-allowed",
        className,
      )}
      {...props}
    />
  );
}
