import {
  APPLICATION_MESSAGES,
  MAX_AGE,
  MIN_AGE,
  mentorApplicationSchema,
  RESUME_MAX_BYTES,
} from "@contract/mentor-applications";
import type { TFunction } from "i18next";
import { CircleAlert, CircleCheck } from "lucide-react";
import { type ChangeEvent, type FormEvent, type Ref, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RequiredFieldsNote } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { failureReason, serverFieldIssues } from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { type MentorApplicationFields, useSubmitMentorApplication } from "../api/submit-mentor-application";
import { useT } from "../i18n";
import { issueMessage } from "../messages";

type TextField = keyof MentorApplicationFields;
type Field = TextField | "resume";

/** Display order: the first invalid field gets focus. */
const FIELDS: readonly Field[] = ["name", "email", "phone", "dob", "education", "experience", "resume"];
const TEXT_FIELDS = FIELDS.filter((field): field is TextField => field !== "resume");

const EMPTY: MentorApplicationFields = {
  name: "",
  email: "",
  phone: "",
  dob: "",
  education: "",
  experience: "",
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

type FieldErrors = Partial<Record<Field, string>>;

/** A date as YYYY-MM-DD in the visitor's own calendar, `years` before today. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function resumeProblem(file: File | null): string | null {
  if (!file) return null;
  if (file.size > RESUME_MAX_BYTES) return translateMessage(APPLICATION_MESSAGES.resumeTooLarge);
  // The server judges the bytes; here the type or the name is enough to catch a wrong pick early.
  const looksLikePdf = file.type === "application/pdf" || (file.type === "" && /\.pdf$/i.test(file.name));
  return looksLikePdf ? null : translateMessage(APPLICATION_MESSAGES.resumeNotPdf);
}

/** The same rules as the server (one schema), so most mistakes show before anything is sent. */
function validate(
  values: MentorApplicationFields,
  resume: File | null,
  t: TFunction<"mentor-applications">,
): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = mentorApplicationSchema.safeParse(values);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === "string" && (TEXT_FIELDS as readonly string[]).includes(field)) {
      errors[field as TextField] ??= issueMessage(issue, t);
    }
  }
  const resumeError = resumeProblem(resume);
  if (resumeError) errors.resume = resumeError;
  return errors;
}

/** What the status line says after a failure: the server's own words, in the reader's language. */
function failureMessage(error: unknown, fields: FieldErrors, t: TFunction<"mentor-applications">): string {
  const messages = FIELDS.flatMap((field) => fields[field] ?? []);
  // A 400 with issues explains itself better field by field than in its technical summary.
  if (messages.length > 0) return [...new Set(messages)].join(" ");
  if (error instanceof Error && error.message)
    return isApiError(error) ? failureReason(error, error.message) : error.message;
  return t("form.failed");
}

type MentorApplicationFormProps = {
  onCancel: () => void;
  /** The first field, for the dialog to focus when it opens. */
  firstFieldRef?: Ref<HTMLInputElement>;
};

/** The Mentor Registration form (docs/product.md §5), sent to our own server with an optional PDF résumé. */
export function MentorApplicationForm({ onCancel, firstFieldRef }: MentorApplicationFormProps) {
  const t = useT();
  const [values, setValues] = useState<MentorApplicationFields>(EMPTY);
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const submit = useSubmitMentorApplication();

  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const statusRef = useRef<HTMLParagraphElement>(null);

  const sending = status.kind === "sending";
  const requiredMissing = TEXT_FIELDS.some((field) => values[field].trim() === "");

  const focusAfterRender = (target: () => HTMLElement | null | undefined) => {
    requestAnimationFrame(() => target()?.focus());
  };

  const fail = (fields: FieldErrors, message: string) => {
    setErrors(fields);
    setStatus({ kind: "error", message });
    const first = FIELDS.find((field) => fields[field] !== undefined);
    focusAfterRender(() => (first ? fieldRefs.current[first] : statusRef.current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || requiredMissing) return;
    const invalid = validate(values, resume, t);
    if (Object.keys(invalid).length > 0) {
      fail(invalid, failureMessage(null, invalid, t));
      return;
    }
    setErrors({});
    setStatus({ kind: "sending" });
    submit.mutate(
      { ...values, resume },
      {
        onSuccess: (answer) => {
          setValues(EMPTY);
          setResume(null);
          const fileInput = fieldRefs.current.resume;
          if (fileInput) fileInput.value = "";
          setStatus({
            kind: "success",
            message: translateMessage(answer.message || APPLICATION_MESSAGES.success),
          });
          focusAfterRender(() => statusRef.current);
        },
        onError: (error) => {
          const fields: FieldErrors = serverFieldIssues(error, FIELDS);
          fail(fields, failureMessage(error, fields, t));
        },
      },
    );
  };

  const edited = (field: Field) => {
    setErrors(({ [field]: _fixed, ...rest }) => rest);
    // A new application after a successful one starts with a clean status line.
    if (status.kind === "success") setStatus({ kind: "idle" });
  };

  const bind = (field: TextField) => ({
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fieldRefs.current[field] = element;
    },
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      edited(field);
    },
  });

  const onResumeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setResume(file);
    edited("resume");
    const problem = resumeProblem(file);
    if (problem) setErrors((current) => ({ ...current, resume: problem }));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col">
      <div className="space-y-5 px-5 py-5 sm:px-6">
        <RequiredFieldsNote />

        <FormField label={t("form.name")} required error={errors.name}>
          {(control) => (
            <Input
              {...control}
              {...bind("name")}
              ref={(element) => {
                fieldRefs.current.name = element;
                if (typeof firstFieldRef === "function") firstFieldRef(element);
                else if (firstFieldRef) firstFieldRef.current = element;
              }}
              autoComplete="name"
            />
          )}
        </FormField>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t("form.email")} required error={errors.email}>
            {(control) => (
              <Input
                {...control}
                {...bind("email")}
                type="email"
                autoComplete="email"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </FormField>
          <FormField label={t("form.phone")} required error={errors.phone}>
            {(control) => (
              <Input {...control} {...bind("phone")} type="tel" autoComplete="tel" inputMode="tel" />
            )}
          </FormField>
        </div>

        <FormField label={t("form.dob")} required error={errors.dob}>
          {(control) => (
            <Input
              {...control}
              {...bind("dob")}
              type="date"
              autoComplete="bday"
              min={yearsAgo(MAX_AGE)}
              max={yearsAgo(MIN_AGE)}
            />
          )}
        </FormField>

        <FormField
          label={t("form.education")}
          required
          hint={t("form.educationHint")}
          error={errors.education}
        >
          {(control) => <Textarea {...control} {...bind("education")} rows={3} />}
        </FormField>

        <FormField
          label={t("form.experience")}
          required
          hint={t("form.experienceHint")}
          error={errors.experience}
        >
          {(control) => <Textarea {...control} {...bind("experience")} rows={4} />}
        </FormField>

        <FormField label={t("form.resume")} hint={t("form.resumeHint")} error={errors.resume}>
          {(control) => (
            <input
              {...control}
              ref={(element) => {
                fieldRefs.current.resume = element;
              }}
              type="file"
              name="resume"
              accept="application/pdf"
              onChange={onResumeChange}
              className={cn(
                "block w-full min-w-0 rounded-lg border border-slate-500 bg-white text-sm text-slate-700",
                "file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800",
                "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600",
                "aria-invalid:border-red-700",
              )}
            />
          )}
        </FormField>
      </div>

      <div className="sticky bottom-0 space-y-3 border-t border-slate-200 bg-white px-5 py-4 sm:px-6">
        <p
          ref={statusRef}
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
        </p>
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
