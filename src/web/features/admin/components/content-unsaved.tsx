import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

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
      title="Leave without saving?"
      description="Your changes on this screen have not been saved."
      initialFocusRef={stayRef}
    >
      <div className="flex flex-col-reverse gap-2 p-5 sm:flex-row sm:justify-end sm:p-6">
        <Button variant="ghost" onClick={() => blocker.proceed?.()}>
          Leave and discard changes
        </Button>
        <Button ref={stayRef} onClick={() => blocker.reset?.()}>
          Stay and keep editing
        </Button>
      </div>
    </Dialog>
  );
}
