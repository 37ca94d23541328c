import {
  ADMIN_MESSAGES,
  type AdminMentor,
  commaList,
  DOMAIN_FILTERS,
  type MentorFormBody,
  mentorEditSchema,
  mentorFormSchema,
} from "@contract/admin";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RequiredFieldsNote } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api";
import { i18n } from "@/lib/i18n";
import { codeOfBody, translateMessage } from "@/lib/server-message";
import { useAddMentor, useEditMentor } from "../api/mentors";
import { useT } from "../i18n";
import { adminMessage } from "./content-toast";

const FIELDS = ["name", "email", "phone", "bio", "subjects", "expertise", "education", "domain"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const DOMAINS = ["General", ...DOMAIN_FILTERS] as const;

function initialValues(mentor: AdminMentor | null): Values {
  return {
    name: mentor?.name ?? "",
    email: mentor?.email ?? "",
    phone: mentor?.phone ?? "",
    bio: mentor?.bio ?? "",
    subjects: mentor?.subjects.join(", ") ?? "",
    expertise: mentor?.expertise.join(", ") ?? "",
    education: mentor?.education ?? "",
    domain: mentor && (DOMAINS as readonly string[]).includes(mentor.domain) ? mentor.domain : "General",
  };
}

function toBody(values: Values): MentorFormBody {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone.trim(),
    bio: values.bio,
    subjects: commaList(values.subjects),
    expertise: commaList(values.expertise),
    education: values.education,
    domain: values.domain as MentorFormBody["domain"],
  };
}

/** The first reason zod (or the server's `issues`) gives for each field, in the reader's language. */
function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (FIELDS as readonly string[]).includes(field) && !(field in errors)) {
      const message = translateMessage(issue.message);
      errors[field as Field] =
        issue.path.length > 1 ? i18n.t("admin:mentorForm.itemIssue", { message }) : message;
    }
  }
  return errors;
}

function serverIssues(error: unknown) {
  if (!isApiError(error) || typeof error.body !== "object" || error.body === null) return [];
  const issues = (error.body as { issues?: unknown }).issues;
  return Array.isArray(issues)
    ? issues.filter(
        (issue): issue is { path: PropertyKey[]; message: string } =>
          typeof issue === "object" &&
          issue !== null &&
          Array.isArray(issue.path) &&
          typeof issue.message === "string",
      )
    : [];
}

/**
 * Add a mentor (no `mentor`) or edit one (docs/product.md §2.14). Subjects and expertise are typed as
 * comma-separated lists; the email cannot change on edit (docs/product.md §5). The same schema as the server
 * checks the fields first; the server's refusal (a 409 such as "already a mentor") is shown in the form.
 */
export function MentorFormDialog({
  open,
  mentor,
  onClose,
}: {
  open: boolean;
  /** The mentor to edit; null adds a new one. */
  mentor: AdminMentor | null;
  onClose: () => void;
}) {
  const t = useT();
  const editing = mentor !== null;
  const add = useAddMentor();
  const edit = useEditMentor();
  const [values, setValues] = useState<Values>(() => initialValues(mentor));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pending = add.isPending || edit.isPending;

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const fail = (message: string, fields: Partial<Record<Field, string>> = {}) => {
    setErrors(fields);
    setSummary(message);
    setAttempt((n) => n + 1);
  };

  // After a failed attempt, focus goes to the first field to fix (the alert says why).
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = toBody(values);
    const parsed = editing ? mentorEditSchema.safeParse(body) : mentorFormSchema.safeParse(body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error.issues);
      const first = FIELDS.find((field) => fields[field]);
      const check = t("mentorForm.checkFields");
      fail(first ? (fields[first] ?? check) : check, fields);
      return;
    }
    setErrors({});
    setSummary(null);
    const onError = (error: unknown) => {
      const fields = fieldErrors(serverIssues(error));
      if (isApiError(error) && error.status < 500) {
        const { code, params } = codeOfBody(error.body);
        fail(translateMessage(error.message, code, params), fields);
      } else fail(t("mentorForm.saveFailed"), fields);
    };
    if (editing) {
      const { email: _email, ...rest } = body;
      edit.mutate(
        { id: mentor.id, body: rest },
        {
          onSuccess: () => {
            toast.success(translateMessage(ADMIN_MESSAGES.mentorUpdated));
            onClose();
          },
          onError,
        },
      );
    } else {
      add.mutate(body, {
        onSuccess: (answer) => {
          toast.success(adminMessage(answer.message));
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? t("mentors.editLabel", { name: mentor.name }) : t("mentors.add")}
      description={editing ? t("mentorForm.editDescription") : t("mentorForm.addDescription")}
      initialFocusRef={nameRef}
      size="lg"
    >
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4 px-5 py-5 sm:px-6">
        <RequiredFieldsNote />
        {summary ? <Alert key={attempt}>{summary}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("mentors.columns.name")} required error={errors.name}>
            {(control) => (
              <Input
                {...control}
                ref={nameRef}
                value={values.name}
                onChange={set("name")}
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField
            label={t("mentors.columns.email")}
            required={!editing}
            error={errors.email}
            hint={editing ? t("mentorForm.emailReadOnly") : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="email"
                value={values.email}
                onChange={set("email")}
                readOnly={editing}
                aria-readonly={editing || undefined}
                className={editing ? "bg-slate-100 text-slate-700" : undefined}
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </FormField>
          <FormField label={t("mentorForm.phone")} error={errors.phone} hint={t("mentorForm.phoneHint")}>
            {(control) => (
              <Input {...control} type="tel" inputMode="tel" value={values.phone} onChange={set("phone")} />
            )}
          </FormField>
          <FormField label={t("table.domain")} error={errors.domain}>
            {(control) => (
              <NativeSelect {...control} value={values.domain} onChange={set("domain")}>
                {DOMAINS.map((domain) => (
                  <option key={domain} value={domain}>
                    {domain}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            label={t("mentors.columns.subjects")}
            error={errors.subjects}
            hint={t("mentorForm.subjectsHint")}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} value={values.subjects} onChange={set("subjects")} />}
          </FormField>
          <FormField
            label={t("mentorForm.expertise")}
            error={errors.expertise}
            hint={t("mentorForm.expertiseHint")}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} value={values.expertise} onChange={set("expertise")} />}
          </FormField>
          <FormField label={t("mentorForm.education")} error={errors.education} className="sm:col-span-2">
            {(control) => <Input {...control} value={values.education} onChange={set("education")} />}
          </FormField>
          <FormField label={t("mentorForm.bio")} error={errors.bio} className="sm:col-span-2">
            {(control) => <Textarea {...control} value={values.bio} onChange={set("bio")} rows={3} />}
          </FormField>
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner /> : null}
            {editing ? t("mentorForm.saveChanges") : t("mentors.add")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
