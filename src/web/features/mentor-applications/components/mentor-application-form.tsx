import {
  APPLICATION_MESSAGES,
  MAX_AGE,
  type MentorApplicationInput,
  MIN_AGE,
  mentorApplicationSchema,
  RESUME_MAX_BYTES,
} from "@contract/mentor-applications";
import {
  applicationRankSchema,
  RANK_MESSAGES,
  RANK_PROOF_MAX_BYTES,
  RANK_PROOF_TYPES,
} from "@contract/verification";
import type { TFunction } from "i18next";
import { CircleAlert, CircleCheck } from "lucide-react";
import { type FormEvent, type Ref, useMemo, useState } from "react";
import { useController } from "react-hook-form";
import { z } from "zod";
import { RankClaimFields } from "@/components/rank-claim-fields";
import { Button } from "@/components/ui/button";
import { fieldError, KitField, useFormKit } from "@/components/ui/form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RequiredFieldsNote } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { failureReason, serverFieldIssues } from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { useSubmitMentorApplication } from "../api/submit-mentor-application";
import { useT } from "../i18n";
import { issueMessage } from "../messages";

/** The six text fields, the optional résumé and the optional rank claim, sent as multipart together. */
type Values = MentorApplicationInput & {
  resume: File | null;
  rankExam: string;
  rankAir: string;
  rankYear: string;
  college: string;
  rankProof: File | null;
};

/** Display order: the first invalid field gets focus. */
const FIELDS = [
  "name",
  "email",
  "phone",
  "dob",
  "education",
  "experience",
  "resume",
  "rankExam",
  "rankAir",
  "rankYear",
  "college",
  "rankProof",
] as const;
type Field = (typeof FIELDS)[number];
const TEXT_FIELDS = ["name", "email", "phone", "dob", "education", "experience"] as const;

const EMPTY: Values = {
  name: "",
  email: "",
  phone: "",
  dob: "",
  education: "",
  experience: "",
  resume: null,
  rankExam: "",
  rankAir: "",
  rankYear: "",
  college: "",
  rankProof: null,
};

/**
 * docs/product.md §4: the message under the form is empty, then 'Sending....', then 'Form Submitted
 * Successfully' or the reason it failed. Unlike the original specification, the form can be sent again after a failure.
 */
type Status =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "success"; message: string }
  | { kind: "error"; message: string };

/** A date as YYYY-MM-DD in the visitor's own calendar, `years` before today. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Why a picked résumé cannot go (the contract's English, translated where shown), or null. */
function resumeProblem(file: File | null): string | null {
  if (!file) return null;
  if (file.size > RESUME_MAX_BYTES) return APPLICATION_MESSAGES.resumeTooLarge;
  // The server judges the bytes; here the type or the name is enough to catch a wrong pick early.
  const looksLikePdf = file.type === "application/pdf" || (file.type === "" && /\.pdf$/i.test(file.name));
  return looksLikePdf ? null : APPLICATION_MESSAGES.resumeNotPdf;
}

/** Why a picked rank proof cannot go, or null (the server judges its bytes). */
function rankProofProblem(file: File | null): string | null {
  if (!file) return null;
  if (file.size > RANK_PROOF_MAX_BYTES) return RANK_MESSAGES.proofTooLarge;
  const known = (RANK_PROOF_TYPES as readonly string[]).includes(file.type) || file.type === "";
  return known ? null : RANK_MESSAGES.proofType;
}

/** The files' rules, beside the schema (the contract's schema has the text fields only). */
const resumeRule = (values: Values): Partial<Record<Field, string>> => {
  const problem = resumeProblem(values.resume);
  const proofProblem = rankProofProblem(values.rankProof);
  return { ...(problem ? { resume: problem } : {}), ...(proofProblem ? { rankProof: proofProblem } : {}) };
};

/**
 * The same rules as the server (the contract's one schema), so most mistakes show before anything
 * is sent; each issue in the reader's language (messages.ts). The values stay as typed: they are
 * sent so, and the server applies the schema itself.
 */
function applicationSchema(t: TFunction<"mentor-applications">) {
  return z.custom<Values>().superRefine((values, ctx) => {
    for (const issue of mentorApplicationSchema.safeParse(values).error?.issues ?? []) {
      ctx.addIssue({ code: "custom", path: [...issue.path], message: issueMessage(issue, t) });
    }
    const { rankExam, rankAir, rankYear, college } = values;
    const rank = applicationRankSchema.safeParse({ rankExam, rankAir, rankYear, college });
    for (const issue of rank.error?.issues ?? []) {
      ctx.addIssue({ code: "custom", path: [...issue.path], message: translateMessage(issue.message) });
    }
  });
}

/** What the status line says after a failure: the server's own words, in the reader's language. */
function failureMessage(
  error: unknown,
  fields: Partial<Record<Field, string>>,
  t: TFunction<"mentor-applications">,
): string {
  const messages = FIELDS.flatMap((field) => fields[field] ?? []);
  // A 400 with issues explains itself better field by field than in its technical summary.
  if (messages.length > 0) return [...new Set(messages)].join(" ");
  if (error instanceof Error && error.message)
    return isApiError(error) ? failureReason(error, error.message) : error.message;
  return t("form.failed");
}

const fileInputClasses = cn(
  "block w-full min-w-0 rounded-lg border border-slate-500 bg-white text-sm text-slate-700",
  "file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800",
  "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600",
  "aria-invalid:border-red-700",
);

type MentorApplicationFormProps = {
  onCancel: () => void;
  /** The first field, for the dialog to focus when it opens. */
  firstFieldRef?: Ref<HTMLInputElement>;
};

/** The Mentor Registration form (docs/product.md §5), sent to our own server with an optional PDF résumé. */
export function MentorApplicationForm({ onCancel, firstFieldRef }: MentorApplicationFormProps) {
  const t = useT();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const schema = useMemo(() => applicationSchema(t), [t]);
  const kit = useFormKit(schema, {
    defaultValues: EMPTY,
    order: FIELDS,
    also: resumeRule,
    // The form has no alert: a failed attempt is told in its status line, every field's reason
    // staying under the field as well.
    summarizeWith: (messages) => {
      setStatus({ kind: "error", message: failureMessage(null, messages, t) });
      return null;
    },
  });
  const resume = useController({ control: kit.form.control, name: "resume" });
  const rankProof = useController({ control: kit.form.control, name: "rankProof" });
  const submit = useSubmitMentorApplication();

  const sending = status.kind === "sending";
  const requiredMissing = kit.form.watch(TEXT_FIELDS).some((value) => value.trim() === "");

  const send = kit.submit((values) => {
    setStatus({ kind: "sending" });
    submit.mutate(values, {
      onSuccess: (answer) => {
        // Without values, reset() also resets the <form> itself, which empties the file input.
        kit.form.reset();
        setStatus({
          kind: "success",
          message: translateMessage(answer.message || APPLICATION_MESSAGES.success),
        });
        requestAnimationFrame(() => kit.alertRef.current?.focus());
      },
      onError: (error) => {
        const fields = serverFieldIssues(error, FIELDS);
        setStatus({ kind: "error", message: failureMessage(error, fields, t) });
        // Focus goes to the first field the server named, else to the status line.
        kit.fail(null, fields);
      },
    });
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending || requiredMissing) {
      event.preventDefault();
      return;
    }
    send(event);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      // A new application after a successful one starts with a clean status line.
      onChange={() => {
        if (status.kind === "success") setStatus({ kind: "idle" });
      }}
      className="flex flex-col"
    >
      <div className="space-y-5 px-5 py-5 sm:px-6">
        <RequiredFieldsNote />

        <KitField kit={kit} name="name" label={t("form.name")} required>
          {(control) => (
            <Input
              {...control}
              ref={(element) => {
                control.ref(element);
                if (typeof firstFieldRef === "function") firstFieldRef(element);
                else if (firstFieldRef) firstFieldRef.current = element;
              }}
              autoComplete="name"
            />
          )}
        </KitField>

        <div className="grid gap-5 sm:grid-cols-2">
          <KitField kit={kit} name="email" label={t("form.email")} required>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </KitField>
          <KitField kit={kit} name="phone" label={t("form.phone")} required>
            {(control) => <Input {...control} type="tel" autoComplete="tel" inputMode="tel" />}
          </KitField>
        </div>

        <KitField kit={kit} name="dob" label={t("form.dob")} required>
          {(control) => (
            <Input
              {...control}
              type="date"
              autoComplete="bday"
              min={yearsAgo(MAX_AGE)}
              max={yearsAgo(MIN_AGE)}
            />
          )}
        </KitField>

        <KitField
          kit={kit}
          name="education"
          label={t("form.education")}
          required
          hint={t("form.educationHint")}
        >
          {(control) => <Textarea {...control} rows={3} />}
        </KitField>

        <KitField
          kit={kit}
          name="experience"
          label={t("form.experience")}
          required
          hint={t("form.experienceHint")}
        >
          {(control) => <Textarea {...control} rows={4} />}
        </KitField>

        <FormField label={t("form.resume")} hint={t("form.resumeHint")} {...fieldError(kit, "resume")}>
          {(control) => (
            <input
              {...control}
              ref={resume.field.ref}
              type="file"
              name={resume.field.name}
              accept="application/pdf"
              onBlur={resume.field.onBlur}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                resume.field.onChange(file);
                // A wrong pick is told at once, before any attempt to send.
                const problem = resumeProblem(file);
                if (problem) kit.form.setError("resume", { type: "custom", message: problem });
                else kit.form.clearErrors("resume");
              }}
              className={fileInputClasses}
            />
          )}
        </FormField>

        <fieldset className="space-y-4 rounded-lg border border-slate-300 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("form.rank.legend")}</legend>
          <p className="text-sm text-slate-700">{t("form.rank.intro")}</p>
          <RankClaimFields
            kit={kit}
            names={{ exam: "rankExam", air: "rankAir", year: "rankYear", college: "college" }}
            labels={{
              exam: t("form.rank.exam"),
              noExam: t("form.rank.noExam"),
              air: t("form.rank.air"),
              year: t("form.rank.year"),
              college: t("form.rank.college"),
            }}
            collegeAutoComplete="organization"
          />
          <FormField
            label={t("form.rank.proof")}
            hint={t("form.rank.proofHint")}
            {...fieldError(kit, "rankProof")}
          >
            {(control) => (
              <input
                {...control}
                ref={rankProof.field.ref}
                type="file"
                name={rankProof.field.name}
                accept={RANK_PROOF_TYPES.join(",")}
                onBlur={rankProof.field.onBlur}
                onChange={(event) => {
                  const file = event.target.files?.[0] ?? null;
                  rankProof.field.onChange(file);
                  const problem = rankProofProblem(file);
                  if (problem) kit.form.setError("rankProof", { type: "custom", message: problem });
                  else kit.form.clearErrors("rankProof");
                }}
                className={fileInputClasses}
              />
            )}
          </FormField>
        </fieldset>
      </div>

      <div className="sticky bottom-0 space-y-3 border-t border-slate-200 bg-white px-5 py-4 sm:px-6">
        <div
          ref={kit.alertRef}
          role="status"
          aria-live="polite"
          tabIndex={-1}
          className={cn(
            "flex items-start gap-2 text-sm font-medium outline-none",
            status.kind === "success" && "text-green-800",
            status.kind === "error" && "text-red-700",
            status.kind === "sending" && "text-slate-700",
          )}
        >
          {status.kind === "sending" ? (
            <>
              <Spinner className="mt-0.5" />
              {translateMessage(APPLICATION_MESSAGES.sending)}
            </>
          ) : status.kind === "success" ? (
            <>
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {status.message}
            </>
          ) : status.kind === "error" ? (
            <>
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="min-w-0 break-words">{status.message}</span>
            </>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 min-[400px]:flex-row min-[400px]:justify-end">
          <Button variant="outline" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" disabled={sending || requiredMissing}>
            {t("form.submit")}
          </Button>
        </div>
      </div>
    </form>
  );
}
