import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { inputClasses } from "./input";

export type NativeSelectProps = ComponentProps<"select">;

/**
 * The platform's own <select> with the look of <Input>: phones open their native picker, and it takes
 * <FormField>'s id, required and aria-* props like any field. For a filter that should look the same on
 * every platform, use <SelectMenu> instead.
 */
export function NativeSelect({ className, children, ...props }: NativeSelectProps) {
  return (
    <div className="relative">
      <select
        className={cn(
          inputClasses,
          "cursor-pointer appearance-none pr-10 disabled:cursor-not-allowed",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-600"
      />
    </div>
  );
}
