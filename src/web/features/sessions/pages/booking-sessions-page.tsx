import { CATEGORIES, type SessionType } from "@contract/sessions";
import { useSearchParams } from "react-router";
import { PageTitle } from "@/components/ui/page-title";
import { SelectMenu } from "@/components/ui/select-menu";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { useBookedSessionIds } from "@/features/bookings";
import { useCurrentUser } from "@/lib/current-user";
import { useMetaDescription } from "@/lib/meta-description";
import { useOwnWaitlist } from "../api/waitlist";
import { SessionList } from "../components/session-list";
import { SessionSearchForm } from "../components/session-search-form";
import { useT } from "../i18n";
import { bookingListFilter, bookingListSearch, SESSION_TABS } from "../list-filter";

const ID_BASE = "booking-sessions";
const ALL = "All";

/**
 * /booking-sessions (docs/product.md §2.10): a search box with filters (docs/decisions/020), a category filter and two tabs, group and one-to-one. The filter
 * and the tab live in the address (?category=NEET&tab=onetoone), so a link from the test portal or a
 * shared link opens the same list; a change replaces the history entry rather than adding one.
 */
export function BookingSessionsPage() {
  const t = useT();
  useMetaDescription(t("booking.metaDescription"));
  const CATEGORY_OPTIONS = [
    { value: ALL, label: t("booking.allCategories") },
    ...CATEGORIES.map((c) => ({ value: c as string, label: c as string })),
  ];
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = bookingListFilter(searchParams);
  const { type, category, ...search } = filter;

  const user = useCurrentUser();
  const student = user?.role === "student";
  const bookedIds = useBookedSessionIds(student);
  const waitlist = useOwnWaitlist(student);

  const show = (next: { type?: SessionType; category?: string | undefined }) => {
    const nextFilter = {
      ...filter,
      type: next.type ?? type,
      category: "category" in next ? next.category : category,
    };
    setSearchParams(bookingListSearch(nextFilter), { replace: true, preventScrollReset: true });
  };
  // A search is a new entry in the history (Back returns to the list before it).
  const searchFor = (next: typeof filter) =>
    setSearchParams(bookingListSearch(next), { preventScrollReset: true });

  // A subject from a shared link (?category=Physics) stays visible as the chosen filter.
  const options =
    category && !(CATEGORIES as readonly string[]).includes(category)
      ? [...CATEGORY_OPTIONS, { value: category, label: category }]
      : CATEGORY_OPTIONS;

  return (
    <>
      <PageTitle title={t("booking.title")} description={t("booking.description")} />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <SelectMenu
          label={t("booking.category")}
          options={options}
          value={category ?? ALL}
          onValueChange={(value) => show({ category: value === ALL ? undefined : value })}
          className="w-full sm:max-w-xs"
        />
        <SessionSearchForm key={searchParams.toString()} filter={filter} onSearch={searchFor} />
        <TabList
          label={t("booking.sessionTypes")}
          idBase={ID_BASE}
          items={SESSION_TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
          value={type}
          onValueChange={(value) => show({ type: value })}
          fill
          className="mt-5"
        />

        {SESSION_TABS.map((tab) => (
          <TabPanel
            key={tab.value}
            idBase={ID_BASE}
            value={tab.value}
            selected={tab.value === type}
            className="mt-6 outline-none"
          >
            <h2 className="sr-only">{t(tab.label)}</h2>
            {tab.value === type ? (
              <SessionList
                type={tab.value}
                category={category}
                search={search}
                onClearSearch={() => searchFor({ type, category })}
                bookedIds={bookedIds}
                waitlist={waitlist}
                viewer={student ? "student" : user ? "other" : "visitor"}
                onShowAll={() => show({ category: undefined })}
              />
            ) : null}
          </TabPanel>
        ))}
      </div>
    </>
  );
}
