import { Check, ChevronDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";

export type SelectMenuOption<Value extends string> = {
  value: Value;
  label: string;
};

type SelectMenuProps<Value extends string> = {
  /** The visible label above the control, which also names it. */
  label: string;
  options: readonly SelectMenuOption<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  className?: string;
};

/** Typing a letter within this long of the previous one continues the same search ("ne" → NEET). */
const TYPEAHEAD_MS = 500;

/**
 * A dropdown that picks one of a few options: the WAI-ARIA "select-only combobox". Focus stays on the
 * control; the list opens with a click, Enter, Space, Alt+Down or the arrow keys; Up/Down, Home and
 * End move through it, typing jumps to an option by its first letters; Enter, Space or a click
 * choose and close; Escape or leaving closes without choosing. The list is drawn by us (not a native
 * <select>) so that it matches the site on every platform.
 */
export function SelectMenu<Value extends string>({
  label,
  options,
  value,
  onValueChange,
  className,
}: SelectMenuProps<Value>) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const comboRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const typeahead = useRef({ text: "", at: 0 });

  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(selectedIndex);
  const selected = options[selectedIndex];

  const openList = (index = selectedIndex) => {
    setActiveIndex(index);
    setOpen(true);
  };

  const choose = (index: number) => {
    const option = options[index];
    setOpen(false);
    comboRef.current?.focus();
    if (option && option.value !== value) onValueChange(option.value);
  };

  // A pointer press anywhere outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  // Keep the highlighted option in view while moving through a list taller than its box.
  useEffect(() => {
    if (!open) return;
    const option = listRef.current?.children[activeIndex];
    if (option instanceof HTMLElement) option.scrollIntoView({ block: "nearest" });
  }, [open, activeIndex]);

  const findByTyping = (key: string): number | null => {
    const now = Date.now();
    const state = typeahead.current;
    state.text = now - state.at > TYPEAHEAD_MS ? key : state.text + key;
    state.at = now;
    const search = state.text.toLowerCase();
    const start = open ? activeIndex : selectedIndex;
    // Repeating one letter cycles through the options that start with it.
    const ordered = [...options.slice(start + 1), ...options.slice(0, start + 1)];
    const single = search.length > 1 && [...search].every((c) => c === search[0]);
    const match =
      ordered.find((option) => option.label.toLowerCase().startsWith(search)) ??
      (single ? ordered.find((option) => option.label.toLowerCase().startsWith(search[0] ?? "")) : undefined);
    return match ? options.indexOf(match) : null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = options.length - 1;
    if (event.ctrlKey || event.metaKey) return;

    if (!open) {
      if (["ArrowDown", "ArrowUp", "Enter", " ", "Home", "End"].includes(event.key)) {
        event.preventDefault();
        if (event.key === "Home") openList(0);
        else if (event.key === "End") openList(last);
        else openList();
        return;
      }
      if (event.key.length === 1 && !event.altKey) {
        const index = findByTyping(event.key);
        if (index !== null) openList(index);
      }
      return;
    }

    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (event.altKey) return;
        setActiveIndex((index) => Math.min(index + 1, last));
        return;
      case "ArrowUp":
        event.preventDefault();
        if (event.altKey) choose(activeIndex);
        else setActiveIndex((index) => Math.max(index - 1, 0));
        return;
      case "Home":
        event.preventDefault();
        setActiveIndex(0);
        return;
      case "End":
        event.preventDefault();
        setActiveIndex(last);
        return;
      case "PageDown":
        event.preventDefault();
        setActiveIndex((index) => Math.min(index + 5, last));
        return;
      case "PageUp":
        event.preventDefault();
        setActiveIndex((index) => Math.max(index - 5, 0));
        return;
      case "Enter":
      case " ":
        event.preventDefault();
        choose(activeIndex);
        return;
      case "Escape":
        event.preventDefault();
        setOpen(false);
        return;
      case "Tab":
        setOpen(false);
        return;
      default:
        if (event.key.length === 1 && !event.altKey) {
          const index = findByTyping(event.key);
          if (index !== null) setActiveIndex(index);
        }
    }
  };

  return (
    <div ref={wrapperRef} className={cn("relative", className)}>
      <div id={labelId} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </div>
      <div
        ref={comboRef}
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-controls={listboxId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        className={cn(
          "flex h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-lg border border-slate-500 bg-white px-4 text-left text-base font-semibold text-slate-900 shadow-xs select-none",
          "transition-colors hover:border-brand-600",
          "focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600",
        )}
      >
        <span className="truncate">{selected?.label}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            "size-5 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none",
            open && "rotate-180",
          )}
        />
      </div>
      <div
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
        // Keeps focus on the combobox when an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-80 overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {options.map((option, index) => {
          const isSelected = index === selectedIndex;
          const isActive = index === activeIndex;
          return (
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the combobox, which points at the highlighted option with aria-activedescendant.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keyboard for its options.
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={isSelected}
              onClick={() => choose(index)}
              onMouseMove={() => {
                if (!isActive) setActiveIndex(index);
              }}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md px-3 text-base",
                isActive ? "bg-brand-50 text-brand-800" : "text-slate-800",
                isSelected && "font-semibold",
              )}
            >
              {option.label}
              {isSelected ? <Check aria-hidden="true" className="size-4 shrink-0 text-brand-700" /> : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
