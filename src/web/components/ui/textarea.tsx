import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { inputClasses } from "./input";

export type TextareaProps = ComponentProps<"textarea">;

/** A multi-line text field with the look of <Input>; it grows with the text up to a limit. */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        inputClasses,
        "h-auto min-h-24 resize-y py-2.5 leading-relaxed [field-sizing:content] max-h-72",
        className,
      )}
      {...props}
    />
  );
}
