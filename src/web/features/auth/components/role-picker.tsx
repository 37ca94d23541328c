import type { LOGIN_ROLES } from "@contract/auth";
import { GraduationCap, type LucideIcon, Presentation } from "lucide-react";
import { cn } from "@/lib/cn";
import { useT } from "../i18n";

export type LoginRole = (typeof LOGIN_ROLES)[number];

const OPTIONS: ReadonlyArray<{ role: LoginRole; icon: LucideIcon }> = [
  { role: "student", icon: GraduationCap },
  { role: "mentor", icon: Presentation },
];

type RolePickerProps = {
  value: LoginRole;
  onChange: (role: LoginRole) => void;
  disabled?: boolean;
};

/**
 * "Log in as Student / Mentor": a native radio group (arrow keys move between the two). The choice
 * only says what the person expects; the server compares it with the account's role.
 */
export function RolePicker({ value, onChange, disabled }: RolePickerProps) {
  const t = useT();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{t("login.as")}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2">
        {OPTIONS.map(({ role, icon: Icon }) => (
          <label
            key={role}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
              value === role
                ? "border-brand-600 bg-brand-50 text-brand-800"
                : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50",
            )}
          >
            <input
              type="radio"
              name="role"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            {t(`common:roles.${role}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
