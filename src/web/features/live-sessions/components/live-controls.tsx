import { LogOut } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { useT } from "../i18n";

/** "Live" with a pulsing dot: the session is on now. */
export function LiveBadge({ className }: { className?: string }) {
  const t = useT();
  return (
    <p
      className={cn(
        "inline-flex items-center gap-1.5 text-xs font-bold tracking-wider text-red-700 uppercase",
        className,
      )}
    >
      <span aria-hidden="true" className="relative flex size-2.5">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2.5 rounded-full bg-red-600" />
      </span>
      {t("badge.live")}
    </p>
  );
}

/**
 * A red button for leaving or ending (white on red-700 passes AA). Not a Button variant: only the
 * live screens have a way out that is this final.
 */
export function LeaveButton({
  className,
  children,
  size = "md",
  type = "button",
  ...props
}: ComponentProps<"button"> & { size?: "md" | "lg" }) {
  return (
    <button
      type={type}
      className={cn(
        "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-red-700 font-semibold whitespace-nowrap text-white shadow-sm transition-colors",
        size === "lg" ? "h-12 px-6 text-base" : "h-10 px-4 text-sm",
        "hover:bg-red-800 active:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700",
        "disabled:pointer-events-none disabled:opacity-60",
        className,
      )}
      {...props}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}
