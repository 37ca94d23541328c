/**
 * Room for a limited number of callers per key in this process, where the room is asked afresh each
 * time (for a booking: the seats left). A caller goes in while fewer are inside than there is room;
 * otherwise it waits, holding nothing, until one inside leaves, and asks again. So when hundreds
 * want the last seats at once, only as many as there are seats do the expensive part; the rest are
 * answered as soon as the outcome is known.
 *
 * Only a way to save work: whatever is inside still decides for itself (a transaction, for seats),
 * and other processes are not counted.
 */
export interface Admissions {
  /**
   * Resolves with `leave` once the caller is in; rejects with what `room` threw (a refusal). When a
   * refusal is the same for everyone waiting (`refusesAll`, such as a full session), they are all
   * given it at once, without asking again.
   */
  enter(
    key: string,
    room: () => Promise<number>,
    refusesAll: (error: unknown) => boolean,
  ): Promise<() => void>;
}

interface Waiter {
  wake(): void;
  refuse(error: unknown): void;
}

interface Line {
  inside: number;
  waiting: Waiter[];
}

export function createAdmissions(): Admissions {
  const lines = new Map<string, Line>();

  const lineOf = (key: string): Line => {
    let line = lines.get(key);
    if (!line) {
      line = { inside: 0, waiting: [] };
      lines.set(key, line);
    }
    return line;
  };
  const forgetIfIdle = (key: string, line: Line) => {
    if (line.inside === 0 && line.waiting.length === 0 && lines.get(key) === line) lines.delete(key);
  };
  const wakeOne = (key: string, line: Line) => {
    line.waiting.shift()?.wake();
    forgetIfIdle(key, line);
  };
  const refuseAll = (key: string, line: Line, error: unknown) => {
    for (const waiter of line.waiting.splice(0)) waiter.refuse(error);
    forgetIfIdle(key, line);
  };

  return {
    async enter(key, room, refusesAll) {
      // A caller that was woken holds the turn to ask: if it does not go in, it passes the turn on.
      let woken = false;
      for (;;) {
        let free: number;
        try {
          free = await room();
        } catch (error) {
          const line = lineOf(key);
          if (refusesAll(error)) refuseAll(key, line, error);
          else if (woken) wakeOne(key, line);
          else forgetIfIdle(key, line);
          throw error;
        }
        const line = lineOf(key);
        if (line.inside < free) {
          line.inside += 1;
          let left = false;
          return () => {
            if (left) return;
            left = true;
            line.inside -= 1;
            wakeOne(key, line);
          };
        }
        // No room for now: those inside will leave (each wakes the next in line). Waiting only when
        // someone is inside, so there is always someone to wake us.
        if (line.inside === 0) {
          forgetIfIdle(key, line);
          return () => {};
        }
        await new Promise<void>((wake, refuse) => line.waiting.push({ wake, refuse }));
        woken = true;
      }
    },
  };
}
