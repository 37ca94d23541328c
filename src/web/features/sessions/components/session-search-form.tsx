import { PRICE_MAX, SEARCH_QUERY_MAX } from "@contract/sessions";
import { Search, SlidersHorizontal } from "lucide-react";
import type { FormEvent } from "react";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { SessionListFilter } from "../api/get-sessions";
import { useT } from "../i18n";
import { activeFilters, bookingListFilter, bookingListSearch, DEFAULT_TAB } from "../list-filter";

type SessionSearchFormProps = {
  filter: SessionListFilter;
  /** Shows the list for a new address (the page's setSearchParams). */
  onSearch: (next: SessionListFilter) => void;
};

const FIELD = "flex min-w-0 flex-col gap-1.5";

/**
 * The search box and its "Filters" (docs/decisions/020). A plain GET form to this page, so it works
 * before the script runs; once it runs, a search only changes the address. Every field starts from
 * the address (the form is keyed by it), so a reload or a shared link shows the same search.
 */
export function SessionSearchForm({ filter, onSearch }: SessionSearchFormProps) {
  const t = useT();
  const filters = activeFilters(filter);
  // This page's own address (/booking-sessions, or /hi/booking-sessions in Hindi).
  const { pathname } = useLocation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.set(key, value);
    }
    onSearch(bookingListFilter(params));
  };

  const clear = bookingListSearch({ type: filter.type, category: filter.category }).toString();

  return (
    <search aria-label={t("search.label")} className="mt-5 block">
      {/* Before the app runs, the browser submits it (boot.js leaves the empty fields out): the
          fields' order is the address's order in bookingListSearch, so both make the same address. */}
      <form method="get" action={pathname} onSubmit={submit}>
        <Label htmlFor="session-search-q">{t("search.label")}</Label>
        <div className="mt-1.5 flex gap-2">
          <Input
            id="session-search-q"
            type="search"
            name="q"
            maxLength={SEARCH_QUERY_MAX}
            defaultValue={filter.q ?? ""}
            placeholder={t("search.placeholder")}
            aria-describedby="session-search-hint"
            enterKeyHint="search"
          />
          <Button type="submit" className="h-11 shrink-0">
            <Search aria-hidden="true" className="size-4" />
            {t("search.submit")}
          </Button>
        </div>
        {filter.category ? <input type="hidden" name="category" value={filter.category} /> : null}
        {filter.type !== DEFAULT_TAB ? <input type="hidden" name="tab" value={filter.type} /> : null}
        <p id="session-search-hint" className="mt-1 text-sm text-slate-600">
          {t("search.hint")}
        </p>

        <details
          className="group mt-3 rounded-xl border border-slate-300 bg-white"
          open={filters > 0 || undefined}
        >
          <summary className="flex cursor-pointer items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {filters > 0 ? t("search.filtersActive", { count: filters }) : t("search.filters")}
          </summary>
          <div className="grid grid-cols-1 gap-4 border-t border-slate-200 px-4 py-4 sm:grid-cols-2 lg:grid-cols-4">
            <div className={FIELD}>
              <Label htmlFor="session-search-price">{t("search.price")}</Label>
              <NativeSelect id="session-search-price" name="price" defaultValue={filter.price ?? ""}>
                <option value="">{t("search.anyPrice")}</option>
                <option value="free">{t("search.free")}</option>
                <option value="max">{t("search.upTo")}</option>
              </NativeSelect>
              <Label htmlFor="session-search-max" className="mt-1">
                {t("search.maxPrice")}
              </Label>
              <Input
                id="session-search-max"
                type="number"
                name="maxPrice"
                inputMode="numeric"
                min={0}
                max={PRICE_MAX}
                step={1}
                defaultValue={filter.maxPrice ?? ""}
              />
            </div>
            <div className={FIELD}>
              <Label htmlFor="session-search-date">{t("search.date")}</Label>
              <NativeSelect id="session-search-date" name="date" defaultValue={filter.date ?? ""}>
                <option value="">{t("search.anyDay")}</option>
                <option value="today">{t("search.today")}</option>
                <option value="week">{t("search.week")}</option>
                <option value="range">{t("search.range")}</option>
              </NativeSelect>
              <div className="mt-1 grid grid-cols-2 gap-2">
                <div className={FIELD}>
                  <Label htmlFor="session-search-from">{t("search.from")}</Label>
                  <Input id="session-search-from" type="date" name="from" defaultValue={filter.from ?? ""} />
                </div>
                <div className={FIELD}>
                  <Label htmlFor="session-search-to">{t("search.to")}</Label>
                  <Input id="session-search-to" type="date" name="to" defaultValue={filter.to ?? ""} />
                </div>
              </div>
            </div>
            <div className={FIELD}>
              <Label htmlFor="session-search-time">{t("search.time")}</Label>
              <NativeSelect id="session-search-time" name="time" defaultValue={filter.time ?? ""}>
                <option value="">{t("search.anyTime")}</option>
                <option value="morning">{t("search.morning")}</option>
                <option value="afternoon">{t("search.afternoon")}</option>
                <option value="evening">{t("search.evening")}</option>
                <option value="night">{t("search.night")}</option>
              </NativeSelect>
            </div>
            <div className={FIELD}>
              <Label htmlFor="session-search-sort">{t("search.sort")}</Label>
              <NativeSelect id="session-search-sort" name="sort" defaultValue={filter.sort ?? ""}>
                <option value="">{t("search.sortDefault")}</option>
                <option value="soonest">{t("search.soonest")}</option>
                <option value="price">{t("search.byPrice")}</option>
                <option value="rating">{t("search.byRating")}</option>
              </NativeSelect>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-4 py-3">
            <Button type="submit" size="sm">
              {t("search.apply")}
            </Button>
            <a
              href={`${pathname}${clear ? `?${clear}` : ""}`}
              onClick={(event) => {
                event.preventDefault();
                onSearch({ type: filter.type, category: filter.category });
              }}
              className="rounded text-sm font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t("search.clear")}
            </a>
          </div>
        </details>
      </form>
    </search>
  );
}
