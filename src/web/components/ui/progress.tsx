import { cn } from "@/lib/cn";

type ProgressProps = {
  /** 0 to 100; rounded for screen readers. */
  value: number;
  /** Names the bar for assistive technology ("Uploading payment proof"). */
  label: string;
  /** What is read out instead of the bare number ("42% uploaded"). */
  valueText?: string;
  className?: string;
};

/**
 * A determinate progress bar (role="progressbar" with aria-valuenow), for work whose share done is
 * known, such as an upload. Pair it with visible text: the bar alone says nothing to some people.
 */
export function Progress({ value, label, valueText, className }: ProgressProps) {
  const now = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={now}
      aria-valuetext={valueText}
      className={cn("h-2.5 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-200 ease-out motion-reduce:transition-none"
        style={{ width: `${now}%` }}
      />
    </div>
  );
}
