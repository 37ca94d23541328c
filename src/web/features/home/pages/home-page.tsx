import {
  AlarmClock,
  ArrowRight,
  CalendarClock,
  CalendarRange,
  ChartColumn,
  type LucideIcon,
  MessagesSquare,
  PhoneCall,
  QrCode,
  Sparkles,
  TrendingUp,
  UserPlus,
  UserRound,
  Users,
} from "lucide-react";
import { useEffect } from "react";
import { Trans } from "react-i18next";
import { Link, useLocation, useNavigationType } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { HOME_ANCHORS, type HomeAnchor, paths, type ScrollToState } from "@/config/paths";
import type { BenefitId, StartStepId } from "@/content/home";
import { APP_NAME, useDocumentTitle } from "@/lib/document-title";
import { useMetaDescription } from "@/lib/meta-description";
import { scrollBehavior } from "@/lib/motion";
import { HeroArt } from "../components/hero-art";
import { MentorCarousel } from "../components/mentor-carousel";
import { Testimonials } from "../components/testimonials";
import { useHomeContent, useT } from "../i18n";

const anchors: readonly string[] = Object.values(HOME_ANCHORS);

/** The section named by navigation state `{ scrollTo }`, when it is one of ours. */
function requestedSection(state: unknown): HomeAnchor | null {
  if (typeof state !== "object" || state === null || !("scrollTo" in state)) return null;
  const { scrollTo } = state;
  return typeof scrollTo === "string" && anchors.includes(scrollTo) ? (scrollTo as HomeAnchor) : null;
}

/**
 * docs/product.md §2.3: a link may send the visitor to a section of home (the footer's "Our Mentor" and
 * "Feedbacks"). Each such navigation glides there once it has rendered, or jumps when the system
 * asks for reduced motion. Back/Forward and reloads (POP) leave scrolling to scroll restoration.
 */
function useScrollToRequestedSection() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const section = requestedSection(location.state);
  // Every click is a new history entry with its own key: clicking the same link twice scrolls twice.
  const requestKey = section ? location.key : null;

  useEffect(() => {
    if (requestKey === null || section === null || navigationType === "POP") return;
    const element = document.getElementById(section);
    if (!element) return;
    // Focus first (without jumping) so keyboard and screen-reader users continue from the section.
    element.focus({ preventScroll: true });
    element.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  }, [requestKey, section, navigationType]);
}

const sectionClasses = "scroll-mt-20 outline-none md:scroll-mt-32 lg:scroll-mt-24";

/**
 * Sections below the first screen are laid out and painted only when they come near the viewport
 * (content-visibility), which takes a good part of the style and layout work off the first load on
 * a phone. The browser remembers each section's real height once it has been shown.
 */
const belowTheFold = "[content-visibility:auto] [contain-intrinsic-size:auto_800px]";

/** The offerings' and the steps' icons (their words are in src/web/content/home.ts). */
const BENEFIT_ICONS: Record<BenefitId, LucideIcon> = {
  motivation: Sparkles,
  routine: AlarmClock,
  "group-sessions": Users,
  individual: UserRound,
  "weekly-discussion": MessagesSquare,
  "study-planning": CalendarRange,
  "progress-tracking": TrendingUp,
  analytics: ChartColumn,
};

const START_STEP_ICONS: Record<StartStepId, LucideIcon> = {
  register: UserPlus,
  schedule: CalendarClock,
  pay: QrCode,
  "call-back": PhoneCall,
};

const sectionTitleClasses = "text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl";
const sectionLeadClasses = "mt-3 max-w-2xl text-base text-slate-600 sm:text-lg";
const containerClasses = "mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8";

function Hero() {
  const t = useT();
  const { figures } = useHomeContent();
  const toMentors: ScrollToState = { scrollTo: HOME_ANCHORS.ourMentors };
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden bg-linear-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 sm:pt-16 sm:pb-20 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-semibold text-brand-700 sm:text-sm">
            {t("hero.badge")}
          </p>
          <h1
            id="home-hero-title"
            className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            <Trans t={t} i18nKey="hero.title" components={{ accent: <span className="text-brand-700" /> }} />
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg">
            {t("hero.lead")}
          </p>
          <div className="mt-8 flex flex-col gap-3 min-[400px]:flex-row">
            <Link to={paths.bookingSessions.getHref()} className={buttonClasses({ size: "lg" })}>
              {t("hero.grabGuidance")}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link
              to={paths.home.getHref()}
              state={toMentors}
              preventScrollReset
              className={buttonClasses({ variant: "outline", size: "lg" })}
            >
              <Users aria-hidden="true" className="size-5" />
              {t("hero.meetMentors")}
            </Link>
          </div>
          <dl className="mt-10 grid max-w-xl grid-cols-3 gap-3 sm:gap-6">
            {figures.map((figure) => (
              <div key={figure.value} className="flex flex-col border-l-2 border-brand-200 pl-3 sm:pl-4">
                <dt className="order-last text-xs leading-snug text-slate-600 sm:text-sm">{figure.label}</dt>
                <dd className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroArt className="mx-auto hidden w-full max-w-md lg:block" />
      </div>
    </section>
  );
}

function Benefits() {
  const t = useT();
  const { benefits } = useHomeContent();
  return (
    <section aria-labelledby="benefits-title" className={belowTheFold}>
      <div className={containerClasses}>
        <h2 id="benefits-title" className={sectionTitleClasses}>
          {t("benefits.title", { app: APP_NAME })}
        </h2>
        <p className={sectionLeadClasses}>{t("benefits.lead")}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {benefits.map(({ id, title, description }) => {
            const Icon = BENEFIT_ICONS[id];
            return (
              <li key={id} className={cardClasses()}>
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function StartSteps() {
  const t = useT();
  const { startSteps } = useHomeContent();
  return (
    <section aria-labelledby="start-steps-title" className={`${belowTheFold} bg-brand-950 text-white`}>
      <div className={containerClasses}>
        <h2 id="start-steps-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t("steps.title")}
        </h2>
        <p className="mt-3 max-w-2xl text-base text-brand-100 sm:text-lg">{t("steps.lead")}</p>
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {startSteps.map(({ id, title, description }, index) => {
            const Icon = START_STEP_ICONS[id];
            return (
              <li key={id} className="relative rounded-2xl bg-white/5 p-5 ring-1 ring-white/15 sm:p-6">
                <div className="flex items-center justify-between">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-white/10 text-brand-100">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span aria-hidden="true" className="text-4xl font-extrabold text-white/25">
                    {index + 1}
                  </span>
                </div>
                <h3 className="mt-4 text-base font-semibold">
                  <span className="sr-only">{t("steps.step", { number: index + 1 })}</span>
                  {title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-brand-100">{description}</p>
              </li>
            );
          })}
        </ol>
        <Link
          to={paths.bookingSessions.getHref()}
          className={buttonClasses({
            variant: "inverse",
            size: "lg",
            className: "mt-10 focus-visible:outline-white!",
          })}
        >
          {t("steps.trial")}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}

function StudentJourney() {
  const t = useT();
  const { journey } = useHomeContent();
  return (
    <section aria-labelledby="journey-title" className={belowTheFold}>
      <div
        className={`${containerClasses} grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16`}
      >
        <div>
          <h2 id="journey-title" className={sectionTitleClasses}>
            {t("journey.title")}
          </h2>
          <p className={sectionLeadClasses}>{t("journey.lead", { app: APP_NAME })}</p>
          <Link
            to={paths.blogs.getHref()}
            className={buttonClasses({ size: "lg", className: "mt-8 max-[399px]:w-full" })}
          >
            {t("journey.start")}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <ol className="relative space-y-8 border-l-2 border-brand-100 pl-6 sm:pl-8">
          {journey.map((step) => (
            <li key={step.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[calc(1.5rem+7px)] size-3 rounded-full bg-brand-600 ring-4 ring-white sm:-left-[calc(2rem+7px)]"
              />
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{step.when}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1.5 text-base leading-relaxed text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function HomePage() {
  const t = useT();
  useDocumentTitle(null);
  useMetaDescription(t("meta.description"));
  useScrollToRequestedSection();

  return (
    <>
      <Hero />
      <Benefits />

      <section
        id={HOME_ANCHORS.ourMentors}
        tabIndex={-1}
        aria-labelledby="our-mentors-title"
        className={`${sectionClasses} ${belowTheFold} bg-slate-50`}
      >
        <div className={containerClasses}>
          <h2 id="our-mentors-title" className={sectionTitleClasses}>
            {t("mentors.title")}
          </h2>
          <p className={sectionLeadClasses}>{t("mentors.lead")}</p>
          <div className="mt-10">
            <MentorCarousel />
          </div>
        </div>
      </section>

      <StartSteps />
      <StudentJourney />

      <section
        id={HOME_ANCHORS.studentTestimonials}
        tabIndex={-1}
        aria-labelledby="student-testimonials-title"
        className={`${sectionClasses} ${belowTheFold} bg-slate-50`}
      >
        <div className={containerClasses}>
          <h2 id="student-testimonials-title" className={sectionTitleClasses}>
            {t("testimonials.title")}
          </h2>
          <p className={sectionLeadClasses}>{t("testimonials.lead")}</p>
          <div className="mt-8">
            <Testimonials />
          </div>
        </div>
      </section>
    </>
  );
}
