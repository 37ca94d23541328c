import {
  ADMIN_MESSAGES,
  type AdminMentor,
  commaList,
  DOMAIN_FILTERS,
  type MentorFormBody,
  mentorEditSchema,
  mentorFormSchema,
} from "@contract/admin";
import type { TFunction } from "i18next";
import { useMemo, useRef } from "react";
import { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { KitField, useFormKit } from "@/components/ui/form";
import { DialogForm, withFocusRef } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { RequiredFieldsNote } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api";
import { serverFieldIssues } from "@/lib/form-errors";
import { codeOfBody, translateMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { useAddMentor, useEditMentor } from "../api/mentors";
import { useT } from "../i18n";
import { adminMessage } from "./content-toast";

/** The fields in the order the form shows them: the first invalid one gets focus. */
const FIELDS = ["name", "email", "phone", "domain", "subjects", "expertise", "education", "bio"] as const;
type Field = (typeof FIELDS)[number];
/** What the admin types: subjects and expertise as comma-separated lines. */
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

/**
 * The form's values made into the body the server takes, and checked by the contract's own schema
 * (the edit one has no email): each field's first problem, a list's item said to be one of the
 * items. What is sent is that body (the server applies the schema itself).
 */
function mentorValuesSchema(editing: boolean, t: TFunction<"admin">) {
  const contract = editing ? mentorEditSchema : mentorFormSchema;
  return z.record(z.enum(FIELDS), z.string()).transform((values, ctx): MentorFormBody => {
    const body = toBody(values);
    const issues = contract.safeParse(body).error?.issues ?? [];
    if (issues.length === 0) return body;
    for (const issue of issues) {
      const field = issue.path[0];
      if (typeof field !== "string") continue;
      const message =
        issue.path.length > 1
          ? t("mentorForm.itemIssue", { message: translateMessage(issue.message) })
          : issue.message;
      ctx.addIssue({ code: "custom", path: [field], message });
    }
    return z.NEVER;
  });
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
  const schema = useMemo(() => mentorValuesSchema(editing, t), [editing, t]);
  const kit = useFormKit(schema, {
    defaultValues: initialValues(mentor),
    order: FIELDS,
    // The alert names the first field to fix, in the form's order.
    summarizeWith: (messages) =>
      FIELDS.map((field) => messages[field]).find(Boolean) ?? t("mentorForm.checkFields"),
  });
  const nameRef = useRef<HTMLInputElement | null>(null);
  const pending = add.isPending || edit.isPending;

  const onSubmit = kit.submit((body) => {
    if (pending) return;
    const onError = (error: unknown) => {
      const fields = serverFieldIssues(error, FIELDS);
      if (isApiError(error) && error.status < 500) {
        const { code, params } = codeOfBody(error.body);
        kit.fail(translateMessage(error.message, code, params), fields);
      } else kit.fail(t("mentorForm.saveFailed"), fields);
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
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? t("mentors.editLabel", { name: mentor.name }) : t("mentors.add")}
      description={editing ? t("mentorForm.editDescription") : t("mentorForm.addDescription")}
      initialFocusRef={nameRef}
      size="lg"
    >
      <DialogForm
        kit={kit}
        onSubmit={onSubmit}
        intro={<RequiredFieldsNote />}
        actions={{
          cancelLabel: t("actions.cancel"),
          onCancel: onClose,
          submitLabel: editing ? t("mentorForm.saveChanges") : t("mentors.add"),
          pending,
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <KitField kit={kit} name="name" label={t("mentors.columns.name")} required>
            {(control) => <Input {...withFocusRef(control, nameRef)} autoComplete="off" />}
          </KitField>
          <KitField
            kit={kit}
            name="email"
            label={t("mentors.columns.email")}
            required={!editing}
            hint={editing ? t("mentorForm.emailReadOnly") : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="email"
                readOnly={editing}
                aria-readonly={editing || undefined}
                className={editing ? "bg-slate-100 text-slate-700" : undefined}
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </KitField>
          <KitField kit={kit} name="phone" label={t("mentorForm.phone")} hint={t("mentorForm.phoneHint")}>
            {(control) => <Input {...control} type="tel" inputMode="tel" />}
          </KitField>
          <KitField kit={kit} name="domain" label={t("table.domain")}>
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
          <KitField
            kit={kit}
            name="subjects"
            label={t("mentors.columns.subjects")}
            hint={t("mentorForm.subjectsHint")}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} />}
          </KitField>
          <KitField
            kit={kit}
            name="expertise"
            label={t("mentorForm.expertise")}
            hint={t("mentorForm.expertiseHint")}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} />}
          </KitField>
          <KitField kit={kit} name="education" label={t("mentorForm.education")} className="sm:col-span-2">
            {(control) => <Input {...control} />}
          </KitField>
          <KitField kit={kit} name="bio" label={t("mentorForm.bio")} className="sm:col-span-2">
            {(control) => <Textarea {...control} rows={3} />}
          </KitField>
        </div>
      </DialogForm>
    </Dialog>
  );
}
