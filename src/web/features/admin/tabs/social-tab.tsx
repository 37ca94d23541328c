import { type SocialBody, socialBodySchema } from "@contract/admin";
import { SOCIAL_PLATFORMS, type SocialLinks, type SocialPlatform } from "@contract/social";
import { RotateCw, Save } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SOCIAL_LABELS } from "@/components/ui/social-icons";
import { Spinner } from "@/components/ui/spinner";
import { issuesByField, serverFieldIssues } from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { useEditableSocialLinks, useSaveSocialLinks } from "../api/social";
import { TabHeading } from "../components/admin-table";
import { toastFailure, toastSuccess } from "../components/content-toast";
import { UnsavedChangesGuard } from "../components/content-unsaved";
import { SocialFooterPreview } from "../components/social-footer-preview";
import { useT } from "../i18n";

type Values = Record<SocialPlatform, string>;
type Errors = Partial<Record<SocialPlatform, string>>;

const PLACEHOLDERS: Values = {
  facebook: "https://www.facebook.com/yourpage",
  twitter: "https://x.com/yourhandle",
  youtube: "https://www.youtube.com/@yourchannel",
  instagram: "https://www.instagram.com/yourhandle",
  linkedin: "https://www.linkedin.com/company/yourcompany",
};

const valuesOf = (links: SocialLinks): Values => ({
  facebook: links.facebook ?? "",
  twitter: links.twitter ?? "",
  youtube: links.youtube ?? "",
  instagram: links.instagram ?? "",
  linkedin: links.linkedin ?? "",
});

/**
 * docs/product.md §2.14's Social Media: the footer's five links (https only; empty clears one), with a preview of
 * the footer's icons. Saving updates the public footer at once.
 */
export function SocialTab() {
  const t = useT();
  const query = useEditableSocialLinks();

  useEffect(() => {
    if (query.isError) toastFailure(query.error, t("toasts.socialLoadFailed"));
  }, [query.isError, query.error, t]);

  return (
    <div className="space-y-4">
      <TabHeading title={t("sections.social")} description={t("social.description")} />
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-700">
          <Spinner className="text-brand-600" />
          {t("social.loading")}
        </p>
      ) : query.isError ? (
        <Alert className="max-w-2xl">
          <p>{t("toasts.socialLoadFailed")}</p>
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
      ) : (
        <SocialForm links={query.data} />
      )}
    </div>
  );
}

function SocialForm({ links }: { links: SocialLinks }) {
  const t = useT();
  const [values, setValues] = useState<Values>(() => valuesOf(links));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSocialLinks();
  const refs = useRef(new Map<SocialPlatform, HTMLInputElement>());
  const stored = valuesOf(links);
  const dirty = SOCIAL_PLATFORMS.some((platform) => values[platform].trim() !== stored[platform]);

  const focusFirst = (found: Errors) => {
    const first = SOCIAL_PLATFORMS.find((platform) => found[platform]);
    if (first) refs.current.get(first)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = socialBodySchema.safeParse(values satisfies SocialBody);
    if (!parsed.success) {
      const found = issuesByField(parsed.error.issues, SOCIAL_PLATFORMS);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        toastSuccess(t("toasts.socialSaved"));
      },
      onError: (error) => {
        const found = serverFieldIssues(error, SOCIAL_PLATFORMS);
        setErrors(found);
        focusFirst(found);
        toastFailure(error, t("toasts.socialFailed"));
      },
    });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
      <form noValidate onSubmit={submit} aria-label={t("social.formLabel")} className="min-w-0 space-y-4">
        {SOCIAL_PLATFORMS.map((platform) => (
          <FormField
            key={platform}
            label={t("social.url", { platform: SOCIAL_LABELS[platform] })}
            hint={errors[platform] ? undefined : t("social.hint")}
            error={errors[platform]}
          >
            {(control) => (
              <Input
                {...control}
                ref={(element) => {
                  if (element) refs.current.set(platform, element);
                  else refs.current.delete(platform);
                }}
                type="url"
                inputMode="url"
                name={platform}
                autoComplete="url"
                spellCheck={false}
                placeholder={PLACEHOLDERS[platform]}
                value={values[platform]}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((v) => ({ ...v, [platform]: value }));
                  if (errors[platform]) setErrors((e) => ({ ...e, [platform]: undefined }));
                }}
                onBlur={() => {
                  // Say it as soon as the admin leaves a field that will be refused.
                  const result = socialBodySchema.shape[platform].safeParse(values[platform]);
                  const message = result.error?.issues[0]?.message;
                  if (message) setErrors((e) => ({ ...e, [platform]: translateMessage(message) }));
                }}
              />
            )}
          </FormField>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
            {save.isPending ? t("actions.saving") : t("social.save")}
          </Button>
          <p className="text-sm" aria-live="polite">
            {dirty ? <span className="font-semibold text-amber-800">{t("actions.unsaved")}</span> : null}
          </p>
        </div>
      </form>
      <SocialFooterPreview links={values} />
      <UnsavedChangesGuard dirty={dirty} />
    </div>
  );
}
