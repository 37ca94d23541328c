import { BookOpen, CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useT } from "../i18n";

/** docs/product.md §2.12's Quick Actions: 'Book New Session', and the articles for between sessions. */
export function QuickActions({ className }: { className?: string }) {
  const t = useT();
  return (
    <section aria-labelledby="quick-actions-heading" className={cardClasses({ className })}>
      <h2 id="quick-actions-heading" className="text-xl font-bold tracking-tight text-slate-900">
        {t("quick.heading")}
      </h2>
      <div className="mt-4 flex flex-col gap-3">
        <Link to={paths.bookingSessions.getHref()} className={buttonClasses({ size: "lg" })}>
          <CalendarPlus aria-hidden="true" className="size-5" />
          {t("quick.book")}
        </Link>
        <Link to={paths.blogs.getHref()} className={buttonClasses({ variant: "outline", size: "lg" })}>
          <BookOpen aria-hidden="true" className="size-5" />
          {t("quick.articles")}
        </Link>
      </div>
    </section>
  );
}
