/**
 * A small in-memory cache of answers that are the same for every viewer (the public session list).
 * - Entries live `ttlMs` at most: the bound on staleness for changes made by another server process.
 * - `clear()` drops everything at once; commands of this process call it after each change, so this
 *   process never serves an answer older than its own writes.
 * - Concurrent misses on one key share one load, and a load that started before a `clear()` is not
 *   stored (it may have read the old rows).
 * - At most `maxEntries` keys (the oldest go first), so that odd queries cannot grow it without end.
 */
export interface AnswerCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createAnswerCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  /** Milliseconds now; the system's by default (a test may give its app's clock). */
  now?: () => number;
}): AnswerCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expires: number }>();
  const loading = new Map<string, Promise<T>>();
  let generation = 0;

  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;

      const startedIn = generation;
      const promise = load().then((value) => {
        if (startedIn === generation) {
          entries.delete(key);
          entries.set(key, { value, expires: now() + options.ttlMs });
          if (entries.size > options.maxEntries) {
            const oldest = entries.keys().next().value;
            if (oldest !== undefined) entries.delete(oldest);
          }
        }
        return value;
      });
      loading.set(key, promise);
      try {
        return await promise;
      } finally {
        if (loading.get(key) === promise) loading.delete(key);
      }
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}
