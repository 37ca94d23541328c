import type { MentorDashboard } from "@contract/dashboards";
import { MENTOR_LANGUAGES, type MentorLanguage, mentorLanguageName } from "@contract/mentor-pages";
import { type MentorProfileBody, mentorProfileBodySchema } from "@contract/profiles";
import type { TFunction } from "i18next";
import { type RefObject, useMemo, useRef, useState } from "react";
import { z } from "zod";
import { Checkbox } from "@/components/ui/checkbox";
import { KitField, useFormKit } from "@/components/ui/form";
import { DialogForm, FormDialog, withFocusRef } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { failureReason, serverFieldIssues } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useUpdateMentorProfile } from "../api/update-mentor-profile";
import { parseSubjects } from "../dashboard";
import { useT } from "../i18n";
import { PROFILE_LIMITS } from "../messages";

type Profile = MentorDashboard["profile"];
/** The order the fields appear in: the first invalid one gets focus. */
const FIELDS = ["bio", "subjects", "education"] as const;
type Field = (typeof FIELDS)[number];
/** What the mentor types: the subjects as one comma-separated line. */
type Values = Record<Field, string>;

const blankToNull = (text: string) => (text.trim() === "" ? null : text.trim());

function toBody(values: Values): MentorProfileBody {
  return {
    bio: blankToNull(values.bio),
    subjects: parseSubjects(values.subjects),
    education: blankToNull(values.education),
  };
}

type LimitIssue = { path: readonly PropertyKey[]; code: string; message: string; maximum?: unknown };

/** A limit of the contract's schema broken, told in this feature's words with the schema's number. */
function limitMessage(issue: LimitIssue, t: TFunction<"mentors">): string {
  if (issue.code !== "too_big") return issue.message;
  const max = Number(issue.maximum);
  switch (issue.path[0]) {
    case "bio":
      return t("edit.bioTooLong", { max });
    case "education":
      return t("edit.educationTooLong", { max });
    case "subjects":
      // The list itself (too many), or one of its subjects (too long).
      return issue.path.length === 1 ? t("edit.tooManySubjects", { max }) : t("edit.subjectTooLong", { max });
    default:
      return issue.message;
  }
}

/**
 * The form's values made into the body PUT /api/me/mentor-profile takes, and checked by the
 * contract's own schema before anything is sent, so the reason shows under the field at once. What
 * is sent is that body (the server trims it again).
 */
function profileSchema(t: TFunction<"mentors">) {
  return z
    .object({ bio: z.string(), subjects: z.string(), education: z.string() })
    .transform(toBody)
    .superRefine((body, ctx) => {
      const issues = mentorProfileBodySchema.safeParse(body).error?.issues ?? [];
      // Too many subjects is said before a subject too long.
      const byDepth = [...issues].sort((a, b) => a.path.length - b.path.length);
      const told = new Set<PropertyKey>();
      for (const issue of byDepth) {
        const field = issue.path[0];
        if (field === undefined || told.has(field)) continue;
        told.add(field);
        ctx.addIssue({ code: "custom", path: [field], message: limitMessage(issue, t) });
      }
    });
}

const valuesOf = (profile: Profile): Values => ({
  bio: profile.bio ?? "",
  subjects: profile.subjects.join(", "),
  education: profile.education ?? "",
});

/**
 * The profile card's Edit: bio, subjects (comma-separated, like the admin's mentor form, docs/product.md §5) and
 * education, saved with PUT /api/me/mentor-profile. Closing without saving drops the changes.
 */
export function EditProfileDialog({
  open,
  onClose,
  profile,
}: {
  open: boolean;
  onClose: () => void;
  profile: Profile;
}) {
  const t = useT();
  const bioRef = useRef<HTMLTextAreaElement>(null);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("edit.title")}
      description={t("edit.description")}
      initialFocusRef={bioRef}
      size="lg"
    >
      <EditProfileForm profile={profile} onDone={onClose} bioRef={bioRef} />
    </FormDialog>
  );
}

function EditProfileForm({
  profile,
  onDone,
  bioRef,
}: {
  profile: Profile;
  onDone: () => void;
  bioRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const t = useT();
  const schema = useMemo(() => profileSchema(t), [t]);
  // Each field's problem shows under it; the server's refusals in the alert.
  const kit = useFormKit(schema, {
    defaultValues: valuesOf(profile),
    order: FIELDS,
    summarizeWith: () => null,
  });
  const update = useUpdateMentorProfile();
  const f = useFormat();
  // The languages they mentor in (docs/decisions/017): ticked boxes, sent with the rest, in the list's order.
  const [languages, setLanguages] = useState<ReadonlySet<string>>(() => new Set(profile.languages ?? []));
  const toggle = (code: MentorLanguage, on: boolean) =>
    setLanguages((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  const onSubmit = kit.submit((body) => {
    const chosen = MENTOR_LANGUAGES.map((l) => l.code).filter((code) => languages.has(code));
    update.mutate(
      { ...body, languages: chosen },
      {
        onSuccess: () => {
          toast.success(t("edit.saved"));
          onDone();
        },
        onError: (error) => {
          const fields = serverFieldIssues(error, FIELDS);
          kit.fail(Object.keys(fields).length > 0 ? null : failureReason(error, t("edit.failed")), fields);
        },
      },
    );
  });

  return (
    <DialogForm
      kit={kit}
      onSubmit={onSubmit}
      actions={{
        cancelLabel: t("edit.cancel"),
        onCancel: onDone,
        submitLabel: t("edit.save"),
        pendingLabel: t("edit.saving"),
        pending: update.isPending,
      }}
    >
      <KitField
        kit={kit}
        name="bio"
        label={t("profile.bio")}
        hint={t("edit.bioHint", { max: PROFILE_LIMITS.bio })}
      >
        {(control) => (
          <Textarea {...withFocusRef(control, bioRef)} rows={5} placeholder={t("edit.bioPlaceholder")} />
        )}
      </KitField>
      <KitField kit={kit} name="subjects" label={t("profile.subjects")} hint={t("edit.subjectsHint")}>
        {(control) => <Input {...control} autoComplete="off" />}
      </KitField>
      <KitField kit={kit} name="education" label={t("profile.education")} hint={t("edit.educationHint")}>
        {(control) => <Input {...control} placeholder={t("edit.educationPlaceholder")} />}
      </KitField>
      <fieldset aria-describedby="mentor-languages-hint">
        <legend className="text-sm font-medium text-slate-900">{t("public.profileLanguages.legend")}</legend>
        <p id="mentor-languages-hint" className="mt-1 text-sm text-slate-600">
          {t("public.profileLanguages.hint")}
        </p>
        <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
          {MENTOR_LANGUAGES.map(({ code }) => (
            <div key={code} className="flex items-center gap-2">
              <Checkbox
                id={`mentor-language-${code}`}
                name="languages"
                value={code}
                checked={languages.has(code)}
                onChange={(event) => toggle(code, event.target.checked)}
              />
              <label htmlFor={`mentor-language-${code}`} className="cursor-pointer text-sm text-slate-800">
                {mentorLanguageName(code, f.language)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </DialogForm>
  );
}
