// The only script a prerendered page loads at first (scripts/build.ts writes it into the page's
// head, deferred, with the app's entry as a data attribute). It starts the app once
// the page has painted its content, so that the first paint never waits for the app's code: the
// browser's own paint timing says when (not a timer, which tests may freeze). A hidden tab, or a
// browser without paint timing, starts at once.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(entry);
  };
  if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    start();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: "paint", buffered: true });
  // Should the tab be hidden before anything was painted, nothing will be: start then.
  document.addEventListener("visibilitychange", start, { once: true });
})();
