import type { Clock } from "../../src/server/lib/clock";

/**
 * The clock tests give the app: it follows real time until a test sets it, then stays where it is
 * put (and moves only when told). Time-based rules are tested by moving it, never by sleeping.
 */
export interface TestClock extends Clock {
  set(instant: Date | string): void;
  advance(ms: number): void;
  /** Back to real time. */
  reset(): void;
}

export function createTestClock(): TestClock {
  let fixed: Date | null = null;
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set(instant) {
      fixed = new Date(instant);
    },
    advance(ms) {
      fixed = new Date((fixed ?? new Date()).getTime() + ms);
    },
    reset() {
      fixed = null;
    },
  };
}
