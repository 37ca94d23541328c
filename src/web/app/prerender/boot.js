// The only script a server-rendered page loads at first (scripts/build.ts writes it into the page's
// head, async, with the app's entry as a data attribute). A few kilobytes make the page usable
// before the app's code is here: links and GET forms work by themselves; this script opens and
// closes the menu, shows LOGIN and SIGN UP to a visitor, and marks every other control disabled
// until the app has taken the page over (main.tsx then removes #root's data-prerendered).
//
// It runs as soon as it arrives, usually while the rest of the page is still being parsed (a long
// page, such as the booking list, parses for a while on a slow phone): its listeners are on the
// document, so the menu works as soon as the header is drawn; what needs the whole page (marking
// its controls, asking who is signed in, starting the app) waits for the page to be parsed.
//
// The app's code comes when it is needed or when the phone has nothing else to do: on the first
// touch, key or focus on a control that needs it, or once the page has loaded and the browser is
// idle. A hidden tab starts it at once (nobody is waiting for that tab's main thread).
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const html = document.documentElement;
  const rootOf = () => document.getElementById("root");
  // Before the page is parsed, it is early too.
  const early = () => rootOf()?.hasAttribute("data-prerendered") ?? true;
  const parsed = () => document.readyState !== "loading";
  const whenParsed = (then) => {
    if (parsed()) then();
    else document.addEventListener("DOMContentLoaded", then, { once: true });
  };

  // The controls that do nothing until the app runs; styles.css dims the same list.
  // A link to "#" is one whose address the app fills in (the footer's social links).
  const NEEDS_APP =
    ':is(button, input, select, textarea, [role="button"], [role="combobox"], [role="tab"], [role="switch"], [role="slider"], a[href="#"]):not([data-menu], form[method="get"] *, [type="hidden"])';
  const needsApp = (target) =>
    target instanceof Element && rootOf()?.contains(target) ? target.closest(NEEDS_APP) : null;

  let started = false;
  const menu = () => document.getElementById("side-menu");
  const start = () => {
    if (started) return;
    // The app hydrates the menu closed: opened by this script, it is handed over once closed.
    const dialog = menu();
    if (dialog?.open && early()) {
      dialog.addEventListener("close", start, { once: true });
      return;
    }
    started = true;
    // The app takes over the whole page: never one still being parsed.
    whenParsed(() => import(entry));
  };

  // Disabled for assistive technology too, until the app runs; the marks come off when it does.
  // A control the page itself disabled keeps its own state.
  whenParsed(() => {
    const root = rootOf();
    if (!root || !early()) return;
    const marked = [];
    for (const control of root.querySelectorAll(NEEDS_APP)) {
      if (control.hasAttribute("aria-disabled") || control.disabled) continue;
      control.setAttribute("aria-disabled", "true");
      marked.push(control);
    }
    new MutationObserver((_, observer) => {
      if (early()) return;
      observer.disconnect();
      for (const control of marked) control.removeAttribute("aria-disabled");
    }).observe(root, { attributes: true, attributeFilter: ["data-prerendered"] });
  });

  // A touch, a key or focus on a control that needs the app starts it; the tap itself does nothing
  // (no form submits, no box ticks, no file picker opens) until the app is running.
  for (const type of ["pointerdown", "keydown", "focusin"]) {
    document.addEventListener(type, (event) => needsApp(event.target) && start(), {
      capture: true,
      passive: true,
    });
  }
  for (const type of ["click", "mousedown", "beforeinput"]) {
    document.addEventListener(
      type,
      (event) => {
        if (early() && needsApp(event.target)) event.preventDefault();
      },
      { capture: true },
    );
  }

  // A GET form goes where the app would: empty fields left out of the address. Any other form
  // waits for the app.
  document.addEventListener("submit", (event) => {
    const form = event.target;
    // Handled already: the app, running, keeps its searches in the page.
    if (event.defaultPrevented || !early() || !(form instanceof HTMLFormElement) || !rootOf()?.contains(form))
      return;
    event.preventDefault();
    if (form.getAttribute("method")?.toLowerCase() !== "get") return start();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form, event.submitter)) {
      if (typeof value === "string" && value.trim() !== "") params.append(name, value);
    }
    const query = params.toString();
    const action = new URL(form.action, location.href);
    location.assign(`${action.pathname}${query ? `?${query}` : ""}`);
  });

  // The menu, until the app runs: the server's <dialog>, opened as a modal (the browser moves focus
  // into it, makes the page behind it inert and closes it on Escape). Only attributes the app sets
  // the same way change, so its hydration finds what it rendered.
  document.addEventListener("click", (event) => {
    if (!early() || !(event.target instanceof Element)) return;
    const dialog = menu();
    const opener = document.querySelector('[data-menu="open"]');
    if (!dialog || !opener) return;
    const mark = event.target.closest("[data-menu]")?.getAttribute("data-menu");
    if (mark === "open" && !dialog.open) {
      dialog.showModal();
      opener.setAttribute("aria-expanded", "true");
      dialog.addEventListener(
        "close",
        () => {
          opener.setAttribute("aria-expanded", "false");
          if (early()) opener.focus();
        },
        { once: true },
      );
    } else if (dialog.open && (mark === "close" || event.target === dialog)) {
      // The close button, or a tap on the backdrop (the dialog itself, outside its content).
      dialog.close();
    }
  });

  // Who is signed in decides the header's LOGIN and SIGN UP (site-header.tsx keeps their place):
  // shown now to a visitor rather than when the app asks the same question.
  // Asked as soon as the header is here (it comes before the page's content).
  const askWhoIsSignedIn = () => {
    if (!document.querySelector("[data-auth-pending]")) return false;
    fetch("/api/me", { credentials: "same-origin", headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((answer) => {
        if (answer && answer.user === null) html.setAttribute("data-visitor", "");
      })
      .catch(() => undefined);
    return true;
  };
  if (!askWhoIsSignedIn()) whenParsed(askWhoIsSignedIn);

  if (document.visibilityState === "hidden") {
    start();
    return;
  }
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && start());
  // Idle: a background task runs once nothing more urgent (input, rendering, the page's own loading)
  // waits. The browser's scheduler is preferred to requestIdleCallback, which a test's fake clock
  // replaces (and then never calls while the clock stands still).
  const idle = () => {
    if (globalThis.scheduler?.postTask) globalThis.scheduler.postTask(start, { priority: "background" });
    else if (globalThis.requestIdleCallback) requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 500);
  };
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
})();
