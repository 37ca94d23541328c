import { type Ref, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { failureReason } from "@/lib/form-errors";
import { type MentorChoice, useMentorChoices } from "../api/get-mentor-choices";
import { useT } from "../i18n";

/** Waits this long after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;

type MentorPickerProps = {
  value: MentorChoice | null;
  onChange: (mentor: MentorChoice | null) => void;
  error?: string | undefined;
  selectRef?: Ref<HTMLSelectElement>;
};

/**
 * An admin posts a session for a mentor (docs/product.md §6): a search box narrows the mentors on the server
 * (GET /api/mentor-choices?q=), and a native select picks one of the matches. The chosen mentor stays
 * listed while other searches run.
 */
export function MentorPicker({ value, onChange, error, selectRef }: MentorPickerProps) {
  const t = useT();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const choices = useMentorChoices(query, true);
  const matches = choices.data ?? [];
  const options = value && !matches.some((m) => m.id === value.id) ? [value, ...matches] : matches;
  const statusId = useId();
  const searched = query.trim();

  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <FormField label={t("picker.find")} hint={t("picker.findHint")}>
        {(control) => (
          <Input
            {...control}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-controls={statusId}
          />
        )}
      </FormField>
      <FormField label={t("picker.mentor")} required error={error}>
        {(control) => (
          <NativeSelect
            {...control}
            ref={selectRef}
            name="mentorId"
            value={value?.id ?? ""}
            onChange={(event) => onChange(options.find((m) => m.id === event.target.value) ?? null)}
          >
            <option value="">
              {choices.isPending
                ? t("picker.loading")
                : options.length === 0
                  ? t("picker.none")
                  : t("picker.choose")}
            </option>
            {options.map((mentor) => (
              <option key={mentor.id} value={mentor.id}>
                {mentor.name} ({mentor.email})
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <p id={statusId} role="status" className="text-sm text-slate-600">
        {choices.isSuccess
          ? searched
            ? t("picker.matchesFor", { count: matches.length, query: searched })
            : t("picker.matches", { count: matches.length })
          : null}
      </p>
      {choices.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <FieldError>
            {t("picker.loadFailed")} {failureReason(choices.error, choices.error.message)}
          </FieldError>
          <Button variant="outline" size="sm" onClick={() => void choices.refetch()}>
            {t("picker.retry")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
