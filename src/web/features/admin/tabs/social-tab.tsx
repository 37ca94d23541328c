import { socialBodySchema } from "@contract/admin";
import { SOCIAL_PLATFORMS, type SocialLinks, type SocialPlatform } from "@contract/social";
import { RotateCw, Save } from "lucide-react";
import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fieldError, KitField, useFormKit } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { SOCIAL_LABELS } from "@/components/ui/social-icons";
import { Spinner } from "@/components/ui/spinner";
import { serverFieldIssues } from "@/lib/form-errors";
import { useEditableSocialLinks, useSaveSocialLinks } from "../api/social";
import { TabHeading } from "../components/admin-table";
import { toastFailure, toastSuccess } from "../components/content-toast";
import { UnsavedChangesGuard } from "../components/content-unsaved";
import { SocialFooterPreview } from "../components/social-footer-preview";
import { useT } from "../i18n";

type Values = Record<SocialPlatform, string>;

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
  // Each link's problem shows under it; a refused save says so in a toast.
  const kit = useFormKit(socialBodySchema, {
    defaultValues: valuesOf(links),
    order: SOCIAL_PLATFORMS,
    summarizeWith: () => null,
  });
  const save = useSaveSocialLinks();
  const values = kit.form.watch();
  const stored = valuesOf(links);
  const dirty = SOCIAL_PLATFORMS.some((platform) => values[platform].trim() !== stored[platform]);

  /** Checks one link again (the kit does so itself once a save was tried). */
  const check = (platform: SocialPlatform) => void kit.form.trigger(platform);

  const onSubmit = kit.submit((data) => {
    if (save.isPending) return;
    save.mutate(data, {
      onSuccess: (saved) => {
        kit.form.reset(valuesOf(saved));
        toastSuccess(t("toasts.socialSaved"));
      },
      onError: (error) => {
        kit.fail(null, serverFieldIssues(error, SOCIAL_PLATFORMS));
        toastFailure(error, t("toasts.socialFailed"));
      },
    });
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
      <form noValidate onSubmit={onSubmit} aria-label={t("social.formLabel")} className="min-w-0 space-y-4">
        {SOCIAL_PLATFORMS.map((platform) => (
          <KitField
            key={platform}
            kit={kit}
            name={platform}
            label={t("social.url", { platform: SOCIAL_LABELS[platform] })}
            hint={fieldError(kit, platform).invalid ? undefined : t("social.hint")}
          >
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="url"
                spellCheck={false}
                placeholder={PLACEHOLDERS[platform]}
                onChange={(event) => {
                  void control.onChange(event);
                  // A link said to be wrong is checked again as it is corrected.
                  if (kit.form.getFieldState(platform).invalid) check(platform);
                }}
                onBlur={(event) => {
                  void control.onBlur(event);
                  // Say it as soon as the admin leaves a field that will be refused.
                  check(platform);
                }}
              />
            )}
          </KitField>
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
