import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/document-title";
import { useCommonT } from "@/lib/i18n";

/** Any path the router does not know. */
export function NotFoundPage() {
  const t = useCommonT();
  useDocumentTitle(t("notFound.title"));
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:py-24">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t("notFound.code")}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t("notFound.heading")}
      </h1>
      <p className="mt-4 text-base text-slate-600">{t("notFound.text")}</p>
      <Link to={paths.home.getHref()} className={buttonClasses({ size: "lg", className: "mt-8" })}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("notFound.home")}
      </Link>
    </section>
  );
}
