import { phoneSchema } from "@contract/auth";
import { DOMAINS, studentProfileBodySchema } from "@contract/profiles";
import { INDIAN_STATES } from "@contract/receipts";
import { type RefObject, useMemo, useRef } from "react";
import { z } from "zod";
import { KitField, useFormKit } from "@/components/ui/form";
import { DialogForm, FormDialog, withFocusRef } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { failureReason, serverFieldIssues } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { type StudentProfile, useUpdateStudentProfile } from "../api/student-profile";
import { interestsToText, textToInterests } from "../dashboard";
import { useT } from "../i18n";

/** The order the fields appear in: the first invalid one gets focus. */
const FIELDS = ["interests", "educationLevel", "domain", "goal", "phone", "refundUpiId", "state"] as const;

export const PROFILE_LIMITS = { interests: 12, interest: 60, educationLevel: 120, goal: 300 } as const;

const body = studentProfileBodySchema.shape;
type Domain = (typeof DOMAINS)[number];

/** An empty answer is no answer. */
const blankToNull = (value: string) => (value.trim() === "" ? null : value);

/**
 * The form's values are text (the interests one comma-separated line, an empty answer for none);
 * they become the contract's body, checked by its own rules: the interests' number and length
 * (each said in this page's words), and the phone (optional) as sign-up checks it. The server
 * checks the same again.
 */
function profileFormSchema(t: ReturnType<typeof useT>) {
  return studentProfileBodySchema.extend({
    interests: z.string().transform((text, ctx) => {
      const parsed = body.interests.safeParse(textToInterests(text));
      if (parsed.success) return parsed.data;
      const tooMany = parsed.error.issues.some((issue) => issue.path.length === 0);
      ctx.addIssue({
        code: "custom",
        message: tooMany
          ? t("edit.tooManyInterests", { max: PROFILE_LIMITS.interests })
          : t("edit.interestTooLong", { max: PROFILE_LIMITS.interest }),
      });
      return z.NEVER;
    }),
    educationLevel: z.string().transform(blankToNull).pipe(body.educationLevel),
    goal: z.string().transform(blankToNull).pipe(body.goal),
    phone: z.string().transform(blankToNull).pipe(phoneSchema.nullable()),
    // Blank removes it; the contract checks the shape (name@bank), as the server does.
    refundUpiId: z.string().transform(blankToNull).pipe(body.refundUpiId.unwrap()),
    state: z.string().transform(blankToNull).pipe(body.state.unwrap()),
  });
}

function valuesOf(profile: StudentProfile) {
  return {
    interests: interestsToText(profile.interests),
    educationLevel: profile.educationLevel ?? "",
    goal: profile.goal ?? "",
    domain: (DOMAINS as readonly string[]).includes(profile.domain) ? (profile.domain as Domain) : "General",
    phone: profile.phone ?? "",
    refundUpiId: profile.refundUpiId ?? "",
    state: profile.state ?? "",
  };
}

type EditProfileDialogProps = { profile: StudentProfile; open: boolean; onClose: () => void };

/** The student edits what describes them (interests, education level, goal, domain, phone) and where refunds go. */
export function EditProfileDialog({ profile, open, onClose }: EditProfileDialogProps) {
  const t = useT();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("edit.title")}
      description={t("edit.description")}
      initialFocusRef={firstFieldRef}
      size="lg"
    >
      <ProfileForm profile={profile} onDone={onClose} firstFieldRef={firstFieldRef} />
    </FormDialog>
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
  const { language } = useFormat();
  const save = useUpdateStudentProfile();
  const schema = useMemo(() => profileFormSchema(t), [t]);
  // Each field's problem shows under it; the server's refusals in the alert.
  const kit = useFormKit(schema, {
    defaultValues: valuesOf(profile),
    order: FIELDS,
    summarizeWith: () => null,
  });

  const onSubmit = kit.submit((data) => {
    if (save.isPending) return;
    save.mutate(data, {
      onSuccess: () => {
        toast.success(t("edit.saved"));
        onDone();
      },
      onError: (error) => {
        const fields = serverFieldIssues(error, FIELDS);
        kit.fail(Object.keys(fields).length > 0 ? null : failureReason(error, t("edit.failed")), fields);
      },
    });
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
        pending: save.isPending,
      }}
    >
      <KitField
        kit={kit}
        name="interests"
        label={t("profile.interests")}
        hint={t("edit.interestsHint", { max: PROFILE_LIMITS.interests })}
      >
        {(control) => <Input {...withFocusRef(control, firstFieldRef)} autoComplete="off" />}
      </KitField>

      <div className="grid gap-5 sm:grid-cols-2">
        <KitField
          kit={kit}
          name="educationLevel"
          label={t("profile.educationLevel")}
          hint={t("edit.educationHint")}
        >
          {(control) => <Input {...control} maxLength={PROFILE_LIMITS.educationLevel} />}
        </KitField>
        <KitField kit={kit} name="domain" label={t("profile.domain")} hint={t("edit.domainHint")}>
          {(control) => (
            <NativeSelect {...control}>
              {DOMAINS.map((domain) => (
                <option key={domain} value={domain}>
                  {domain}
                </option>
              ))}
            </NativeSelect>
          )}
        </KitField>
      </div>

      <KitField kit={kit} name="goal" label={t("profile.goal")} hint={t("edit.goalHint")}>
        {(control) => <Textarea {...control} rows={3} maxLength={PROFILE_LIMITS.goal} />}
      </KitField>

      <KitField kit={kit} name="phone" label={t("profile.phone")} hint={t("edit.phoneHint")}>
        {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />}
      </KitField>

      <KitField kit={kit} name="refundUpiId" label={t("profile.refundUpiId")} hint={t("edit.refundUpiHint")}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            maxLength={330}
          />
        )}
      </KitField>

      <KitField kit={kit} name="state" label={t("profile.state")} hint={t("edit.stateHint")}>
        {(control) => (
          <NativeSelect {...control}>
            <option value="">{t("edit.stateNone")}</option>
            {[...INDIAN_STATES]
              .sort((a, b) => a[language].localeCompare(b[language], language))
              .map((s) => (
                <option key={s.code} value={s.code}>
                  {s[language]}
                </option>
              ))}
          </NativeSelect>
        )}
      </KitField>
    </DialogForm>
  );
}
