import { INDIAN_STATES, stateName } from "@contract/receipts";
import { useId, useState } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { useCurrentUser } from "@/lib/current-user";
import { failureReason } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { useSetStudentState, useStudentState } from "../api/student-state";
import { useT } from "../i18n";

/**
 * The student's state or union territory, asked once on the payment page while they have none
 * (docs/decisions/027): it is the place of supply on their receipts. Saved as soon as it is chosen;
 * once saved, the page says so and asks no more.
 */
export function StudentStateField() {
  const t = useT();
  const { language } = useFormat();
  const id = useId();
  const user = useCurrentUser();
  const student = user?.role === "student";
  const current = useStudentState({ enabled: student });
  const save = useSetStudentState();
  const [saved, setSaved] = useState<string | null>(null);
  if (!student || current.data === undefined) return null;
  if (saved) {
    return (
      <p role="status" className="text-sm text-slate-700">
        {t("state.saved", { state: stateName(saved, language) })}
      </p>
    );
  }
  if (current.data.state !== null) return null;
  const sorted = [...INDIAN_STATES].sort((a, b) => a[language].localeCompare(b[language], language));
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {t("state.label")}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t("state.hint")}
      </p>
      <NativeSelect
        id={id}
        aria-describedby={`${id}-hint`}
        defaultValue=""
        disabled={save.isPending}
        onChange={(event) => {
          const state = event.target.value;
          if (state) save.mutate(state, { onSuccess: () => setSaved(state) });
        }}
      >
        <option value="" disabled>
          {t("state.choose")}
        </option>
        {sorted.map((s) => (
          <option key={s.code} value={s.code}>
            {s[language]}
          </option>
        ))}
      </NativeSelect>
      {save.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {failureReason(save.error, t("state.failed"))}
        </p>
      ) : null}
    </div>
  );
}
