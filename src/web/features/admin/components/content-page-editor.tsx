import { contentBodySchema } from "@contract/admin";
import { type AdminContentPage, CONTENT_FALLBACK, type ContentSlug } from "@contract/content";
import { LANGUAGE_NAMES, type Language } from "@contract/i18n";
import { RotateCw, Save } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { Trans } from "react-i18next";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fieldError, KitField, useFormKit } from "@/components/ui/form";
import { Markdown } from "@/components/ui/markdown";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useFormat } from "@/lib/i18n";
import { useEditableContent, useSaveContent } from "../api/content";
import { useT } from "../i18n";
import { toastFailure, toastSuccess } from "./content-toast";

type ContentValues = z.input<typeof contentBodySchema>;

/**
 * The contract's own schema for PUT /api/admin/content/:slug, its length limit told in this
 * feature's words with the schema's number and the text's length.
 */
function contentSchema(tooLong: (max: number, now: number) => string) {
  return z.custom<ContentValues>().transform((values, ctx) => {
    const parsed = contentBodySchema.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const message =
        issue.code === "too_big" ? tooLong(Number(issue.maximum), values.content.length) : issue.message;
      ctx.addIssue({ code: "custom", path: [...issue.path], message });
    }
    return z.NEVER;
  });
}

/**
 * One static page (About Us, Terms and Conditions or Privacy Policy) as markdown, with a preview drawn
 * by the same renderer as the public page, and Save (docs/product.md §2.14, §8's toasts). The page has
 * an English and a Hindi version, each edited and saved on its own; until the Hindi one is written,
 * Hindi readers see the English (decision 010).
 */
export function ContentPageEditor({
  slug,
  label,
  onDirtyChange,
}: {
  slug: ContentSlug;
  /** The page's name ("About Us"). */
  label: string;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const t = useT();
  const query = useEditableContent(slug);
  const [language, setLanguage] = useState<Language>("en");
  const [dirty, setDirty] = useState<Record<Language, boolean>>({ en: false, hi: false });
  const versionName = useId();
  const markDirty = useCallback(
    (version: Language) => (value: boolean) =>
      setDirty((d) => (d[version] === value ? d : { ...d, [version]: value })),
    [],
  );
  const englishDirty = useCallback((value: boolean) => markDirty("en")(value), [markDirty]);
  const hindiDirty = useCallback((value: boolean) => markDirty("hi")(value), [markDirty]);
  const anyDirty = dirty.en || dirty.hi;
  useEffect(() => {
    onDirtyChange?.(anyDirty);
  }, [anyDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  useEffect(() => {
    if (query.isError) toastFailure(query.error, t("toasts.contentLoadFailed"));
  }, [query.isError, query.error, t]);

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-700">
        <Spinner className="text-brand-600" />
        {t("contentEditor.loading", { page: label })}
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert className="max-w-2xl">
        <p>{t("toasts.contentLoadFailed")}</p>
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
  // Both versions stay mounted (a draft survives a look at the other one); each form is keyed by
  // the stored page: after a save (or a reload) it starts from what is stored.
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="mb-1.5 text-sm font-semibold text-slate-900">{t("contentEditor.version")}</legend>
        {(["en", "hi"] as const).map((version) => (
          <label key={version} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={versionName}
              value={version}
              checked={language === version}
              onChange={() => setLanguage(version)}
              className="size-4 accent-brand-600"
            />
            <span lang={version}>{LANGUAGE_NAMES[version]}</span>
            {dirty[version] ? <span className="text-amber-800">{t("contentEditor.unsavedMark")}</span> : null}
          </label>
        ))}
      </fieldset>
      {(["en", "hi"] as const).map((version) => (
        <div key={version} hidden={language !== version}>
          <ContentForm
            key={`${version}:${query.data.updatedAt ?? "never-set"}`}
            slug={slug}
            label={label}
            language={version}
            page={query.data}
            onDirtyChange={version === "en" ? englishDirty : hindiDirty}
          />
        </div>
      ))}
    </div>
  );
}

function ContentForm({
  slug,
  label,
  language,
  page,
  onDirtyChange,
}: {
  slug: ContentSlug;
  label: string;
  language: Language;
  page: AdminContentPage;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const t = useT();
  const f = useFormat();
  const hindi = language === "hi";
  const stored = hindi ? page.contentHi : page.content;
  const savedAt = page.updatedAt;
  const updatedFormat = f.dateWith({ dateStyle: "medium", timeStyle: "short" });
  const schema = useMemo(
    () => contentSchema((max, now) => t("contentEditor.tooLong", { max: f.number(max), now: f.number(now) })),
    [t, f],
  );
  // The text's problem (too long) shows under it as it is typed; a refused save says so in a toast.
  const kit = useFormKit(schema, {
    defaultValues: { content: stored, language },
    order: ["content"],
    summarizeWith: () => null,
  });
  const draft = kit.form.watch("content");
  const save = useSaveContent(slug);
  const previewId = useId();
  const dirty = draft !== stored;
  const tooLong = fieldError(kit, "content").invalid;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const onSubmit = kit.submit((body) => {
    if (save.isPending) return;
    save.mutate(body, {
      onSuccess: () => toastSuccess(t(`toasts.pages.${slug}.saved`)),
      onError: (error) => toastFailure(error, t(`toasts.pages.${slug}.failed`)),
    });
  });

  const trimmed = draft.trim();
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <KitField
          kit={kit}
          name="content"
          label={
            hindi ? t("contentEditor.hindiText", { page: label }) : t("contentEditor.text", { page: label })
          }
          hint={
            hindi
              ? `${t("contentEditor.hindiHint")} ${t("contentEditor.markdownHint")}`
              : t("contentEditor.markdownHint")
          }
          className="min-w-0"
        >
          {(control) => (
            <Textarea
              {...control}
              lang={language}
              rows={18}
              onChange={(event) => {
                void control.onChange(event);
                // Too long is said as it is typed, not only on Save (which it disables).
                void kit.form.trigger("content");
              }}
              spellCheck
              className="max-h-[36rem] min-h-80 font-mono text-sm [field-sizing:fixed] sm:text-sm"
            />
          )}
        </KitField>
        <section aria-labelledby={previewId} className="min-w-0 space-y-1.5">
          <h3 id={previewId} className="text-sm font-semibold text-slate-900">
            <Trans
              t={t}
              i18nKey="contentEditor.preview"
              components={{ note: <span className="font-normal text-slate-600" /> }}
            />
          </h3>
          <div className="max-h-[36rem] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
            <article className="max-w-3xl" lang={trimmed === "" ? "en" : language}>
              {trimmed === "" ? (
                hindi ? (
                  <Markdown source={page.content} />
                ) : (
                  <p className="text-base text-slate-700">{CONTENT_FALLBACK}</p>
                )
              ) : (
                <Markdown source={draft} />
              )}
            </article>
          </div>
        </section>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" disabled={save.isPending || tooLong}>
          {save.isPending ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
          {save.isPending
            ? t("actions.saving")
            : hindi
              ? t("contentEditor.saveHindi", { page: label })
              : t("contentEditor.save", { page: label })}
        </Button>
        <p className="text-sm text-slate-600" aria-live="polite">
          {dirty ? (
            <span className="font-semibold text-amber-800">{t("actions.unsaved")}</span>
          ) : hindi && stored.trim() === "" ? (
            t("contentEditor.noHindiYet")
          ) : savedAt ? (
            <Trans
              t={t}
              i18nKey="contentEditor.saved"
              values={{ when: updatedFormat(savedAt) }}
              components={{ time: <time dateTime={savedAt} /> }}
            />
          ) : (
            t("contentEditor.notSet")
          )}
        </p>
      </div>
    </form>
  );
}
