import { ArrowRight } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useNavigationType } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { HOME_ANCHORS, type HomeAnchor, paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/document-title";
import { scrollBehavior } from "@/lib/motion";
import { HeroArt } from "../components/hero-art";

const anchors: readonly string[] = Object.values(HOME_ANCHORS);

/** The section named by navigation state `{ scrollTo }`, when it is one of ours. */
function requestedSection(state: unknown): HomeAnchor | null {
  if (typeof state !== "object" || state === null || !("scrollTo" in state)) return null;
  const { scrollTo } = state;
  return typeof scrollTo === "string" && anchors.includes(scrollTo) ? (scrollTo as HomeAnchor) : null;
}

/**
 * SPEC §2.3: a link may send the visitor to a section of home (the footer's "Our Mentor" and
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

export function HomePage() {
  useDocumentTitle(null);
  useScrollToRequestedSection();

  return (
    <>
      <section
        aria-labelledby="home-hero-title"
        className="relative isolate overflow-hidden bg-linear-to-b from-brand-50 via-white to-white"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 sm:pt-16 sm:pb-20 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-28">
          <div>
            <p className="inline-flex items-center rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-semibold text-brand-700 sm:text-sm">
              Live mentoring by NEET and JEE toppers
            </p>
            <h1
              id="home-hero-title"
              className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
            >
              India&apos;s largest community of <span className="text-brand-700">mentors and toppers</span>
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg">
              Book live sessions with students who recently cracked NEET and IIT-JEE. Get a study plan, honest
              answers and the habits that worked for them, one-to-one or in small groups.
            </p>
            <div className="mt-8 flex flex-col gap-3 min-[400px]:flex-row">
              <Link to={paths.bookingSessions.getHref()} className={buttonClasses({ size: "lg" })}>
                Take a Trial Session
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </div>
          </div>
          <HeroArt className="mx-auto hidden w-full max-w-md lg:block" />
        </div>
      </section>

      <section
        id={HOME_ANCHORS.ourMentors}
        tabIndex={-1}
        aria-labelledby="our-mentors-title"
        className={sectionClasses}
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="our-mentors-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Our Mentors
          </h2>
          <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">
            Recent NEET and IIT-JEE toppers who remember exactly what the preparation takes.
          </p>
        </div>
      </section>

      <section
        id={HOME_ANCHORS.studentTestimonials}
        tabIndex={-1}
        aria-labelledby="student-testimonials-title"
        className={`${sectionClasses} bg-slate-50`}
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h2
            id="student-testimonials-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            What our students say
          </h2>
          <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">
            Aspirants and parents on what changed after their sessions.
          </p>
        </div>
      </section>
    </>
  );
}
