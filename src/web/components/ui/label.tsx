import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { useCommonT } from "@/lib/i18n";

export type LabelProps = ComponentProps<"label">;

/** A control's visible name. Pair it with <RequiredMark> beside it (not inside) for a required field. */
export function Label({ className, ...props }: LabelProps) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor (FormField always does).
  return <label className={cn("text-sm font-medium text-slate-800", className)} {...props} />;
}

/**
 * The red asterisk of a required field. It sits beside the label, not inside it, and is hidden from
 * assistive technology, so the field's name stays "Email" (not "Email star"); screen readers announce
 * "required" from the control's own `required` attribute.
 */
export function RequiredMark({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn("ml-0.5 text-sm font-medium text-red-700", className)}>
      *
    </span>
  );
}

/** The line at the top of a form that explains the asterisk. */
export function RequiredFieldsNote({ className }: { className?: string }) {
  const t = useCommonT();
  return (
    <p className={cn("text-sm text-slate-600", className)}>
      {t("form.requiredBefore")}
      <RequiredMark className="ml-0" />
      <span className="sr-only">{t("form.requiredMark")}</span>
      {t("form.requiredAfter")}
    </p>
  );
}
