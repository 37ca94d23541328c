/**
 * Writes that arrive together, made as one: each caller hands in one item and waits for its own
 * answer, while the writer sends the items gathered since the last write in one call (one statement,
 * one round trip). While a write is in flight the next items queue for the write after it, so under
 * load each caller waits for at most the write in flight and its own; alone, a caller waits for one
 * turn of the event loop. Callers are answered in the order they came.
 *
 * When a group's write fails, each of its items is written again alone, so that one item the
 * database refuses fails only its own caller.
 */
export interface GroupWriterOptions {
  /** Items per write at most; the rest wait for the next one. */
  maxGroup?: number;
}

interface Waiting<T, R> {
  item: T;
  resolve(answer: R): void;
  reject(error: unknown): void;
}

export function createGroupWriter<T, R>(
  /** Writes the items; answers one answer per item, in their order. */
  write: (items: T[]) => Promise<R[]>,
  options: GroupWriterOptions = {},
): (item: T) => Promise<R> {
  const maxGroup = options.maxGroup ?? 500;
  let queue: Waiting<T, R>[] = [];
  let writing = false;

  async function writeGroup(group: Waiting<T, R>[]): Promise<void> {
    try {
      const answers = await write(group.map((waiting) => waiting.item));
      if (answers.length !== group.length) throw new Error("a group write answered the wrong count");
      for (const [i, waiting] of group.entries()) waiting.resolve(answers[i] as R);
    } catch (error) {
      if (group.length === 1) {
        group[0]?.reject(error);
        return;
      }
      for (const waiting of group) {
        try {
          const [answer] = await write([waiting.item]);
          waiting.resolve(answer as R);
        } catch (alone) {
          waiting.reject(alone);
        }
      }
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const group = queue.slice(0, maxGroup);
      queue = queue.slice(group.length);
      await writeGroup(group);
    }
    writing = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (writing) return;
      writing = true;
      // One turn of the event loop gathers the requests that arrived together.
      setImmediate(() => void drain());
    });
}
