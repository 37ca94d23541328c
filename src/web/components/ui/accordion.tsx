import { ChevronDown } from "lucide-react";
import { createElement, type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

type AccordionProps = {
  items: readonly AccordionItem[];
  /** The level of the headings that hold the buttons (the page's outline). */
  headingLevel?: 2 | 3 | 4;
  /** The item open at first, if any. */
  defaultOpenId?: string | null;
  className?: string;
};

/**
 * A list of questions whose answers show one at a time (the WAI-ARIA accordion pattern): opening
 * one closes the other, and pressing the open one again closes it. Each question is a button
 * inside a heading, with aria-expanded and aria-controls; Up, Down, Home and End move between
 * the questions.
 */
export function Accordion({ items, headingLevel = 2, defaultOpenId = null, className }: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    buttonRefs.current[target]?.focus();
  };

  return (
    <div className={cn("divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white", className)}>
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${index}-button`;
        const panelId = `${baseId}-${index}-panel`;
        return (
          <div key={item.id}>
            {createElement(
              `h${headingLevel}`,
              { className: "text-base font-semibold text-slate-900" },
              <button
                ref={(element) => {
                  buttonRefs.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  "flex w-full items-start justify-between gap-4 px-4 py-4 text-left transition-colors sm:px-6 sm:py-5",
                  "hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
                  index === 0 && "rounded-t-2xl",
                  index === items.length - 1 && !open && "rounded-b-2xl",
                )}
              >
                <span className="min-w-0">{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    "mt-0.5 size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none",
                    open && "rotate-180 text-brand-700",
                  )}
                />
              </button>,
            )}
            <section id={panelId} aria-labelledby={buttonId} hidden={!open} className="px-4 pb-5 sm:px-6">
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
