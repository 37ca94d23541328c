import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { isApiError } from "@/lib/api";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change by asking again; network and 5xx failures get two more tries.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}

/**
 * The toast outlet, downloaded once the page is running (no page shows a toast on its first paint):
 * its code stays out of the first download, and a prerendered page hydrates without it.
 */
function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let active = true;
    void import("sonner").then((module) => {
      if (active) setToaster(() => module.Toaster);
    });
    return () => {
      active = false;
    };
  }, []);
  return Toaster ? <Toaster position="top-center" richColors closeButton /> : null;
}

/**
 * App-wide context: the query cache and the toast outlet. main.tsx passes the cache it also gives
 * the router's loaders; without one, the provider makes its own.
 */
export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [own] = useState(() => given ?? createQueryClient());
  const queryClient = given ?? own;
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
