import { FAQ_FALLBACK } from "@contract/content";
import { Mail } from "lucide-react";
import { Trans } from "react-i18next";
import { Accordion } from "@/components/ui/accordion";
import { Markdown } from "@/components/ui/markdown";
import { PageTitle } from "@/components/ui/page-title";
import { useFormat } from "@/lib/i18n";
import { useMetaDescription } from "@/lib/meta-description";
import { useFaqs } from "../api/get-faqs";
import { useT } from "../i18n";

const SUPPORT_EMAIL = "support@toppersconnect.in";

function LoadingQuestions() {
  const t = useT();
  return (
    <div role="status" className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
      <span className="sr-only">{t("faq.loading")}</span>
      {["w-3/4", "w-2/3", "w-4/5", "w-1/2"].map((width) => (
        <div key={width} aria-hidden="true" className="px-4 py-5 sm:px-6">
          <div className={`h-5 animate-pulse rounded bg-slate-100 motion-reduce:animate-none ${width}`} />
        </div>
      ))}
    </div>
  );
}

/** docs/product.md §2.21: the FAQs in an accordion, one open at a time; the fallback entry when there are none. */
export function FaqPage() {
  const t = useT();
  const { language } = useFormat();
  useMetaDescription(t("faq.metaDescription"));
  const { faqs, isPending } = useFaqs();
  const fallback = {
    ...FAQ_FALLBACK,
    question: t("faq.fallbackQuestion"),
    answer: t("faq.fallbackAnswer"),
    language,
  };
  const shown = faqs.length > 0 ? faqs : [fallback];

  return (
    <>
      <PageTitle title={t("faq.title")} description={t("faq.description")} />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          {isPending ? (
            <LoadingQuestions />
          ) : (
            <Accordion
              items={shown.map((faq) => ({
                id: faq.id,
                title:
                  faq.language === language ? faq.question : <span lang={faq.language}>{faq.question}</span>,
                content: (
                  <div lang={faq.language === language ? undefined : faq.language}>
                    <Markdown source={faq.answer} topHeadingLevel={3} />
                  </div>
                ),
              }))}
            />
          )}
          <p className="mt-8 flex items-start gap-2 text-base text-slate-600">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
            <span>
              <Trans
                t={t}
                i18nKey="faq.stillQuestion"
                values={{ email: SUPPORT_EMAIL }}
                components={{
                  mail: (
                    // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside the link.
                    <a
                      href={`mailto:${SUPPORT_EMAIL}`}
                      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    />
                  ),
                }}
              />
            </span>
          </p>
        </div>
      </div>
    </>
  );
}
