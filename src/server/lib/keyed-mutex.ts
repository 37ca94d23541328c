/**
 * One at a time per key, in this process: callers for the same key wait their turn in memory
 * instead of each holding a database connection while they wait for the same row lock.
 */
export interface KeyedMutex {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

export function createKeyedMutex(): KeyedMutex {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run(key, task) {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.catch(() => {});
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}
