import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useT } from "../i18n";

/** While `dirty`, closing or reloading the browser tab asks first (the browser's own prompt). */
export function useWarnBeforeUnload(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

/**
 * While `dirty`, leaving for another page or dashboard section asks first: Stay (the default) or
 * Leave (the changes are dropped). Closing or reloading the tab gets the browser's own prompt. Use
 * one per screen (the router allows one blocker at a time).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const t = useT();
  useWarnBeforeUnload(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const stayRef = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === "blocked";

  return (
    <Dialog
      open={blocked}
      onClose={() => {
        if (blocker.state === "blocked") blocker.reset();
      }}
      title={t("unsaved.title")}
      description={t("unsaved.description")}
      initialFocusRef={stayRef}
    >
      <div className="flex flex-col-reverse gap-2 p-5 sm:flex-row sm:justify-end sm:p-6">
        <Button variant="ghost" onClick={() => blocker.proceed?.()}>
          {t("unsaved.leave")}
        </Button>
        <Button ref={stayRef} onClick={() => blocker.reset?.()}>
          {t("unsaved.stay")}
        </Button>
      </div>
    </Dialog>
  );
}
