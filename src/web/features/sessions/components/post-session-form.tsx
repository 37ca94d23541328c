import {
  CATEGORIES,
  DURATIONS,
  PRICE_MAX,
  SEATS_MAX,
  SEATS_MIN,
  SESSION_MESSAGES,
  TIME_SLOTS,
} from "@contract/sessions";
import { istToInstant } from "@contract/time";
import type { CurrentUser } from "@contract/users";
import { Eye } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useController } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { type SessionCardData, SessionCard as SessionCardView } from "@/components/session-card/session-card";
import { Button, buttonClasses } from "@/components/ui/button";
import { fieldError, KitField, useFormKit } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { RequiredFieldsNote, RequiredMark } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { type ApiError, isApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/i18n";
import { codeOfBody, translateMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import type { MentorChoice } from "../api/get-mentor-choices";
import { usePostSession } from "../api/post-session";
import { useT } from "../i18n";
import {
  EMPTY_VALUES,
  FIELD_ORDER,
  isPastTime,
  missingFields,
  parseNumber,
  parseSubjects,
  postSessionFormSchema,
  SUBJECTS_MAX,
  seatsOf,
  serverFieldErrors,
  todayInIndia,
} from "../post-session-values";
import { MentorPicker } from "./mentor-picker";

/** Where the poster goes after posting: a mentor to their dashboard (docs/product.md §4), an admin to the sessions tab. */
function doneHref(user: CurrentUser): string {
  return user.role === "admin" ? paths.adminDashboard.getHref("sessions") : paths.mentorDashboard.getHref();
}

/** The server's own words for a refusal, in the reader's language when it carries a code. */
function refusalText(error: ApiError): string {
  const { code, params } = codeOfBody(error.body);
  return translateMessage(error.message, code, params);
}

/**
 * The post session form (docs/product.md §2.22, §5) with its live preview: the card exactly as students will
 * find it on /booking-sessions. A mentor posts as themself; an admin picks the mentor. The browser
 * checks the same rules as the server so most mistakes show at once; the server decides.
 */
export function PostSessionForm({ user }: { user: CurrentUser }) {
  const t = useT();
  const f = useFormat();
  const choosesMentor = user.role === "admin";
  // Each field's problem shows under it (no alert): the toasts say the rest.
  const schema = useMemo(() => postSessionFormSchema(choosesMentor, t), [choosesMentor, t]);
  const kit = useFormKit(schema, {
    defaultValues: EMPTY_VALUES,
    order: FIELD_ORDER,
    summarizeWith: () => null,
  });
  const mentorField = useController({ control: kit.form.control, name: "mentorId" });
  // The chosen mentor's name, for the preview (the form's value is their id).
  const [mentor, setMentor] = useState<MentorChoice | null>(null);
  const post = usePostSession();
  const navigate = useNavigate();
  const today = todayInIndia();
  // The preview follows the values as typed.
  const values = kit.form.watch();

  const send = kit.submit((body) => {
    post.mutate(body, {
      onSuccess: () => {
        toast.success(translateMessage(SESSION_MESSAGES.postedTitle), {
          description: translateMessage(SESSION_MESSAGES.postedText),
        });
        void navigate(doneHref(user));
      },
      onError: (error) => {
        const fields = serverFieldErrors(error, t);
        // A refusal the person can fix says why (in the fields too); anything else: try later.
        const description =
          isApiError(error) && error.status >= 400 && error.status < 500
            ? refusalText(error)
            : translateMessage(SESSION_MESSAGES.failedText);
        toast.error(translateMessage(SESSION_MESSAGES.failedTitle), { description });
        if (Object.keys(fields).length > 0) kit.fail(null, fields);
      },
    });
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (post.isPending) return;
    // docs/product.md §5: any required field left empty gives the 'Missing Information' toast.
    if (Object.keys(missingFields(kit.form.getValues(), choosesMentor, t)).length > 0) {
      toast.error(translateMessage(SESSION_MESSAGES.missingTitle), {
        description: translateMessage(SESSION_MESSAGES.missingText),
      });
    }
    send();
  };

  const seats = seatsOf(values);
  const price = parseNumber(values.price);
  const preview: SessionCardData = {
    id: "preview",
    title: values.title.trim() || t("preview.title"),
    description: values.description,
    mentor: choosesMentor
      ? { ...PREVIEW_MENTOR, id: mentor?.id ?? "", name: mentor?.name ?? t("preview.noMentor") }
      : { ...PREVIEW_MENTOR, id: user.id, name: user.name, image: user.image },
    subject: values.subject.trim() || t("preview.subject"),
    subjects: parseSubjects(values.subjects).slice(0, SUBJECTS_MAX),
    category: values.category,
    startsAt: values.date && values.time ? istToInstant(values.date, values.time).toISOString() : null,
    durationMinutes: Number(values.durationMinutes),
    type: values.type,
    seats: seats !== null && seats >= SEATS_MIN ? Math.trunc(seats) : 0,
    seatsLeft: seats !== null && seats >= SEATS_MIN ? Math.trunc(seats) : 0,
    price: price !== null && price >= 0 ? Math.trunc(price) : null,
    status: "upcoming",
    closed: false,
    rating: null,
    closedReason: null,
    cancellation: null,
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,380px)] lg:items-start">
      <form noValidate onSubmit={onSubmit} aria-label={t("form.label")} className="min-w-0 space-y-5">
        <RequiredFieldsNote />

        {choosesMentor ? (
          <MentorPicker
            value={mentor}
            onChange={(next) => {
              setMentor(next);
              mentorField.field.onChange(next?.id ?? "");
            }}
            error={fieldError(kit, "mentorId").error}
            selectRef={mentorField.field.ref}
          />
        ) : null}

        <KitField kit={kit} name="title" label={t("form.title")} required>
          {(control) => <Input {...control} maxLength={120} autoComplete="off" />}
        </KitField>

        <div className="grid gap-5 sm:grid-cols-2">
          <KitField kit={kit} name="subject" label={t("form.subject")} required hint={t("form.subjectHint")}>
            {(control) => <Input {...control} maxLength={60} autoComplete="off" />}
          </KitField>
          <KitField kit={kit} name="category" label={t("form.category")} required>
            {(control) => (
              <NativeSelect {...control}>
                <option value="">{t("form.chooseCategory")}</option>
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </NativeSelect>
            )}
          </KitField>
        </div>

        <KitField
          kit={kit}
          name="subjects"
          label={t("form.subjects")}
          hint={t("form.subjectsHint", { max: SUBJECTS_MAX })}
        >
          {(control) => <Input {...control} autoComplete="off" />}
        </KitField>

        <div className="grid gap-5 sm:grid-cols-2">
          <KitField kit={kit} name="date" label={t("form.date")} required hint={t("form.dateHint")}>
            {(control) => <Input {...control} type="date" min={today} />}
          </KitField>
          <KitField kit={kit} name="time" label={t("form.time")} required hint={t("form.timeHint")}>
            {(control) => (
              <NativeSelect {...control}>
                <option value="">{t("form.chooseTime")}</option>
                {TIME_SLOTS.map((slot) => (
                  <option key={slot.value} value={slot.value} disabled={isPastTime(values.date, slot.value)}>
                    {slot.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </KitField>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <KitField kit={kit} name="durationMinutes" label={t("form.duration")} required>
            {(control) => (
              <NativeSelect {...control}>
                {DURATIONS.map((d) => (
                  <option key={d.minutes} value={d.minutes}>
                    {t(`common:card.duration.m${d.minutes}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </KitField>
          <KitField
            kit={kit}
            name="price"
            label={t("form.price")}
            required
            hint={t("form.priceHint", { max: f.number(PRICE_MAX) })}
          >
            {(control) => <Input {...control} inputMode="numeric" autoComplete="off" placeholder="499" />}
          </KitField>
        </div>

        <KitField kit={kit} name="description" label={t("form.description")} hint={t("form.descriptionHint")}>
          {(control) => <Textarea {...control} maxLength={2000} rows={4} />}
        </KitField>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">
            {t("form.type")}
            <RequiredMark />
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {(
              [
                {
                  value: "group",
                  label: t("form.group"),
                  hint: t("form.groupHint", { min: SEATS_MIN, max: SEATS_MAX }),
                },
                { value: "onetoone", label: t("form.onetoone"), hint: t("form.onetooneHint") },
              ] as const
            ).map((option) => (
              <label
                key={option.value}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors",
                  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
                  values.type === option.value ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white",
                )}
              >
                <input
                  type="radio"
                  {...kit.form.register("type")}
                  value={option.value}
                  className="mt-1 size-4 accent-brand-600 focus-visible:outline-none"
                />
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{option.label}</span>
                  <span className="block text-sm text-slate-600">{option.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {values.type === "group" ? (
          <KitField
            kit={kit}
            name="seats"
            label={t("form.seats")}
            required
            hint={t("form.seatsHint", { min: SEATS_MIN, max: SEATS_MAX })}
          >
            {(control) => (
              <Input {...control} inputMode="numeric" autoComplete="off" className="sm:max-w-40" />
            )}
          </KitField>
        ) : null}

        <PreviewPanel session={preview} className="lg:hidden" />

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 min-[400px]:flex-row min-[400px]:justify-end">
          <Link to={doneHref(user)} className={buttonClasses({ variant: "outline", size: "lg" })}>
            {t("form.cancel")}
          </Link>
          <Button type="submit" size="lg" aria-disabled={post.isPending || undefined}>
            {post.isPending ? <Spinner /> : null}
            {post.isPending ? t("form.posting") : t("form.submit")}
          </Button>
        </div>
      </form>

      {/* Beside the form on a wide screen; on a phone, above the Post Session button instead. */}
      <PreviewPanel session={preview} className="hidden lg:sticky lg:top-24 lg:block" />
    </div>
  );
}

/** The preview's mentor: no page to link to, and the rating shows as a new mentor's. */
const PREVIEW_MENTOR = { image: null, slug: null, rating: null, reviews: 0 };

/** The card exactly as students will see it on Book Your Sessions, updated as the mentor types. */
function PreviewPanel({ session, className }: { session: SessionCardData; className?: string }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("min-w-0", className)}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Eye aria-hidden="true" className="size-5 text-brand-600" />
        {t("preview.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("preview.text")}</p>
      <SessionCardView
        session={session}
        preview
        className="mt-4"
        action={
          <span className={buttonClasses({ className: "pointer-events-none" })}>{t("action.book")}</span>
        }
      />
    </section>
  );
}
