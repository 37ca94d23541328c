import { CircleAlert, CircleCheck, Info, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export type AlertVariant = "error" | "success" | "info";

const variants: Record<AlertVariant, { classes: string; icon: LucideIcon; role: "alert" | "status" }> = {
  // An error interrupts (role="alert"); good news and notes wait their turn (role="status").
  error: { classes: "border-red-200 bg-red-50 text-red-800", icon: CircleAlert, role: "alert" },
  success: { classes: "border-green-200 bg-green-50 text-green-800", icon: CircleCheck, role: "status" },
  info: { classes: "border-brand-200 bg-brand-50 text-brand-900", icon: Info, role: "status" },
};

export type AlertProps = ComponentProps<"div"> & { variant?: AlertVariant };

/**
 * An inline message inside the page (not a browser alert box). Screen readers announce it when it
 * appears; render it conditionally, and give it a new `key` to announce the same text again.
 * Pass tabIndex={-1} to be able to move focus to it.
 */
export function Alert({ variant = "error", className, children, ...props }: AlertProps) {
  const { classes, icon: Icon, role } = variants[variant];
  return (
    <div
      role={role}
      className={cn(
        "flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm leading-relaxed outline-none",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        classes,
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 break-words">{children}</div>
    </div>
  );
}
