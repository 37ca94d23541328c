import { ADMIN_MESSAGES, FAQS_MAX, faqsBodySchema } from "@contract/admin";
import type { AdminFaq } from "@contract/content";
import { ArrowDown, ArrowUp, Plus, RotateCw, Save, Trash2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useFieldArray } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormAlert, useFormKit } from "@/components/ui/form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api";
import { codeOfBody, translateMessage } from "@/lib/server-message";
import { useEditableFaqs, useSaveFaqs } from "../api/content";
import { useT } from "../i18n";
import { adminMessage, toastFailure, toastSuccess } from "./content-toast";

/** An item's fields in the order the form shows them: the first invalid one gets focus. */
const ITEM_FIELDS = ["question", "answer", "questionHi", "answerHi"] as const;
type ItemField = (typeof ITEM_FIELDS)[number];
type Item = Record<ItemField, string>;
type ItemPath = `faqs.${number}.${ItemField}`;

const toItems = (faqs: AdminFaq[]): Item[] =>
  faqs.map(({ question, answer, questionHi, answerHi }) => ({ question, answer, questionHi, answerHi }));
const sameList = (items: ReadonlyArray<Partial<Item>>, faqs: AdminFaq[]) =>
  items.length === faqs.length &&
  items.every((item, i) => ITEM_FIELDS.every((field) => item[field] === faqs[i]?.[field]));

type ServerIssues = { list: string | null; fields: Partial<Record<ItemPath, string>> };

/**
 * What a 400 says is wrong (`issues: [{ field: "body.faqs.2.answer", message }]`), in the reader's
 * language: each item's fields, and the list's own problem (too many) for the alert.
 */
function serverIssues(error: unknown): ServerIssues {
  const found: ServerIssues = { list: null, fields: {} };
  if (!isApiError(error)) return found;
  const body = error.body as { issues?: unknown } | null | undefined;
  if (!body || !Array.isArray(body.issues)) return found;
  for (const issue of body.issues as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof issue?.field !== "string" || typeof issue.message !== "string") continue;
    const [root, index, field] = issue.field.replace(/^body\./, "").split(".");
    if (root !== "faqs") continue;
    const { code, params } = codeOfBody(issue);
    const message = translateMessage(issue.message, code, params);
    if (index === undefined) {
      found.list ??= message;
      continue;
    }
    const name = ITEM_FIELDS.find((f) => f === field);
    if (name && /^\d+$/.test(index)) found.fields[`faqs.${Number(index)}.${name}`] ??= message;
  }
  return found;
}

/**
 * The FAQ page's questions: add, edit, reorder (Move up / Move down), delete, then Save the whole list
 * (PUT /api/admin/faqs replaces it in this order).
 */
export function FaqEditor({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const t = useT();
  const query = useEditableFaqs();

  useEffect(() => {
    if (query.isError) toastFailure(query.error, t("faqEditor.loadFailed"));
  }, [query.isError, query.error, t]);

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-700">
        <Spinner className="text-brand-600" />
        {t("faqEditor.loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert className="max-w-2xl">
        <p>{t("faqEditor.loadFailed")}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {t("common:table.retry")}
        </Button>
      </Alert>
    );
  }
  return <FaqForm faqs={query.data} onDirtyChange={onDirtyChange} />;
}

function FaqForm({ faqs, onDirtyChange }: { faqs: AdminFaq[]; onDirtyChange?: (dirty: boolean) => void }) {
  const t = useT();
  // Each question's problems show under its fields; the list's own (too many) in the alert.
  const kit = useFormKit(faqsBodySchema, { defaultValues: { faqs: toItems(faqs) }, order: ["faqs"] });
  const list = useFieldArray({ control: kit.form.control, name: "faqs" });
  const items = list.fields;
  const save = useSaveFaqs();
  const headingId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<(() => void) | null>(null);
  const dirty = !sameList(kit.form.watch("faqs"), faqs);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  // Focus follows the question that moved, or the one that took the deleted one's place.
  useEffect(() => {
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    focus?.();
  });

  // After a failed attempt, focus goes to the first field to fix: the first question's, in the
  // order of its fields (the kit knows the form's own fields, not those of a list's items).
  const { attempt, form } = kit;
  useEffect(() => {
    if (attempt === 0) return;
    const count = form.getValues("faqs").length;
    for (let index = 0; index < count; index++) {
      const field = ITEM_FIELDS.find((name) => form.getFieldState(`faqs.${index}.${name}`).invalid);
      if (field) {
        form.setFocus(`faqs.${index}.${field}`);
        return;
      }
    }
  }, [attempt, form]);

  const buttonRef = (id: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(id, element);
    else buttons.current.delete(id);
  };

  const errors = kit.form.formState.errors.faqs;
  const itemError = (index: number, field: ItemField) => {
    const message = errors?.[index]?.[field]?.message;
    return typeof message === "string" ? translateMessage(message) : undefined;
  };

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const moving = items[index];
    if (to < 0 || to >= items.length || !moving) return;
    list.move(index, to);
    // Keep focus on the same button, or on the other one when this one is now disabled at an edge.
    const atEdge = by === -1 ? to === 0 : to === items.length - 1;
    const button = `${moving.id}-${atEdge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`;
    pendingFocus.current = () => buttons.current.get(button)?.focus();
  };

  const remove = (index: number) => {
    list.remove(index);
    // The next question takes its place, else the one before it; with none left, Add question.
    const neighbour = index + 1 < items.length ? index : index - 1;
    pendingFocus.current =
      neighbour >= 0
        ? () => kit.form.setFocus(`faqs.${neighbour}.question`)
        : () => buttons.current.get("add")?.focus();
  };

  const add = () => {
    // The new question's first field gets focus.
    list.append(
      { question: "", answer: "", questionHi: "", answerHi: "" },
      { focusName: `faqs.${items.length}.question` },
    );
  };

  const onSubmit = kit.submit((body) => {
    if (save.isPending) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        // The list as stored: the next change is checked afresh.
        kit.form.reset({ faqs: toItems(saved) });
        toastSuccess(adminMessage(ADMIN_MESSAGES.faqsSaved));
      },
      onError: (error) => {
        const found = serverIssues(error);
        kit.fail(found.list, found.fields);
        toastFailure(error, t("faqEditor.saveFailed"));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {t("faqEditor.heading")}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t("faqEditor.intro")}</p>
      </div>
      <FormAlert kit={kit} />
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-700">
          {t("faqEditor.none")}
        </p>
      ) : (
        <ol className="space-y-4">
          {items.map((item, index) => {
            const number = index + 1;
            return (
              <li key={item.id}>
                <fieldset className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
                  <legend className="sr-only">{t("faqEditor.question", { number })}</legend>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p aria-hidden="true" className="text-sm font-semibold text-slate-700">
                      {t("faqEditor.position", { number, total: items.length })}
                    </p>
                    <div className="flex gap-1">
                      <Button
                        ref={buttonRef(`${item.id}-up`)}
                        variant="ghost"
                        size="icon"
                        aria-label={t("faqEditor.moveUpLabel", { number })}
                        title={t("faqEditor.moveUp")}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUp aria-hidden="true" className="size-5" />
                      </Button>
                      <Button
                        ref={buttonRef(`${item.id}-down`)}
                        variant="ghost"
                        size="icon"
                        aria-label={t("faqEditor.moveDownLabel", { number })}
                        title={t("faqEditor.moveDown")}
                        disabled={index === items.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDown aria-hidden="true" className="size-5" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t("faqEditor.deleteLabel", { number })}
                        title={t("faqEditor.delete")}
                        className="text-red-700 hover:bg-red-50 hover:text-red-800"
                        onClick={() => remove(index)}
                      >
                        <Trash2 aria-hidden="true" className="size-5" />
                      </Button>
                    </div>
                  </div>
                  <FormField
                    label={t("faqEditor.question", { number })}
                    required
                    error={itemError(index, "question")}
                  >
                    {(control) => (
                      <Input {...control} {...kit.form.register(`faqs.${index}.question`)} maxLength={300} />
                    )}
                  </FormField>
                  <FormField
                    label={t("faqEditor.answer", { number })}
                    required
                    error={itemError(index, "answer")}
                    hint={t("faqEditor.answerHint")}
                  >
                    {(control) => (
                      <Textarea
                        {...control}
                        {...kit.form.register(`faqs.${index}.answer`)}
                        rows={3}
                        maxLength={3000}
                      />
                    )}
                  </FormField>
                  <FormField
                    label={t("faqEditor.questionHi", { number })}
                    error={itemError(index, "questionHi")}
                    hint={t("faqEditor.hindiHint")}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        {...kit.form.register(`faqs.${index}.questionHi`)}
                        lang="hi"
                        maxLength={300}
                      />
                    )}
                  </FormField>
                  <FormField label={t("faqEditor.answerHi", { number })} error={itemError(index, "answerHi")}>
                    {(control) => (
                      <Textarea
                        {...control}
                        {...kit.form.register(`faqs.${index}.answerHi`)}
                        lang="hi"
                        rows={3}
                        maxLength={3000}
                      />
                    )}
                  </FormField>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={buttonRef("add")} variant="outline" onClick={add} disabled={items.length >= FAQS_MAX}>
          <Plus aria-hidden="true" className="size-4" />
          {t("faqEditor.add")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
          {save.isPending ? t("actions.saving") : t("faqEditor.save")}
        </Button>
        <p className="text-sm text-slate-600" aria-live="polite">
          {dirty ? <span className="font-semibold text-amber-800">{t("actions.unsaved")}</span> : null}
        </p>
      </div>
    </form>
  );
}
