import { socialBodySchema } from "@contract/admin";
import { externalHref } from "@contract/external-url";
import type { SocialPlatform } from "@contract/social";
import { SOCIAL_LABELS, SOCIAL_PLATFORM_ORDER, SocialIcon } from "@/components/ui/social-icons";
import { cn } from "@/lib/cn";
import { useT } from "../i18n";

/**
 * The footer's row of social icons as the public footer draws it, for the links being edited: a
 * platform left empty (or not yet a valid https address) points nowhere ("#").
 */
export function SocialFooterPreview({ links }: { links: Record<SocialPlatform, string> }) {
  const t = useT();
  return (
    <div className="rounded-xl bg-slate-900 p-5 text-slate-300 sm:p-6">
      <p className="text-sm font-semibold tracking-wide text-white uppercase">
        {t("social.preview.heading")}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {SOCIAL_PLATFORM_ORDER.map((platform) => {
          // Only an address the server would take is live; anything else leads nowhere, as on the site.
          const value = links[platform].trim();
          const valid = value !== "" && socialBodySchema.shape[platform].safeParse(value).success;
          const href = valid ? externalHref(value) : "#";
          const set = href !== "#";
          return (
            <li key={platform}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={
                  set
                    ? t("social.preview.link", { platform: SOCIAL_LABELS[platform] })
                    : t("social.preview.linkNotSet", { platform: SOCIAL_LABELS[platform] })
                }
                className={cn(
                  "inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-brand-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
                  !set && "opacity-50",
                )}
              >
                <SocialIcon platform={platform} className="size-5" />
              </a>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-slate-400">{t("social.preview.dimmed")}</p>
    </div>
  );
}
