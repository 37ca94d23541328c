import {
  ArrowRight,
  Atom,
  Building2,
  Calculator,
  Compass,
  Cpu,
  Landmark,
  type LucideIcon,
  Rocket,
  Stethoscope,
  Zap,
} from "lucide-react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { bookingHrefFor, type TestBadge, type TestGroup, type TestTab } from "@/content/test-portal";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/i18n";
import { useT } from "../i18n";

/** Each exam's icon (the content is plain data, so the icons live here). */
const ICONS: Record<TestTab, LucideIcon> = {
  "JEE Main": Atom,
  "JEE Advanced": Rocket,
  NEET: Stethoscope,
  BITSAT: Zap,
  VITEEE: Cpu,
  COMEDK: Building2,
  KCET: Landmark,
  "MHT CET": Compass,
  WBJEE: Calculator,
};

/** Each badge's colours; every pair passes WCAG AA. */
const BADGE_CLASSES: Record<TestBadge, string> = {
  NEW: "bg-emerald-100 text-emerald-800 ring-emerald-200",
  PREMIUM: "bg-amber-100 text-amber-900 ring-amber-200",
  POPULAR: "bg-rose-100 text-rose-800 ring-rose-200",
  UPDATED: "bg-sky-100 text-sky-900 ring-sky-200",
};

/** One tab of the test portal: the exam's series and its seven categories of tests. */
export function TestGroupView({ group }: { group: TestGroup }) {
  const t = useT();
  const f = useFormat();
  const Icon = ICONS[group.tab];
  const titleId = `test-group-${group.tab.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const href = bookingHrefFor(group.bookingCategory);
  return (
    <section aria-labelledby={titleId}>
      <header className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-linear-to-br from-brand-50 to-white p-5 sm:flex-row sm:items-start sm:p-8">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-sm">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <div className="min-w-0">
          <span
            className={cn(
              "inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ring-1 ring-inset",
              BADGE_CLASSES[group.badge],
            )}
          >
            {t(`badge.${group.badge}`)}
          </span>
          <h2 id={titleId} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {group.title}
          </h2>
          <p className="mt-2 max-w-3xl text-base leading-relaxed text-slate-700">{group.description}</p>
        </div>
      </header>

      <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {group.tests.map((test) => (
          <li key={test.name}>
            <article
              className={cardClasses({ className: "flex h-full flex-col transition-shadow hover:shadow-md" })}
            >
              <h3 className="text-lg font-semibold text-slate-900">{test.name}</h3>
              <p className="mt-1 text-sm font-semibold text-brand-700">
                <span className="text-2xl font-bold">{f.number(test.count)}</span> {test.unit}
              </p>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-600">{test.description}</p>
              <Link to={href} className={buttonClasses({ variant: "outline", className: "mt-5 self-start" })}>
                <Trans
                  t={t}
                  i18nKey="card.explore"
                  values={{ name: test.name, exam: group.tab }}
                  components={{ sr: <span className="sr-only" /> }}
                />
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
