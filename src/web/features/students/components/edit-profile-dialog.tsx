import { phoneSchema } from "@contract/auth";
import { DOMAINS, type StudentProfileBody } from "@contract/profiles";
import { type FormEvent, type RefObject, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useFocusLater } from "@/hooks/use-focus-later";
import { failureReason, firstInvalid, serverFieldIssues } from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { type StudentProfile, useUpdateStudentProfile } from "../api/student-profile";
import { interestsToText, textToInterests } from "../dashboard";
import { useT } from "../i18n";

type Field = "interests" | "educationLevel" | "goal" | "domain" | "phone";
const FIELDS: readonly Field[] = ["interests", "educationLevel", "goal", "domain", "phone"];
type Values = Record<Field, string>;

export const PROFILE_LIMITS = { interests: 12, interest: 60, educationLevel: 120, goal: 300 } as const;

function valuesOf(profile: StudentProfile): Values {
  return {
    interests: interestsToText(profile.interests),
    educationLevel: profile.educationLevel ?? "",
    goal: profile.goal ?? "",
    domain: (DOMAINS as readonly string[]).includes(profile.domain) ? profile.domain : "General",
    phone: profile.phone ?? "",
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The body to send, or the fields to fix. The server checks the same limits again. */
function toBody(
  values: Values,
  t: ReturnType<typeof useT>,
): { body: StudentProfileBody } | { errors: Partial<Record<Field, string>> } {
  const errors: Partial<Record<Field, string>> = {};
  const interests = textToInterests(values.interests);
  if (interests.length > PROFILE_LIMITS.interests)
    errors.interests = t("edit.tooManyInterests", { max: PROFILE_LIMITS.interests });
  else if (interests.some((i) => i.length > PROFILE_LIMITS.interest))
    errors.interests = t("edit.interestTooLong", { max: PROFILE_LIMITS.interest });
  let phone: string | null = null;
  if (values.phone.trim() !== "") {
    const parsed = phoneSchema.safeParse(values.phone);
    if (parsed.success) phone = parsed.data;
    else
      errors.phone = translateMessage(
        parsed.error.issues[0]?.message ?? "Please enter a valid 10-digit mobile number.",
      );
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      interests,
      educationLevel: orNull(values.educationLevel),
      goal: orNull(values.goal),
      domain: values.domain as StudentProfileBody["domain"],
      phone,
    },
  };
}

type EditProfileDialogProps = { profile: StudentProfile; open: boolean; onClose: () => void };

/** The student edits what describes them: interests, education level, goal, domain and phone. */
export function EditProfileDialog({ profile, open, onClose }: EditProfileDialogProps) {
  const t = useT();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("edit.title")}
      description={t("edit.description")}
      initialFocusRef={firstFieldRef}
      size="lg"
    >
      {/* Mounted only while open: every opening starts from the saved profile. */}
      {open ? <ProfileForm profile={profile} onDone={onClose} firstFieldRef={firstFieldRef} /> : null}
    </Dialog>
  );
}

function ProfileForm({
  profile,
  onDone,
  firstFieldRef,
}: {
  profile: StudentProfile;
  onDone: () => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const save = useUpdateStudentProfile();
  const focusLater = useFocusLater();
  const alertId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const alertRef = useRef<HTMLDivElement>(null);

  const fail = (message: string | null, fields: Partial<Record<Field, string>>) => {
    setErrors(fields);
    setFailure(message);
    setAttempt((n) => n + 1);
    const first = firstInvalid(fields, FIELDS);
    focusLater(() => (first ? (refs.current[first] ?? null) : alertRef.current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = toBody(values, t);
    if ("errors" in result) {
      fail(null, result.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(result.body, {
      onSuccess: () => {
        toast.success(t("edit.saved"));
        onDone();
      },
      onError: (error) => {
        const fields = serverFieldIssues(error, FIELDS);
        fail(Object.keys(fields).length > 0 ? null : failureReason(error, t("edit.failed")), fields);
      },
    });
  };

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    ref: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
      refs.current[field] = element;
    },
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _fixed, ...rest }) => rest);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col">
      <div className="space-y-5 px-5 py-5 sm:px-6">
        {failure ? (
          <Alert key={attempt} id={alertId} ref={alertRef} tabIndex={-1}>
            {failure}
          </Alert>
        ) : null}

        <FormField
          label={t("profile.interests")}
          hint={t("edit.interestsHint", { max: PROFILE_LIMITS.interests })}
          error={errors.interests}
        >
          {(control) => (
            <Input
              {...control}
              {...bind("interests")}
              ref={(element) => {
                refs.current.interests = element;
                firstFieldRef.current = element;
              }}
              autoComplete="off"
            />
          )}
        </FormField>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t("profile.educationLevel")}
            hint={t("edit.educationHint")}
            error={errors.educationLevel}
          >
            {(control) => (
              <Input {...control} {...bind("educationLevel")} maxLength={PROFILE_LIMITS.educationLevel} />
            )}
          </FormField>
          <FormField label={t("profile.domain")} hint={t("edit.domainHint")} error={errors.domain}>
            {(control) => (
              <NativeSelect {...control} {...bind("domain")}>
                {DOMAINS.map((domain) => (
                  <option key={domain} value={domain}>
                    {domain}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>

        <FormField label={t("profile.goal")} hint={t("edit.goalHint")} error={errors.goal}>
          {(control) => <Textarea {...control} {...bind("goal")} rows={3} maxLength={PROFILE_LIMITS.goal} />}
        </FormField>

        <FormField label={t("profile.phone")} hint={t("edit.phoneHint")} error={errors.phone}>
          {(control) => (
            <Input
              {...control}
              {...bind("phone")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
            />
          )}
        </FormField>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          {t("edit.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? t("edit.saving") : t("edit.save")}
        </Button>
      </div>
    </form>
  );
}
