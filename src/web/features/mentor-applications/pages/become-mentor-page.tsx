import {
  BadgeCheck,
  Clock,
  FileText,
  HeartHandshake,
  IndianRupee,
  type LucideIcon,
  MonitorPlay,
  Presentation,
  ShieldCheck,
  Star,
  UserRoundCheck,
  Video,
} from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/document-title";
import { useMetaDescription } from "@/lib/meta-description";
import { MentorRegistrationDialog } from "../components/mentor-registration-dialog";
import { VideoPoster } from "../components/video-poster";
import { useT } from "../i18n";

/** docs/product.md §2.7: the four steps from application to first session (their words: steps.<id>). */
const PROCESS = [
  { id: "register", icon: FileText },
  { id: "verification", icon: ShieldCheck },
  { id: "interview", icon: UserRoundCheck },
  { id: "training", icon: Presentation },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon }>;

/** Why mentor here (their words: benefits.<id>). */
const BENEFITS = [
  { id: "earn", icon: IndianRupee },
  { id: "timetable", icon: Clock },
  { id: "paid", icon: BadgeCheck },
  { id: "browser", icon: MonitorPlay },
  { id: "ratings", icon: Star },
  { id: "giveBack", icon: HeartHandshake },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon }>;

const sectionTitleClasses = "text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl";
const containerClasses = "mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8";

function RegisterButton({ onOpen, inverse = false }: { onOpen: () => void; inverse?: boolean }) {
  const t = useT();
  return (
    <Button
      size="lg"
      variant={inverse ? "inverse" : "primary"}
      aria-haspopup="dialog"
      onClick={onOpen}
      className={inverse ? "focus-visible:outline-white!" : undefined}
    >
      {t("hero.register")}
    </Button>
  );
}

/** docs/product.md §2.7: why and how to mentor, and the Mentor Registration modal. */
export function BecomeMentorPage() {
  const t = useT();
  useDocumentTitle(t("page.title"));
  useMetaDescription(t("page.metaDescription"));
  const [open, setOpen] = useState(false);
  const openDialog = () => setOpen(true);

  return (
    <>
      <section
        aria-labelledby="become-mentor-title"
        className="bg-linear-to-b from-brand-50 via-white to-white"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 sm:pt-16 sm:pb-20 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:pt-20">
          <div>
            <p className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-semibold text-brand-700 sm:text-sm">
              <Video aria-hidden="true" className="size-4" />
              {t("hero.badge")}
            </p>
            <h1
              id="become-mentor-title"
              className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
            >
              {t("page.title")}
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg">
              {t("hero.text")}
            </p>
            <div className="mt-8">
              <RegisterButton onOpen={openDialog} />
            </div>
          </div>
          <VideoPoster />
        </div>
      </section>

      <section aria-labelledby="process-title" className="bg-slate-50">
        <div className={containerClasses}>
          <h2 id="process-title" className={sectionTitleClasses}>
            {t("process.title")}
          </h2>
          <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{t("process.intro")}</p>
          <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
            {PROCESS.map(({ id, icon: Icon }, index) => (
              <li key={id} className={cardClasses()}>
                <div className="flex items-center justify-between">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span aria-hidden="true" className="text-3xl font-extrabold text-brand-200">
                    {index + 1}
                  </span>
                </div>
                <h3 className="mt-4 text-base font-semibold text-slate-900">
                  <span className="sr-only">{t("process.step", { number: index + 1 })}</span>
                  {t(`steps.${id}.title`)}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`steps.${id}.description`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="mentor-benefits-title">
        <div className={containerClasses}>
          <h2 id="mentor-benefits-title" className={sectionTitleClasses}>
            {t("benefits.title")}
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
            {BENEFITS.map(({ id, icon: Icon }) => (
              <li key={id} className={cardClasses({ className: "flex gap-4" })}>
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div className="min-w-0">
                  <h3 className="text-base font-semibold text-slate-900">{t(`benefits.${id}.title`)}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-slate-600">
                    {t(`benefits.${id}.description`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="eligibility-title" className="bg-brand-950 text-white">
        <div
          className={`${containerClasses} grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-center`}
        >
          <div>
            <h2 id="eligibility-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {t("eligibility.title")}
            </h2>
            <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-100 sm:text-lg">
              {t("eligibility.text")}
            </p>
          </div>
          <div className="lg:justify-self-end">
            <RegisterButton onOpen={openDialog} inverse />
          </div>
        </div>
      </section>

      <MentorRegistrationDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
