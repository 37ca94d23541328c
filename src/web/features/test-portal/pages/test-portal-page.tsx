import { useState } from "react";
import { PageTitle } from "@/components/ui/page-title";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { DEFAULT_TEST_TAB, TEST_GROUPS } from "@/content/test-portal";
import { useMetaDescription } from "@/lib/meta-description";
import { TestGroupView } from "../components/test-group-view";

const ID_BASE = "test-portal";
const TABS = TEST_GROUPS.map((group) => ({ value: group.tab, label: group.tab }));

/** /test-portal (docs/product.md §2.8): a tab per exam, each with its mock-test series. */
export function TestPortalPage() {
  useMetaDescription(
    "Mock tests, previous year papers and chapter tests for JEE Main, JEE Advanced, NEET, BITSAT, VITEEE, COMEDK, KCET, MHT CET and WBJEE, with mentors to review them.",
  );
  const [selected, setSelected] = useState(DEFAULT_TEST_TAB);

  return (
    <>
      <PageTitle
        title="Test Portal"
        description="Mock tests and practice papers for nine entrance exams, and mentors who can walk you through your results."
      />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <TabList label="Exams" idBase={ID_BASE} items={TABS} value={selected} onValueChange={setSelected} />
        {TEST_GROUPS.map((group) => (
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
