import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { useCommonT } from "@/lib/i18n";
import { Input, type InputProps } from "./input";

export type PasswordInputProps = Omit<InputProps, "type">;

/**
 * A password field with a show/hide toggle. The toggle is a real button after the field (so Tab
 * reaches it), named for what it will do ("Show password" / "Hide password") and exposing its state
 * with aria-pressed. It never submits the form.
 */
export function PasswordInput({ className, disabled, ...props }: PasswordInputProps) {
  const t = useCommonT();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className={cn("relative", className)}>
      <Input
        type={visible ? "text" : "password"}
        disabled={disabled}
        // Browsers must not "correct" a password shown in clear text.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className="pr-12"
        {...props}
      />
      <button
        type="button"
        aria-label={visible ? t("form.hidePassword") : t("form.showPassword")}
        aria-pressed={visible}
        aria-controls={props.id}
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
        className={cn(
          "absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600",
          "hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
          "disabled:pointer-events-none disabled:opacity-60",
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
