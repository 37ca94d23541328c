import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { cn } from "@/lib/cn";

export type TabItem<Value extends string> = {
  value: Value;
  label: ReactNode;
};

/** The ids that tie a tab to its panel: use the same `idBase` for <TabList> and <TabPanel>. */
export const tabId = (idBase: string, value: string) => `${idBase}-tab-${toIdPart(value)}`;
export const tabPanelId = (idBase: string, value: string) => `${idBase}-panel-${toIdPart(value)}`;

function toIdPart(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

type TabListProps<Value extends string> = {
  /** Names the tab list for assistive technology ("Exams"). */
  label: string;
  idBase: string;
  items: readonly TabItem<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  /** Few tabs: share the row equally and wrap long labels instead of scrolling (e.g. two tabs on a phone). */
  fill?: boolean;
  className?: string;
};

/**
 * A row of tabs (WAI-ARIA tabs pattern, automatic activation). Only the selected tab is in the Tab
 * order; the arrow keys move to the previous or next tab (wrapping round), Home and End to the first
 * and last, and moving selects. When the tabs do not fit (phones) the row scrolls sideways and the
 * selected tab is kept in view.
 */
export function TabList<Value extends string>({
  label,
  idBase,
  items,
  value,
  onValueChange,
  fill = false,
  className,
}: TabListProps<Value>) {
  const listRef = useRef<HTMLDivElement>(null);

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    onValueChange(item.value);
    const tab = listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, item.value))}`);
    tab?.focus();
    tab?.scrollIntoView({ block: "nearest", inline: "nearest" });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={cn(
        fill
          ? "flex gap-2 py-1.5"
          : "-mx-4 flex gap-2 overflow-x-auto overscroll-x-contain px-4 py-1.5 sm:mx-0 sm:flex-wrap sm:px-0",
        "[scrollbar-width:thin]",
        className,
      )}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            id={tabId(idBase, item.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={tabPanelId(idBase, item.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onValueChange(item.value)}
            className={cn(
              "inline-flex items-center rounded-full border px-4 text-sm font-semibold transition-colors",
              fill
                ? "min-h-10 flex-1 justify-center py-1.5 text-center leading-tight sm:flex-none"
                : "h-10 shrink-0 whitespace-nowrap",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              selected
                ? "border-brand-600 bg-brand-600 text-white shadow-sm"
                : "border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800",
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

type TabPanelProps = {
  idBase: string;
  value: string;
  /** Whether this panel's tab is the selected one; other panels stay in the page, hidden. */
  selected: boolean;
  className?: string;
  children: ReactNode;
};

/** The content of one tab, labelled by its tab. */
export function TabPanel({ idBase, value, selected, className, children }: TabPanelProps) {
  return (
    <div
      id={tabPanelId(idBase, value)}
      role="tabpanel"
      aria-labelledby={tabId(idBase, value)}
      hidden={!selected}
      className={className}
    >
      {children}
    </div>
  );
}
