import { type EditSessionBody, RESCHEDULE_UNTIL_HOURS } from "@contract/session-changes";
import { DURATIONS, SEATS_MAX, type SessionCard, TIME_SLOTS } from "@contract/sessions";
import { instantToIst } from "@contract/time";
import { type RefObject, useMemo, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { KitField, useFormKit } from "@/components/ui/form";
import { DialogForm, FormDialog, withFocusRef } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { RequiredFieldsNote } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { failureReason } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useEditSession } from "../api/change-session";
import { useSession } from "../api/get-session";
import { useT } from "../i18n";
import {
  isPastTime,
  type PostSessionField,
  type PostSessionValues,
  postSessionFormSchema,
  SUBJECTS_MAX,
  serverFieldErrors,
  todayInIndia,
} from "../post-session-values";

const HOUR_MS = 3_600_000;

/** The fields the edit form shows, in order (category, type and price are fixed once posted). */
const EDIT_ORDER: readonly PostSessionField[] = [
  "title",
  "subject",
  "subjects",
  "date",
  "time",
  "durationMinutes",
  "description",
  "seats",
];

const valuesOf = (session: SessionCard): PostSessionValues => {
  const { date, time } = instantToIst(new Date(session.startsAt));
  return {
    mentorId: session.mentor.id,
    title: session.title,
    subject: session.subject,
    category: session.category as PostSessionValues["category"],
    subjects: session.subjects.join(", "),
    date,
    time,
    durationMinutes: String(session.durationMinutes),
    price: String(session.price),
    description: session.description,
    type: session.type,
    seats: String(session.seats),
  };
};

/**
 * Edit a session (docs/product.md §10.14), for its mentor or an admin: the same fields, rules and
 * messages as posting. The date, time and duration are locked, with the reason, from 24 hours before
 * the start; category, type and price are shown but fixed. The server decides again.
 */
export function EditSessionDialog({
  sessionId,
  title,
  open,
  onClose,
  onChanged,
}: {
  sessionId: string;
  title: string;
  open: boolean;
  onClose: () => void;
  /** After a change was saved (the host refreshes what it shows). */
  onChanged?: () => void;
}) {
  const t = useT();
  const titleRef = useRef<HTMLInputElement>(null);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("changes.editTitle")}
      description={title}
      initialFocusRef={titleRef}
      size="lg"
    >
      <EditSessionLoader sessionId={sessionId} onDone={onClose} onChanged={onChanged} titleRef={titleRef} />
    </FormDialog>
  );
}

function EditSessionLoader({
  sessionId,
  onDone,
  onChanged,
  titleRef,
}: {
  sessionId: string;
  onDone: () => void;
  onChanged?: () => void;
  titleRef: RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const query = useSession(sessionId);
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 p-6 text-sm text-slate-700" role="status">
        <Spinner /> {t("changes.loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="p-6">
        <Alert>{failureReason(query.error, t("changes.loadFailed"))}</Alert>
      </div>
    );
  }
  return <EditSessionForm session={query.data} onDone={onDone} onChanged={onChanged} titleRef={titleRef} />;
}

function EditSessionForm({
  session,
  onDone,
  onChanged,
  titleRef,
}: {
  session: SessionCard;
  onDone: () => void;
  onChanged?: () => void;
  titleRef: RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const f = useFormat();
  const schema = useMemo(() => postSessionFormSchema(false, t), [t]);
  const kit = useFormKit(schema, {
    defaultValues: valuesOf(session),
    order: EDIT_ORDER,
    summarizeWith: () => null,
  });
  const edit = useEditSession();
  const values = kit.form.watch();
  const today = todayInIndia();
  const startsAt = new Date(session.startsAt);
  // From 24 hours before the start the time is fixed (the server decides again by its clock).
  const timeLocked = Date.now() > startsAt.getTime() - RESCHEDULE_UNTIL_HOURS * HOUR_MS;
  const seatsFloor = session.seats - session.seatsLeft;

  const onSubmit = kit.submit((posted) => {
    const body: EditSessionBody = {
      title: posted.title,
      subject: posted.subject,
      subjects: posted.subjects,
      description: posted.description,
      ...(session.type === "group" ? { seats: posted.seats } : {}),
      ...(timeLocked
        ? {}
        : { date: posted.date, time: posted.time, durationMinutes: posted.durationMinutes }),
    };
    edit.mutate(
      { id: session.id, body },
      {
        onSuccess: () => {
          toast.success(t("changes.saved"));
          onChanged?.();
          onDone();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, t);
          kit.fail(
            Object.keys(fields).length > 0 ? null : failureReason(error, t("changes.saveFailed")),
            fields,
          );
        },
      },
    );
  });

  return (
    <DialogForm
      kit={kit}
      onSubmit={onSubmit}
      label={t("changes.editTitle")}
      actions={{
        cancelLabel: t("changes.close"),
        onCancel: onDone,
        submitLabel: t("changes.save"),
        pendingLabel: t("changes.saving"),
        pending: edit.isPending,
      }}
    >
      <RequiredFieldsNote />
      <KitField kit={kit} name="title" label={t("form.title")} required>
        {(control) => <Input {...withFocusRef(control, titleRef)} maxLength={120} autoComplete="off" />}
      </KitField>
      <div className="grid gap-5 sm:grid-cols-2">
        <KitField kit={kit} name="subject" label={t("form.subject")} required hint={t("form.subjectHint")}>
          {(control) => <Input {...control} maxLength={60} autoComplete="off" />}
        </KitField>
        <KitField
          kit={kit}
          name="subjects"
          label={t("form.subjects")}
          hint={t("form.subjectsHint", { max: SUBJECTS_MAX })}
        >
          {(control) => <Input {...control} autoComplete="off" />}
        </KitField>
      </div>

      <fieldset className="space-y-3" aria-describedby={timeLocked ? "edit-session-time-locked" : undefined}>
        <legend className="text-sm font-semibold text-slate-900">{t("changes.when")}</legend>
        {timeLocked ? (
          <p
            id="edit-session-time-locked"
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {t("changes.timeLocked", { hours: RESCHEDULE_UNTIL_HOURS })}
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t("changes.rescheduleNote")}</p>
        )}
        <div className="grid gap-5 sm:grid-cols-3">
          <KitField kit={kit} name="date" label={t("form.date")} required hint={t("form.dateHint")}>
            {(control) => <Input {...control} type="date" min={today} disabled={timeLocked} />}
          </KitField>
          <KitField kit={kit} name="time" label={t("form.time")} required hint={t("form.timeHint")}>
            {(control) => (
              <NativeSelect {...control} disabled={timeLocked}>
                {TIME_SLOTS.map((slot) => (
                  <option key={slot.value} value={slot.value} disabled={isPastTime(values.date, slot.value)}>
                    {slot.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </KitField>
          <KitField kit={kit} name="durationMinutes" label={t("form.duration")} required>
            {(control) => (
              <NativeSelect {...control} disabled={timeLocked}>
                {DURATIONS.map((d) => (
                  <option key={d.minutes} value={d.minutes}>
                    {t(`common:card.duration.m${d.minutes}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </KitField>
        </div>
      </fieldset>

      <KitField kit={kit} name="description" label={t("form.description")} hint={t("form.descriptionHint")}>
        {(control) => <Textarea {...control} maxLength={2000} rows={4} />}
      </KitField>

      {session.type === "group" ? (
        <KitField
          kit={kit}
          name="seats"
          label={t("form.seats")}
          required
          hint={t("changes.seatsHint", { min: Math.max(1, seatsFloor), max: SEATS_MAX })}
        >
          {(control) => <Input {...control} inputMode="numeric" autoComplete="off" className="sm:max-w-40" />}
        </KitField>
      ) : null}

      <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        <p>
          {t("form.category")}: <strong>{session.category}</strong> · {t("form.type")}:{" "}
          <strong>{session.type === "group" ? t("form.group") : t("form.onetoone")}</strong> ·{" "}
          {t("form.price")}: <strong>{f.rupees(session.price)}</strong>
        </p>
        <p className="mt-1 text-slate-600">{t("changes.fixed")}</p>
      </div>
    </DialogForm>
  );
}
