import { CircleAlert } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";
import { Label, RequiredMark } from "./label";

/** What <FormField> hands to its control: spread it on the <input>. */
export type FieldControlProps = {
  id: string;
  required: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  required?: boolean;
  /** A standing explanation under the control ("10-digit mobile number"). */
  hint?: ReactNode;
  /** Marks the control invalid (aria-invalid, red border) even without a message of its own. */
  invalid?: boolean;
  /** The field's own error message, shown under it. Implies `invalid`. */
  error?: ReactNode;
  /**
   * Other elements that explain this control, by id: typically the form's alert, when the field is
   * invalid for the reason the alert already gives and repeating it under the field would be noise.
   */
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A visible label, the control, its hint and its error, wired together: the label names the control
 * and the hint and error describe it (aria-describedby), so a screen reader reads all three.
 */
export function FormField({
  label,
  required = false,
  hint,
  invalid = false,
  error,
  describedBy,
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isInvalid = invalid || Boolean(error);
  const described = [error ? errorId : null, describedBy ?? null, hint ? hintId : null].filter(Boolean);

  return (
    <div className={cn("space-y-1.5", className)}>
      <div>
        <Label htmlFor={id}>{label}</Label>
        {required ? <RequiredMark /> : null}
      </div>
      {children({
        id,
        required,
        "aria-invalid": isInvalid || undefined,
        "aria-describedby": described.length > 0 ? described.join(" ") : undefined,
      })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A field's error message, in red with an icon (colour is never the only signal). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
