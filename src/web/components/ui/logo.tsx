import { cn } from "@/lib/cn";

/**
 * The Toppers Connect mark: a mortarboard over a rising step, on an indigo tile. Decorative: the
 * link around it carries the product name. public/favicon.svg draws the same mark.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("shrink-0", className)}>
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M16 7 4.5 12.5 16 18l11.5-5.5L16 7Z" fill="#fff" />
      <path d="M9 15.2v4.3c0 1.9 3.1 3.5 7 3.5s7-1.6 7-3.5v-4.3L16 18.6l-7-3.4Z" fill="#c7d2fe" />
      <path d="M26 13v6.5" stroke="#fde68a" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="26" cy="20.5" r="1.6" fill="#fde68a" />
    </svg>
  );
}
