/**
 * Reads of the same thing shared by everyone who asks at about the same time, in this process,
 * without ever answering from a read that began before the caller asked. A caller is given the
 * result of the first read of its key that begins after its call: if none is under way, one begins
 * at the next turn of the event loop (shared by everyone who asks before then); if one is, the
 * caller waits for the next, which begins when that one ends and is shared by everyone who arrived
 * meanwhile. So however many ask at once, one read of a key runs at a time, and each answer is as
 * fresh as a read of its own would have been: it saw every change committed before the caller
 * asked.
 *
 * Nothing is kept once the reads of a key are done: this is not a cache.
 */
export interface FreshReads<V> {
  read(key: string): Promise<V>;
}

interface Reads<V> {
  inFlight: Promise<V>;
  /** Whether the read has been sent: until then, whoever asks shares it. */
  begun: boolean;
  next: Promise<V> | null;
}

export function createFreshReads<V>(load: (key: string) => Promise<V>): FreshReads<V> {
  const byKey = new Map<string, Reads<V>>();

  const start = (key: string): Promise<V> => {
    const reads: Reads<V> = { inFlight: Promise.resolve() as Promise<never>, begun: false, next: null };
    // Begun at the next turn of the event loop, not in the caller's callback: every request that
    // arrived in the same turn (a burst's connections are taken in together) shares it.
    reads.inFlight = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      reads.begun = true;
      return load(key);
    });
    byKey.set(key, reads);
    const settle = () => {
      if (byKey.get(key) === reads && reads.next === null) byKey.delete(key);
    };
    reads.inFlight.then(settle, settle);
    return reads.inFlight;
  };

  return {
    read(key) {
      const reads = byKey.get(key);
      if (!reads) return start(key);
      if (!reads.begun) return reads.inFlight;
      // A read is under way, but it began before this call: wait for the one after it, shared by
      // all who arrive meanwhile.
      if (!reads.next) {
        const after = () => {
          if (byKey.get(key) === reads) byKey.delete(key);
          return start(key);
        };
        reads.next = reads.inFlight.then(after, after);
      }
      return reads.next;
    },
  };
}
