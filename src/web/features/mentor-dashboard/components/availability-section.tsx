import {
  AVAILABILITY_WINDOWS_MAX,
  type Availability,
  type AvailabilityBody,
  type AvailabilityWindow,
  AWAY_DATES_MAX,
  availabilityBodySchema,
  BUFFER_MINUTES_MAX,
  MIN_NOTICE_HOURS_MAX,
  minutesOf,
  ONE_TO_ONE_DURATIONS,
  timeOf,
  WEEKDAYS,
} from "@contract/availability";
import { PRICE_MAX } from "@contract/sessions";
import { istDate, istToInstant } from "@contract/time";
import { Plus, RotateCw, Save, Trash2, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { type Path, useController, useFieldArray } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormAlert, fieldError, useFormKit } from "@/components/ui/form";
import { FieldError, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RequiredMark } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api";
import { failureReason, summarize } from "@/lib/form-errors";
import { type Formatters, useFormat } from "@/lib/i18n";
import { codeOfBody, translateMessage } from "@/lib/server-message";
import { useMentorAvailability, useSaveAvailability } from "../api/availability";
import { useT } from "../i18n";

type Values = AvailabilityBody;
type FieldName = Path<Values>;

/**
 * The fields in the order the form shows them (the windows are kept sorted by weekday, so their
 * index order is the page's order): the first invalid one gets focus after an attempt.
 */
const ORDER: readonly FieldName[] = [
  ...Array.from({ length: AVAILABILITY_WINDOWS_MAX }, (_, i): FieldName[] => [
    `windows.${i}.from`,
    `windows.${i}.to`,
  ]).flat(),
  "windows",
  "durations",
  "price",
  "minNoticeHours",
  "bufferMinutes",
  "awayDates",
];

/** Every half hour a range may start at, and end at ("24:00" is midnight at the end of the day). */
const STARTS = Array.from({ length: 48 }, (_, i) => timeOf(i * 30));
const ENDS = Array.from({ length: 48 }, (_, i) => timeOf((i + 1) * 30));

/** A Monday (2026-01-05): weekday `day` (1 Monday … 7 Sunday) is `day - 1` days after it. */
const dayInstant = (day: number) => istToInstant(`2026-01-${String(4 + day).padStart(2, "0")}`, "12:00");

/** A blank or unreadable number fails its field's own whole-number rule (and message). */
const wholeNumber = (value: unknown): number => {
  const text = String(value ?? "").trim();
  const number = Number(text);
  return text === "" || !Number.isFinite(number) ? 0.5 : number;
};

const byDayAndTime = (a: AvailabilityWindow, b: AvailabilityWindow) =>
  a.day - b.day || minutesOf(a.from) - minutesOf(b.from);

const valuesOf = (availability: Availability): Values => ({
  windows: [...availability.windows].sort(byDayAndTime).map(({ day, from, to }) => ({ day, from, to })),
  durations: [...availability.durations],
  price: availability.price,
  minNoticeHours: availability.minNoticeHours,
  bufferMinutes: availability.bufferMinutes,
  awayDates: [...availability.awayDates],
});

/** The words for times and days of the availability, in the reader's language (IST). */
function useWords() {
  const t = useT();
  const f = useFormat();
  const long = f.dateWith({ weekday: "long" });
  const short = f.dateWith({ weekday: "short" });
  return {
    f,
    time: (hhmm: string) =>
      hhmm === "24:00" ? t("availability.midnight") : f.time(istToInstant("2026-01-05", hhmm)),
    dayName: (day: number) => long(dayInstant(day)),
    dayShort: (day: number) => short(dayInstant(day)),
  };
}

/** The saved availability in one line: "Mon 6:00 pm–9:00 pm · Tue … · 30 min, 1 hour · ₹499". */
function summaryOf(
  availability: Availability,
  words: ReturnType<typeof useWords>,
  length: (minutes: number) => string,
): string {
  const ranges = WEEKDAYS.flatMap((day) => {
    const own = availability.windows.filter((w) => w.day === day).sort(byDayAndTime);
    if (own.length === 0) return [];
    return [
      `${words.dayShort(day)} ${own.map((w) => `${words.time(w.from)}–${words.time(w.to)}`).join(", ")}`,
    ];
  });
  return [
    ranges.join(" · "),
    availability.durations.map(length).join(", "),
    words.f.rupees(availability.price),
  ].join(" · ");
}

/**
 * The mentor's weekly one-to-one availability (docs/decisions/022), on their dashboard: time ranges
 * per weekday in IST, the lengths and price offered, the minimum notice, the buffer between sessions
 * and the dates they are away. Students book a free start time on the mentor's public page.
 */
export function AvailabilitySection() {
  const t = useT();
  const query = useMentorAvailability();
  return (
    <section
      id="availability"
      aria-labelledby="availability-heading"
      className={`${cardClasses()} scroll-mt-24`}
    >
      <h2 id="availability-heading" className="text-lg font-bold text-slate-900">
        {t("availability.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("availability.description")}</p>
      {query.isPending ? (
        <div role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          <Spinner />
          {t("availability.loading")}
        </div>
      ) : query.isError ? (
        <Alert className="mt-4">
          <p>{t("availability.loadFailed")}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t("page.tryAgain")}
          </Button>
        </Alert>
      ) : (
        <AvailabilityForm availability={query.data} />
      )}
    </section>
  );
}

/** What a 400 names (`issues: [{ field: "body.windows.2.to", message }]`), by the form's field names. */
function serverIssues(error: unknown): Partial<Record<FieldName, string>> {
  const fields: Partial<Record<FieldName, string>> = {};
  if (!isApiError(error)) return fields;
  const body = error.body as { issues?: unknown } | null | undefined;
  if (!body || typeof body !== "object" || !Array.isArray(body.issues)) return fields;
  for (const issue of body.issues as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof issue?.field !== "string" || typeof issue.message !== "string") continue;
    const path = issue.field.replace(/^body\./, "");
    const name = ORDER.find((field) => field === path) ?? ORDER.find((field) => field === path.split(".")[0]);
    if (!name) continue;
    const { code, params } = codeOfBody(issue);
    fields[name] ??= translateMessage(issue.message, code, params);
  }
  return fields;
}

function AvailabilityForm({ availability }: { availability: Availability }) {
  const t = useT();
  const words = useWords();
  const save = useSaveAvailability();
  const [saved, setSaved] = useState<string | null>(null);
  const kit = useFormKit(availabilityBodySchema, { defaultValues: valuesOf(availability), order: ORDER });
  const list = useFieldArray({ control: kit.form.control, name: "windows" });
  const addButtons = useRef(new Map<number, HTMLButtonElement>());
  const length = (minutes: number) => t(`availability.length.m${minutes}`);

  const send = kit.submit((body) => {
    if (save.isPending) return;
    save.mutate(body, {
      onSuccess: (answer) => {
        kit.form.reset(valuesOf(answer.availability));
        setSaved(translateMessage(answer.message));
      },
      onError: (error) => {
        const fields = serverIssues(error);
        kit.fail(failureReason(error, t("availability.saveFailed"), summarize(fields, ORDER)), fields);
      },
    });
  });

  /** A new range after the day's last one (the list stays sorted by weekday), its From focused. */
  const add = (day: number) => {
    setSaved(null);
    const windows = kit.form.getValues("windows");
    const own = windows.filter((w) => w.day === day);
    const last = own.at(-1);
    const lastEnd = last ? minutesOf(last.to) : 0;
    // After the day's last range, else the evening (when most mentors are free).
    const from = last && lastEnd <= 22 * 60 ? lastEnd + 60 : 18 * 60;
    const to = last ? Math.min(from + 120, 24 * 60) : 21 * 60;
    const position = windows.filter((w) => w.day <= day).length;
    list.insert(
      position,
      { day, from: timeOf(from), to: timeOf(to) },
      { focusName: `windows.${position}.from` },
    );
  };

  const remove = (index: number, day: number) => {
    setSaved(null);
    list.remove(index);
    addButtons.current.get(day)?.focus();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // A new attempt: the last save's message goes (a failed one would contradict it).
        setSaved(null);
        send(event);
      }}
      className="mt-5 space-y-6"
      aria-labelledby="availability-heading"
    >
      {availability.updatedAt ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="availability-summary">
          {availability.windows.length === 0
            ? t("availability.summaryNone")
            : t("availability.summary", { summary: summaryOf(availability, words, length) })}
        </p>
      ) : null}
      <FormAlert kit={kit} />

      <div>
        <h3 className="text-base font-semibold text-slate-900">{t("availability.weekHeading")}</h3>
        <p className="mt-1 text-sm text-slate-600">{t("availability.weekHint")}</p>
        <div className="mt-3 grid gap-x-8 lg:grid-cols-2">
          {WEEKDAYS.map((day) => {
            const rows = list.fields.flatMap((field, index) => (field.day === day ? [{ field, index }] : []));
            const dayName = words.dayName(day);
            return (
              <fieldset key={day} className="min-w-0 border-t border-slate-200 py-3">
                <legend className="sr-only">{dayName}</legend>
                <p aria-hidden="true" className="text-sm font-semibold text-slate-900">
                  {dayName}
                </p>
                <div className="mt-2 space-y-2">
                  {rows.length === 0 ? (
                    <p className="text-sm text-slate-600">{t("availability.unavailable")}</p>
                  ) : null}
                  {rows.length > 0 ? (
                    <ul className="max-w-md space-y-2">
                      {rows.map(({ field, index }, n) => (
                        <RangeRow
                          key={field.id}
                          kit={kit}
                          index={index}
                          number={rows.length > 1 ? n + 1 : null}
                          dayName={dayName}
                          onRemove={() => remove(index, day)}
                        />
                      ))}
                    </ul>
                  ) : null}
                  <Button
                    ref={(element) => {
                      if (element) addButtons.current.set(day, element);
                      else addButtons.current.delete(day);
                    }}
                    variant="ghost"
                    size="sm"
                    className="-ml-3 text-brand-700"
                    disabled={list.fields.length >= AVAILABILITY_WINDOWS_MAX}
                    onClick={() => add(day)}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    {t("availability.addRange")}
                    <span className="sr-only">: {dayName}</span>
                  </Button>
                </div>
              </fieldset>
            );
          })}
        </div>
      </div>

      <Durations kit={kit} length={length} />

      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          kit={kit}
          name="price"
          label={t("availability.price")}
          hint={t("availability.priceHint")}
          max={PRICE_MAX}
          step={1}
        />
        <NumberField
          kit={kit}
          name="minNoticeHours"
          label={t("availability.notice")}
          hint={t("availability.noticeHint")}
          max={MIN_NOTICE_HOURS_MAX}
          step={1}
        />
        <NumberField
          kit={kit}
          name="bufferMinutes"
          label={t("availability.buffer")}
          hint={t("availability.bufferHint")}
          max={BUFFER_MINUTES_MAX}
          step={5}
        />
      </div>

      <AwayDates kit={kit} />

      {saved ? (
        <Alert variant="success" key={saved}>
          {saved}
        </Alert>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
        {t("availability.save")}
      </Button>
    </form>
  );
}

type Kit = ReturnType<typeof useFormKit<typeof availabilityBodySchema>>;

/** One time range of a weekday: From and To, every half hour, and Remove. */
function RangeRow({
  kit,
  index,
  number,
  dayName,
  onRemove,
}: {
  kit: Kit;
  index: number;
  /** The range's place among the day's ranges, when it has several (it names the fields). */
  number: number | null;
  dayName: string;
  onRemove: () => void;
}) {
  const t = useT();
  const words = useWords();
  const from = kit.form.watch(`windows.${index}.from`);
  const to = kit.form.watch(`windows.${index}.to`);
  const which = number === null ? null : <span className="sr-only"> {number}</span>;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-1.5 sm:gap-2">
      <FormField
        label={
          <>
            {t("availability.from")}
            {which}
          </>
        }
        {...fieldError(kit, `windows.${index}.from`)}
      >
        {(control) => (
          <NativeSelect {...control} {...kit.form.register(`windows.${index}.from`)} className="pr-7! pl-2!">
            {STARTS.map((time) => (
              <option key={time} value={time}>
                {words.time(time)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={
          <>
            {t("availability.to")}
            {which}
          </>
        }
        {...fieldError(kit, `windows.${index}.to`)}
      >
        {(control) => (
          <NativeSelect {...control} {...kit.form.register(`windows.${index}.to`)} className="pr-7! pl-2!">
            {ENDS.map((time) => (
              <option key={time} value={time}>
                {words.time(time)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button
        variant="ghost"
        size="icon"
        className="mt-7.5 size-9! text-red-700 hover:bg-red-50 hover:text-red-800 sm:mt-7 sm:size-10!"
        aria-label={t("availability.removeRange", {
          day: dayName,
          from: words.time(from),
          to: words.time(to),
        })}
        title={t("availability.remove")}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </Button>
    </li>
  );
}

/** The one-to-one lengths offered: a checkbox each. */
function Durations({ kit, length }: { kit: Kit; length: (minutes: number) => string }) {
  const t = useT();
  const { field } = useController({ control: kit.form.control, name: "durations" });
  const { invalid, error, describedBy } = fieldError(kit, "durations");
  const errorId = useId();
  const chosen = field.value ?? [];
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium text-slate-800">
        {t("availability.lengths")}
        <RequiredMark />
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {ONE_TO_ONE_DURATIONS.map((minutes, i) => (
          <div key={minutes} className="flex min-h-11 items-center gap-2">
            <Checkbox
              id={`${errorId}-${minutes}`}
              ref={i === 0 ? field.ref : undefined}
              name={field.name}
              value={minutes}
              checked={chosen.includes(minutes)}
              aria-invalid={invalid || undefined}
              aria-describedby={[error ? errorId : null, describedBy].filter(Boolean).join(" ") || undefined}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(
                  event.target.checked
                    ? [...chosen, minutes].sort((a, b) => a - b)
                    : chosen.filter((value) => value !== minutes),
                )
              }
            />
            <label htmlFor={`${errorId}-${minutes}`} className="cursor-pointer text-sm text-slate-800">
              {length(minutes)}
            </label>
          </div>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** A whole number of rupees, hours or minutes. */
function NumberField({
  kit,
  name,
  label,
  hint,
  max,
  step,
}: {
  kit: Kit;
  name: "price" | "minNoticeHours" | "bufferMinutes";
  label: string;
  hint: string;
  max: number;
  step: number;
}) {
  return (
    <FormField label={label} hint={hint} required {...fieldError(kit, name)}>
      {(control) => (
        <Input
          {...control}
          {...kit.form.register(name, { setValueAs: wholeNumber })}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={step}
          autoComplete="off"
        />
      )}
    </FormField>
  );
}

/** The dates the mentor is away (IST): a date and Add, each date a chip with Remove. */
function AwayDates({ kit }: { kit: Kit }) {
  const t = useT();
  const f = useFormat();
  const { field } = useController({ control: kit.form.control, name: "awayDates" });
  const [date, setDate] = useState("");
  const dates = field.value ?? [];
  const chips = useRef(new Map<string, HTMLButtonElement>());
  const inputRef = useRef<HTMLInputElement | null>(null);
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      inputRef.current?.focus();
      return;
    }
    field.onChange([...new Set([...dates, date])].sort());
    setDate("");
  };
  const remove = (removed: string) => {
    const rest = dates.filter((d) => d !== removed);
    field.onChange(rest);
    // The next chip, else the previous one, else the date field.
    const at = dates.indexOf(removed);
    const neighbour = rest[at] ?? rest[at - 1];
    (neighbour ? chips.current.get(neighbour) : inputRef.current)?.focus();
  };
  return (
    <div className="space-y-2">
      <FormField
        label={t("availability.away")}
        hint={t("availability.awayHint")}
        className="sm:max-w-md"
        {...fieldError(kit, "awayDates")}
      >
        {(control) => (
          <div className="flex flex-wrap gap-2">
            <Input
              {...control}
              ref={(element) => {
                inputRef.current = element;
                field.ref(element);
              }}
              type="date"
              className="w-auto min-w-0 flex-1 basis-40"
              min={todayInIndia()}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button
              variant="outline"
              className="h-11"
              disabled={dates.length >= AWAY_DATES_MAX}
              onClick={add}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t("availability.addAway")}
            </Button>
          </div>
        )}
      </FormField>
      {dates.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("availability.awayList")}>
          {dates.map((d) => (
            <li
              key={d}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              {awayDateText(f, d)}
              <button
                type="button"
                ref={(element) => {
                  if (element) chips.current.set(d, element);
                  else chips.current.delete(d);
                }}
                className="inline-flex size-7 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
                aria-label={t("availability.removeAway", { date: awayDateText(f, d) })}
                onClick={() => remove(d)}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const awayDateText = (f: Formatters, date: string) =>
  f.dateWith({ weekday: "short", day: "numeric", month: "short", year: "numeric" })(
    istToInstant(date, "12:00"),
  );

/** Today in India, YYYY-MM-DD. */
const todayInIndia = () => istDate(new Date());
