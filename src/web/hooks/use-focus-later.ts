import { useCallback, useEffect, useState } from "react";

/**
 * Moves focus once React has rendered what the current event changes: the alert that is about to
 * appear, or a field that is about to be marked invalid. `focusLater(() => ref.current)`.
 */
export function useFocusLater(): (target: () => HTMLElement | null) => void {
  // A new object each time, so asking twice for the same element focuses it twice.
  const [request, setRequest] = useState<{ target: () => HTMLElement | null } | null>(null);
  useEffect(() => {
    request?.target()?.focus();
  }, [request]);
  return useCallback((target) => setRequest({ target }), []);
}
