import { type MentorSlots, minutesOf, ONE_TO_ONE_TOPIC_MAX, timeOf } from "@contract/availability";
import { HOLD_MESSAGES } from "@contract/bookings";
import { istToInstant } from "@contract/time";
import { CalendarCheck, RotateCw } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { loginHref, VerifyEmailNotice } from "@/features/auth";
import { isApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useCurrentUser } from "@/lib/current-user";
import { failureReason } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { useBookSlot, useMentorSlots } from "../api/mentor-slots";
import { useT } from "../i18n";

/** Days shown before "Show all days" (two weeks). */
const DAYS_SHOWN = 14;

/** A radio drawn as a chip: the circle hidden, the chip marked when chosen and ringed on focus. */
const chipClasses = cn(
  "flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-400 bg-white px-2 py-1.5",
  "text-center text-sm font-medium text-slate-800 transition-colors hover:border-brand-600 hover:bg-brand-50",
  "has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white",
  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
);

/**
 * A mentor's one-to-one sessions by availability (docs/decisions/022), on their public page: the
 * length, a day and a free start time (IST), the subject and what to talk about, then "Book this
 * time", which makes the session and holds its seat in one step and goes on to the payment page.
 * Nothing shows while the times load, nor when the mentor offers no one-to-one sessions.
 */
export function OneToOneBooking({ slug, className }: { slug: string; className?: string }) {
  const t = useT();
  const [duration, setDuration] = useState<number | null>(null);
  const query = useMentorSlots(slug, duration);
  if (query.isPending || (query.data && !query.data.offered)) return null;
  return (
    <section id="one-to-one" aria-labelledby="one-to-one-heading" className={cn("scroll-mt-24", className)}>
      <h2 id="one-to-one-heading" className="text-xl font-semibold text-slate-900">
        {t("oneToOne.title")}
      </h2>
      {query.isError ? (
        <Alert className="mt-3 max-w-2xl">
          <p>{t("oneToOne.loadFailed")}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t("public.page.retry")}
          </Button>
        </Alert>
      ) : (
        <Booking
          slug={slug}
          slots={query.data}
          loading={query.isPlaceholderData}
          onDuration={setDuration}
          refresh={() => void query.refetch()}
        />
      )}
    </section>
  );
}

function Booking({
  slug,
  slots,
  loading,
  onDuration,
  refresh,
}: {
  slug: string;
  slots: MentorSlots;
  /** The times of another length are on their way (the previous ones are shown meanwhile). */
  loading: boolean;
  onDuration: (minutes: number) => void;
  refresh: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const book = useBookSlot(slug);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  const [allDays, setAllDays] = useState(false);
  const [subject, setSubject] = useState(slots.subjects[0] ?? "");
  const [topic, setTopic] = useState("");
  const [problem, setProblem] = useState<{ text: string; attempt: number } | null>(null);
  const alertRef = useRef<HTMLDivElement | null>(null);
  const noteId = useId();

  const duration = slots.duration ?? slots.durations[0] ?? 60;
  const day = slots.days.find((d) => d.date === chosenDate) ?? slots.days[0];
  const time = day && chosenTime && day.starts.includes(chosenTime) ? chosenTime : null;
  const dayLabel = f.dateWith({ weekday: "short", day: "numeric", month: "short" });
  const dayOf = (date: string) => dayLabel(istToInstant(date, "12:00"));
  const timeLabel = (date: string, hhmm: string) => f.time(istToInstant(date, hhmm));
  const length = (minutes: number) => t(`availability.length.m${minutes}`);
  const days = allDays ? slots.days : slots.days.slice(0, DAYS_SHOWN);
  const viewer = user === null ? "visitor" : user.role === "student" ? "student" : "other";

  const fail = (text: string) => {
    setProblem((old) => ({ text, attempt: (old?.attempt ?? 0) + 1 }));
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const onBook = () => {
    if (viewer === "visitor") {
      void navigate(loginHref(`${location.pathname}${location.search}`));
      return;
    }
    if (viewer !== "student" || book.isPending) return;
    if (!day || !time) {
      fail(t("oneToOne.chooseTime"));
      return;
    }
    setProblem(null);
    book.mutate(
      {
        date: day.date,
        time,
        durationMinutes: duration,
        ...(subject ? { subject } : {}),
        // The topic is one line (docs/product.md §5): the lines typed in the box are joined.
        topic: topic.replace(/\s+/g, " ").trim(),
      },
      {
        onSuccess: (answer) => void navigate(paths.payment.getHref(answer.sessionId)),
        onError: (error) => {
          // Taken meanwhile, or no longer free: the times are asked again and another is chosen.
          if (isApiError(error) && (error.status === 409 || error.status === 400)) {
            setChosenTime(null);
            refresh();
          }
          fail(failureReason(error, t("oneToOne.failed")));
        },
      },
    );
  };

  const end = time ? timeLabel(day?.date ?? "", timeOf(Math.min(minutesOf(time) + duration, 24 * 60))) : null;

  return (
    <div className={cardClasses({ className: "mt-4 max-w-4xl space-y-5" })}>
      <p className="text-slate-700">
        {t("oneToOne.intro", { length: length(duration), price: f.rupees(slots.price) })}{" "}
        <span className="font-semibold text-slate-900">{t("oneToOne.ist")}</span>
      </p>

      {problem ? (
        <Alert key={problem.attempt} ref={alertRef} tabIndex={-1}>
          {problem.text}
        </Alert>
      ) : null}
      {/* Refused for an email not verified yet (docs/product.md §10.12): a new link, from here. */}
      {isApiError(book.error) && book.error.message === HOLD_MESSAGES.verifyEmailFirst ? (
        <VerifyEmailNotice />
      ) : null}

      {slots.durations.length > 1 ? (
        <ChipGroup legend={t("oneToOne.length")} className="grid-cols-2 sm:grid-cols-4">
          {slots.durations.map((minutes) => (
            <label key={minutes} className={chipClasses}>
              <input
                type="radio"
                name="one-to-one-length"
                className="sr-only"
                value={minutes}
                checked={minutes === duration}
                onChange={() => {
                  setChosenTime(null);
                  setProblem(null);
                  onDuration(minutes);
                }}
              />
              {length(minutes)}
            </label>
          ))}
        </ChipGroup>
      ) : null}

      {slots.days.length === 0 || !day ? (
        <p className="text-slate-700">{t("oneToOne.noTimes", { length: length(duration) })}</p>
      ) : (
        <div aria-busy={loading || undefined} className={cn("space-y-5", loading && "opacity-60")}>
          <ChipGroup legend={t("oneToOne.day")} className="grid-cols-3 sm:grid-cols-5 lg:grid-cols-7">
            {days.map((d) => (
              <label key={d.date} className={chipClasses}>
                <input
                  type="radio"
                  name="one-to-one-day"
                  className="sr-only"
                  value={d.date}
                  checked={d.date === day.date}
                  onChange={() => {
                    setChosenDate(d.date);
                    setChosenTime(null);
                  }}
                />
                {dayOf(d.date)}
              </label>
            ))}
          </ChipGroup>
          {slots.days.length > DAYS_SHOWN ? (
            <Button
              variant="ghost"
              size="sm"
              className="-mt-3 text-brand-700"
              onClick={() => setAllDays((all) => !all)}
            >
              {allDays ? t("oneToOne.fewerDays") : t("oneToOne.allDays", { number: slots.days.length })}
            </Button>
          ) : null}
          <ChipGroup
            legend={t("oneToOne.times", { day: dayOf(day.date) })}
            className="grid-cols-3 sm:grid-cols-5 lg:grid-cols-8"
          >
            {day.starts.map((start) => (
              <label key={start} className={chipClasses}>
                <input
                  type="radio"
                  name="one-to-one-time"
                  className="sr-only"
                  value={start}
                  checked={start === time}
                  onChange={() => {
                    setChosenTime(start);
                    setProblem(null);
                  }}
                />
                {timeLabel(day.date, start)}
              </label>
            ))}
          </ChipGroup>
        </div>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        {slots.subjects.length > 0 ? (
          <FormField label={t("oneToOne.subject")}>
            {(control) => (
              <NativeSelect {...control} value={subject} onChange={(event) => setSubject(event.target.value)}>
                {slots.subjects.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : null}
        <FormField
          label={t("oneToOne.topic")}
          hint={t("oneToOne.topicHint")}
          className={slots.subjects.length > 0 ? undefined : "sm:col-span-2"}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              maxLength={ONE_TO_ONE_TOPIC_MAX}
              value={topic}
              onChange={(event) => setTopic(event.target.value)}
            />
          )}
        </FormField>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          size="lg"
          disabled={viewer === "other" || book.isPending}
          aria-describedby={viewer === "other" || time ? noteId : undefined}
          onClick={onBook}
        >
          {book.isPending ? <Spinner /> : <CalendarCheck aria-hidden="true" className="size-5" />}
          {t("oneToOne.book")}
        </Button>
        <Note id={noteId}>
          {viewer === "other"
            ? t("oneToOne.onlyStudents")
            : time && day
              ? t("oneToOne.chosen", {
                  day: dayOf(day.date),
                  from: timeLabel(day.date, time),
                  to: end,
                  price: f.rupees(slots.price),
                })
              : null}
        </Note>
      </div>
    </div>
  );
}

function ChipGroup({
  legend,
  className,
  children,
}: {
  legend: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className={cn("grid gap-2", className)}>{children}</div>
    </fieldset>
  );
}

function Note({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-slate-700">
      {children}
    </p>
  );
}
