import { externalHref } from "@contract/external-url";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { LogoMark } from "@/components/ui/logo";
import { SOCIAL_LABELS, SOCIAL_PLATFORM_ORDER, SocialIcon } from "@/components/ui/social-icons";
import { HOME_ANCHORS, type HomeAnchor, paths, type ScrollToState } from "@/config/paths";
import { useSocialLinks } from "@/features/social/api/get-social-links";
import { APP_NAME } from "@/lib/document-title";
import { useCommonT } from "@/lib/i18n";

const linkClasses =
  "rounded-sm text-slate-300 underline-offset-4 transition-colors hover:text-white hover:underline " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2.5 text-sm sm:mt-4">{children}</ul>
    </div>
  );
}

/** A link to a section of the home page; it also scrolls there when home is already open (docs/product.md §2.3). */
function HomeSectionLink({ anchor, children }: { anchor: HomeAnchor; children: ReactNode }) {
  const { pathname } = useLocation();
  const state: ScrollToState = { scrollTo: anchor };
  return (
    <Link
      to={paths.home.getHref()}
      state={state}
      // Already on home: glide from where the reader is instead of jumping to the top first.
      preventScrollReset={pathname === paths.home.getHref()}
      className={linkClasses}
    >
      {children}
    </Link>
  );
}

function SocialLinks() {
  const t = useCommonT();
  const links = useSocialLinks();
  return (
    <ul className="flex flex-wrap gap-2">
      {SOCIAL_PLATFORM_ORDER.map((platform) => (
        <li key={platform}>
          <a
            href={externalHref(links?.[platform])}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("footer.socialLink", { platform: SOCIAL_LABELS[platform] })}
            className="inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-brand-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <SocialIcon platform={platform} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const t = useCommonT();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16 lg:px-8 lg:py-16">
        <div>
          <div className="flex items-center gap-2">
            <LogoMark className="size-8" />
            <span className="text-lg font-bold tracking-tight text-white">{APP_NAME}</span>
          </div>
          <h2 className="mt-5 text-sm font-semibold tracking-wide text-white uppercase">
            {t("footer.about")}
          </h2>
          <p className="mt-3 max-w-md text-sm leading-relaxed">{t("footer.aboutText", { app: APP_NAME })}</p>
          <div className="mt-6">
            <SocialLinks />
          </div>
        </div>

        <nav aria-label={t("footer.label")} className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3">
          <FooterColumn title={t("footer.featured")}>
            <li>
              <Link to={paths.examDetails.getHref()} className={linkClasses}>
                {t("footer.examLinks")}
              </Link>
            </li>
            <li>
              <Link to={paths.testPortal.getHref()} className={linkClasses}>
                {t("footer.testLinks")}
              </Link>
            </li>
          </FooterColumn>

          <FooterColumn title={t("footer.other")}>
            <li>
              <HomeSectionLink anchor={HOME_ANCHORS.ourMentors}>{t("footer.ourMentor")}</HomeSectionLink>
            </li>
            <li>
              <HomeSectionLink anchor={HOME_ANCHORS.studentTestimonials}>
                {t("footer.feedbacks")}
              </HomeSectionLink>
            </li>
            <li>
              <Link to={paths.becomeMentor.getHref()} className={linkClasses}>
                {t("footer.becomeMentor")}
              </Link>
            </li>
            <li>
              <Link to={paths.bookingSessions.getHref()} className={linkClasses}>
                {t("footer.trial")}
              </Link>
            </li>
          </FooterColumn>

          <FooterColumn title={t("footer.company")}>
            <li>
              <Link to={paths.about.getHref()} className={linkClasses}>
                {t("footer.aboutLink")}
              </Link>
            </li>
            <li>
              <Link to={paths.terms.getFooterHref()} className={linkClasses}>
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()} className={linkClasses}>
                {t("footer.privacy")}
              </Link>
            </li>
          </FooterColumn>
        </nav>
      </div>

      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-400 sm:px-6 lg:px-8">
          {t("footer.copyright", { app: APP_NAME })}
        </p>
      </div>
    </footer>
  );
}
