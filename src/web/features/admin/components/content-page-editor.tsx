import { CONTENT_MAX_CHARS, CONTENT_TOASTS, SOCIAL_TOASTS } from "@contract/admin";
import { CONTENT_FALLBACK, type ContentPage, type ContentSlug } from "@contract/content";
import { RotateCw, Save } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Markdown } from "@/components/ui/markdown";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useEditableContent, useSaveContent } from "../api/content";
import { toastFailure, toastSuccess } from "./content-toast";

const updatedFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

const MARKDOWN_HINT =
  "Markdown: # Heading, **bold**, *italic*, - list item, 1. numbered item, [link text](https://…). A blank line starts a new paragraph.";

/**
 * One static page (About Us, Terms and Conditions or Privacy Policy) as markdown, with a preview drawn
 * by the same renderer as the public page, and Save (SPEC §2.14, §8's toasts).
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
  const query = useEditableContent(slug);

  useEffect(() => {
    if (query.isError) toastFailure(query.error, SOCIAL_TOASTS.contentLoadFailed);
  }, [query.isError, query.error]);

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-700">
        <Spinner className="text-brand-600" />
        Loading {label}…
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert className="max-w-2xl">
        <p>{SOCIAL_TOASTS.contentLoadFailed}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Retry
        </Button>
      </Alert>
    );
  }
  // Keyed by the stored version: after a save (or a reload) the form starts from what is stored.
  return (
    <ContentForm
      key={query.data?.updatedAt ?? "never-set"}
      slug={slug}
      label={label}
      page={query.data}
      onDirtyChange={onDirtyChange}
    />
  );
}

function ContentForm({
  slug,
  label,
  page,
  onDirtyChange,
}: {
  slug: ContentSlug;
  label: string;
  page: ContentPage | null;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const stored = page?.content ?? "";
  const [draft, setDraft] = useState(stored);
  const save = useSaveContent(slug);
  const previewId = useId();
  const dirty = draft !== stored;
  const tooLong = draft.length > CONTENT_MAX_CHARS;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || save.isPending) return;
    save.mutate(draft, {
      onSuccess: () => toastSuccess(CONTENT_TOASTS[slug].saved),
      onError: (error) => toastFailure(error, CONTENT_TOASTS[slug].failed),
    });
  };

  const trimmed = draft.trim();
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <FormField
          label={`${label} text`}
          hint={MARKDOWN_HINT}
          error={
            tooLong
              ? `At most ${CONTENT_MAX_CHARS.toLocaleString("en-IN")} characters (now ${draft.length.toLocaleString("en-IN")}).`
              : undefined
          }
          className="min-w-0"
        >
          {(control) => (
            <Textarea
              {...control}
              name={`content-${slug}`}
              rows={18}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              spellCheck
              className="max-h-[36rem] min-h-80 font-mono text-sm [field-sizing:fixed] sm:text-sm"
            />
          )}
        </FormField>
        <section aria-labelledby={previewId} className="min-w-0 space-y-1.5">
          <h3 id={previewId} className="text-sm font-semibold text-slate-900">
            Preview <span className="font-normal text-slate-600">(as the public page shows it)</span>
          </h3>
          <div className="max-h-[36rem] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
            <article className="max-w-3xl">
              {trimmed === "" ? (
                <p className="text-base text-slate-700">{CONTENT_FALLBACK}</p>
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
          {save.isPending ? "Saving…" : `Save ${label}`}
        </Button>
        <p className="text-sm text-slate-600" aria-live="polite">
          {dirty ? (
            <span className="font-semibold text-amber-800">Unsaved changes</span>
          ) : page ? (
            <>
              Saved <time dateTime={page.updatedAt}>{updatedFormat.format(new Date(page.updatedAt))}</time>
            </>
          ) : (
            "Not set yet: the public page shows the fallback sentence."
          )}
        </p>
      </div>
    </form>
  );
}
