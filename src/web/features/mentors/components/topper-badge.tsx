import type { TopperBadge as Badge } from "@contract/mentor-pages";
import { rankBadge } from "@contract/verification";
import { BadgeCheck } from "lucide-react";
import { cn } from "@/lib/cn";
import { useT } from "../i18n";

/** The verified-topper badge ("AIR 214 · JEE Advanced 2024", the college): only verified ranks reach it. */
export function TopperBadge({ badge, className }: { badge: Badge; className?: string }) {
  const t = useT();
  return (
    <p
      className={cn(
        "inline-flex max-w-full flex-wrap items-center gap-x-1.5 gap-y-0.5 rounded-lg bg-amber-50 px-2.5 py-1 text-sm text-amber-950 ring-1 ring-amber-300 ring-inset",
        className,
      )}
      title={t("public.badge.explain")}
    >
      <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
      <span className="font-semibold">{t("public.badge.verified")}:</span> <span>{rankBadge(badge)}</span>
      {badge.college ? (
        <>
          {" "}
          <span className="text-amber-900">· {badge.college}</span>
        </>
      ) : null}
    </p>
  );
}
