import type { ContentSlug } from "@contract/content";
import { useCallback, useState } from "react";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { TabHeading } from "../components/admin-table";
import { FaqEditor } from "../components/content-faq-editor";
import { ContentPageEditor } from "../components/content-page-editor";
import { UnsavedChangesGuard } from "../components/content-unsaved";
import { useT } from "../i18n";

type Section = ContentSlug | "faqs";

const PAGES: readonly ContentSlug[] = ["about-us", "Terms", "privacy-policy"];

const ID_BASE = "admin-content";

/**
 * docs/product.md §2.14's Content Management: the three static pages, each an editor of markdown with a preview,
 * and the FAQ list. Every editor stays mounted while another is shown, so switching sub-tabs keeps
 * unsaved text; a dot marks a sub-tab with unsaved changes.
 */
export function ContentTab() {
  const t = useT();
  const [section, setSection] = useState<Section>("about-us");
  const [dirty, setDirty] = useState<Partial<Record<Section, boolean>>>({});
  const [visited, setVisited] = useState<ReadonlySet<Section>>(() => new Set(["about-us"]));

  const select = (value: Section) => {
    setSection(value);
    setVisited((seen) => (seen.has(value) ? seen : new Set([...seen, value])));
  };
  const dirtyHandlers = {
    "about-us": useCallback((value: boolean) => setDirty((d) => ({ ...d, "about-us": value })), []),
    Terms: useCallback((value: boolean) => setDirty((d) => ({ ...d, Terms: value })), []),
    "privacy-policy": useCallback(
      (value: boolean) => setDirty((d) => ({ ...d, "privacy-policy": value })),
      [],
    ),
    faqs: useCallback((value: boolean) => setDirty((d) => ({ ...d, faqs: value })), []),
  } satisfies Record<Section, (value: boolean) => void>;

  const label = (value: Section) => t(`content.pages.${value}`);
  const items = [...PAGES, "faqs" as const].map((value) => ({
    value,
    label: dirty[value] ? (
      <>
        {label(value)}
        <span aria-hidden="true" className="ml-1.5 inline-block size-2 rounded-full bg-amber-500" />
        <span className="sr-only">{t("content.unsavedMark")}</span>
      </>
    ) : (
      label(value)
    ),
  }));

  return (
    // contain: the editors' text never widens the dashboard's column (a long line in a textarea that
    // sizes to its content would, on a phone).
    <div className="space-y-4 [contain:inline-size]">
      <TabHeading title={t("sections.content")} description={t("content.description")} />
      <TabList
        label={t("content.pagesLabel")}
        idBase={ID_BASE}
        items={items}
        value={section}
        onValueChange={select}
      />
      {PAGES.map((value) => (
        <TabPanel key={value} idBase={ID_BASE} value={value} selected={section === value}>
          {visited.has(value) ? (
            <ContentPageEditor slug={value} label={label(value)} onDirtyChange={dirtyHandlers[value]} />
          ) : null}
        </TabPanel>
      ))}
      <TabPanel idBase={ID_BASE} value="faqs" selected={section === "faqs"}>
        {visited.has("faqs") ? <FaqEditor onDirtyChange={dirtyHandlers.faqs} /> : null}
      </TabPanel>
      <UnsavedChangesGuard dirty={Object.values(dirty).some(Boolean)} />
    </div>
  );
}
