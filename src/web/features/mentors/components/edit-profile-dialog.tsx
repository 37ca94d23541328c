import type { MentorDashboard } from "@contract/dashboards";
import type { MentorProfileBody } from "@contract/profiles";
import type { TFunction } from "i18next";
import { type FormEvent, type RefObject, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { failureReason, serverFieldIssues } from "@/lib/form-errors";
import { useUpdateMentorProfile } from "../api/update-mentor-profile";
import { parseSubjects } from "../dashboard";
import { useT } from "../i18n";
import { PROFILE_LIMITS } from "../messages";

type Profile = MentorDashboard["profile"];
type Field = "bio" | "subjects" | "education";
const FIELDS: readonly Field[] = ["bio", "subjects", "education"];
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const blankToNull = (text: string) => (text.trim() === "" ? null : text.trim());

function toBody(values: Values): MentorProfileBody {
  return {
    bio: blankToNull(values.bio),
    subjects: parseSubjects(values.subjects),
    education: blankToNull(values.education),
  };
}

/** The server's limits, checked before sending so the reason shows under the field at once. */
function validate(body: MentorProfileBody, t: TFunction<"mentors">): FieldErrors {
  const errors: FieldErrors = {};
  if ((body.bio ?? "").length > PROFILE_LIMITS.bio)
    errors.bio = t("edit.bioTooLong", { max: PROFILE_LIMITS.bio });
  if (body.subjects.length > PROFILE_LIMITS.subjects)
    errors.subjects = t("edit.tooManySubjects", { max: PROFILE_LIMITS.subjects });
  else if (body.subjects.some((s) => s.length > PROFILE_LIMITS.subject))
    errors.subjects = t("edit.subjectTooLong", { max: PROFILE_LIMITS.subject });
  if ((body.education ?? "").length > PROFILE_LIMITS.education)
    errors.education = t("edit.educationTooLong", { max: PROFILE_LIMITS.education });
  return errors;
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
    <Dialog
      open={open}
      onClose={onClose}
      title={t("edit.title")}
      description={t("edit.description")}
      initialFocusRef={bioRef}
      size="lg"
    >
      {/* Mounted only while open: each opening starts from the saved profile. */}
      {open ? <EditProfileForm profile={profile} onDone={onClose} bioRef={bioRef} /> : null}
    </Dialog>
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
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateMentorProfile();
  const alertId = useId();
  const refs = {
    bio: bioRef,
    subjects: useRef<HTMLInputElement>(null),
    education: useRef<HTMLInputElement>(null),
  };

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirst = (fieldErrors: FieldErrors) => {
    const first = FIELDS.find((f) => fieldErrors[f]);
    if (first) refs[first].current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(values);
    const found = validate(body, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        toast.success(t("edit.saved"));
        onDone();
      },
      onError: (error) => {
        const fieldErrors = serverFieldIssues(error, FIELDS);
        setErrors(fieldErrors);
        setFailure(Object.keys(fieldErrors).length > 0 ? null : failureReason(error, t("edit.failed")));
        focusFirst(fieldErrors);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5 p-5 sm:p-6">
      {failure ? (
        <Alert id={alertId} key={failure}>
          {failure}
        </Alert>
      ) : null}
      <FormField
        label={t("profile.bio")}
        hint={t("edit.bioHint", { max: PROFILE_LIMITS.bio })}
        error={errors.bio}
      >
        {(control) => (
          <Textarea
            {...control}
            ref={bioRef}
            name="bio"
            rows={5}
            value={values.bio}
            onChange={set("bio")}
            placeholder={t("edit.bioPlaceholder")}
          />
        )}
      </FormField>
      <FormField label={t("profile.subjects")} hint={t("edit.subjectsHint")} error={errors.subjects}>
        {(control) => (
          <Input
            {...control}
            ref={refs.subjects}
            name="subjects"
            value={values.subjects}
            onChange={set("subjects")}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label={t("profile.education")} hint={t("edit.educationHint")} error={errors.education}>
        {(control) => (
          <Input
            {...control}
            ref={refs.education}
            name="education"
            value={values.education}
            onChange={set("education")}
            placeholder={t("edit.educationPlaceholder")}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t("edit.cancel")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {update.isPending ? t("edit.saving") : t("edit.save")}
        </Button>
      </div>
    </form>
  );
}
