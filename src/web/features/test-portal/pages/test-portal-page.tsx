import { useState } from "react";
import { PageTitle } from "@/components/ui/page-title";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { DEFAULT_TEST_TAB } from "@/content/test-portal";
import { useMetaDescription } from "@/lib/meta-description";
import { TestGroupView } from "../components/test-group-view";
import { useT, useTestPortalContent } from "../i18n";

const ID_BASE = "test-portal";

/** /test-portal (docs/product.md §2.8): a tab per exam, each with its mock-test series. */
export function TestPortalPage() {
  const t = useT();
  const { groups } = useTestPortalContent();
  useMetaDescription(t("page.meta"));
  const [selected, setSelected] = useState(DEFAULT_TEST_TAB);
  const tabs = groups.map((group) => ({ value: group.tab, label: group.tab }));

  return (
    <>
      <PageTitle title={t("page.title")} description={t("page.description")} />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <TabList
          label={t("page.exams")}
          idBase={ID_BASE}
          items={tabs}
          value={selected}
          onValueChange={setSelected}
        />
        {groups.map((group) => (
          <TabPanel
            key={group.tab}
            idBase={ID_BASE}
            value={group.tab}
            selected={group.tab === selected}
            className="mt-6 outline-none"
          >
            <TestGroupView group={group} />
          </TabPanel>
        ))}
      </div>
    </>
  );
}
