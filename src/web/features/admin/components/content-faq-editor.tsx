import { ADMIN_MESSAGES, FAQS_MAX, faqsBodySchema } from "@contract/admin";
import type { AdminFaq } from "@contract/content";
import { ArrowDown, ArrowUp, Plus, RotateCw, Save, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api";
import { codeOfBody, translateMessage } from "@/lib/server-message";
import { useEditableFaqs, useSaveFaqs } from "../api/content";
import { useT } from "../i18n";
import { adminMessage, toastFailure, toastSuccess } from "./content-toast";

type Field = "question" | "answer" | "questionHi" | "answerHi";
type Item = { key: string } & Record<Field, string>;
type ItemErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ["question", "answer", "questionHi", "answerHi"];

let nextKey = 0;
const newKey = () => `faq-${++nextKey}`;
const toItems = (faqs: AdminFaq[]): Item[] =>
  faqs.map((faq) => ({
    key: newKey(),
    question: faq.question,
    answer: faq.answer,
    questionHi: faq.questionHi,
    answerHi: faq.answerHi,
  }));
const sameList = (items: Item[], faqs: AdminFaq[]) =>
  items.length === faqs.length &&
  items.every((item, i) => FIELDS.every((field) => item[field] === faqs[i]?.[field]));

/**
 * Field problems by item index, from the contract's schema or a 400's `issues` (body.faqs.2.answer),
 * in the reader's language.
 */
function errorsByIndex(
  issues: ReadonlyArray<{
    path: ReadonlyArray<PropertyKey>;
    message: string;
    code?: string;
    params?: Record<string, string>;
  }>,
) {
  const found: Record<number, ItemErrors> = {};
  let list: string | null = null;
  for (const issue of issues) {
    const [root, index, field] = issue.path;
    if (root !== "faqs") continue;
    // A zod issue's `code` is zod's own (too_big...), not a message code.
    const code = issue.code?.includes(".") ? issue.code : undefined;
    const message = translateMessage(issue.message, code, issue.params);
    if (index === undefined) {
      list ??= message;
      continue;
    }
    const i = Number(index);
    const name = FIELDS.find((f) => f === field);
    if (name && !found[i]?.[name]) found[i] = { ...found[i], [name]: message };
  }
  return { items: found, list };
}

function serverIssues(error: unknown) {
  if (!isApiError(error)) return [];
  const body = error.body as { issues?: Array<{ field?: unknown; message?: unknown }> } | undefined;
  if (!body || !Array.isArray(body.issues)) return [];
  return body.issues.flatMap((issue) =>
    typeof issue.field === "string" && typeof issue.message === "string"
      ? [
          {
            path: issue.field.replace(/^body\./, "").split("."),
            message: issue.message,
            ...codeOfBody(issue),
          },
        ]
      : [],
  );
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
  const [items, setItems] = useState<Item[]>(() => toItems(faqs));
  const [errors, setErrors] = useState<Record<number, ItemErrors>>({});
  const [listError, setListError] = useState<string | null>(null);
  const save = useSaveFaqs();
  const headingId = useId();
  const controls = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | null>(null);
  const dirty = !sameList(items, faqs);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  // Focus follows the question that moved, was added, or took the deleted one's place.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const element = controls.current.get(target);
    element?.focus();
  });

  const register = (id: string) => (element: HTMLElement | null) => {
    if (element) controls.current.set(id, element);
    else controls.current.delete(id);
  };

  const update = (index: number, field: Field, value: string) => {
    setItems((list) => list.map((item, i) => (i === index ? { ...item, [field]: value } : item)));
    if (errors[index]?.[field]) setErrors((e) => ({ ...e, [index]: { ...e[index], [field]: undefined } }));
  };

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const moving = items[index];
    if (!moving) return;
    const next = [...items];
    next.splice(index, 1);
    next.splice(to, 0, moving);
    setItems(next);
    setErrors({});
    // Keep focus on the same button, or on the other one when this one is now disabled at an edge.
    const atEdge = by === -1 ? to === 0 : to === items.length - 1;
    pendingFocus.current = `${moving.key}-${atEdge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`;
  };

  const remove = (index: number) => {
    const next = items.filter((_, i) => i !== index);
    setItems(next);
    setErrors({});
    const neighbour = next[index] ?? next[index - 1];
    pendingFocus.current = neighbour ? `${neighbour.key}-question` : "add";
  };

  const add = () => {
    const item = { key: newKey(), question: "", answer: "", questionHi: "", answerHi: "" };
    setItems((list) => [...list, item]);
    pendingFocus.current = `${item.key}-question`;
  };

  const focusFirstError = (found: Record<number, ItemErrors>) => {
    const index = Object.keys(found)
      .map(Number)
      .sort((a, b) => a - b)[0];
    if (index === undefined) return;
    const item = items[index];
    const field = FIELDS.find((name) => found[index]?.[name]) ?? "question";
    if (item) controls.current.get(`${item.key}-${field}`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const body = {
      faqs: items.map(({ question, answer, questionHi, answerHi }) => ({
        question,
        answer,
        questionHi,
        answerHi,
      })),
    };
    const parsed = faqsBodySchema.safeParse(body);
    if (!parsed.success) {
      const found = errorsByIndex(parsed.error.issues);
      setErrors(found.items);
      setListError(found.list);
      focusFirstError(found.items);
      return;
    }
    setErrors({});
    setListError(null);
    save.mutate(parsed.data, {
      onSuccess: () => toastSuccess(adminMessage(ADMIN_MESSAGES.faqsSaved)),
      onError: (error) => {
        const found = errorsByIndex(serverIssues(error));
        setErrors(found.items);
        setListError(found.list);
        focusFirstError(found.items);
        toastFailure(error, t("faqEditor.saveFailed"));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {t("faqEditor.heading")}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t("faqEditor.intro")}</p>
      </div>
      {listError ? <Alert key={listError}>{listError}</Alert> : null}
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-700">
          {t("faqEditor.none")}
        </p>
      ) : (
        <ol className="space-y-4">
          {items.map((item, index) => {
            const number = index + 1;
            const itemErrors = errors[index] ?? {};
            return (
              <li key={item.key}>
                <fieldset className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
                  <legend className="sr-only">{t("faqEditor.question", { number })}</legend>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p aria-hidden="true" className="text-sm font-semibold text-slate-700">
                      {t("faqEditor.position", { number, total: items.length })}
                    </p>
                    <div className="flex gap-1">
                      <Button
                        ref={register(`${item.key}-up`)}
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
                        ref={register(`${item.key}-down`)}
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
                  <FormField label={t("faqEditor.question", { number })} required error={itemErrors.question}>
                    {(control) => (
                      <Input
                        {...control}
                        ref={register(`${item.key}-question`)}
                        value={item.question}
                        maxLength={300}
                        onChange={(event) => update(index, "question", event.target.value)}
                      />
                    )}
                  </FormField>
                  <FormField
                    label={t("faqEditor.answer", { number })}
                    required
                    error={itemErrors.answer}
                    hint={t("faqEditor.answerHint")}
                  >
                    {(control) => (
                      <Textarea
                        {...control}
                        ref={register(`${item.key}-answer`)}
                        rows={3}
                        value={item.answer}
                        maxLength={3000}
                        onChange={(event) => update(index, "answer", event.target.value)}
                      />
                    )}
                  </FormField>
                  <FormField
                    label={t("faqEditor.questionHi", { number })}
                    error={itemErrors.questionHi}
                    hint={t("faqEditor.hindiHint")}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        ref={register(`${item.key}-questionHi`)}
                        lang="hi"
                        value={item.questionHi}
                        maxLength={300}
                        onChange={(event) => update(index, "questionHi", event.target.value)}
                      />
                    )}
                  </FormField>
                  <FormField label={t("faqEditor.answerHi", { number })} error={itemErrors.answerHi}>
                    {(control) => (
                      <Textarea
                        {...control}
                        ref={register(`${item.key}-answerHi`)}
                        lang="hi"
                        rows={3}
                        value={item.answerHi}
                        maxLength={3000}
                        onChange={(event) => update(index, "answerHi", event.target.value)}
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
        <Button ref={register("add")} variant="outline" onClick={add} disabled={items.length >= FAQS_MAX}>
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
