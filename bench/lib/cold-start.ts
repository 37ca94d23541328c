import { makeTempDir, removeDir, startBuiltApp } from "./servers";
import { median } from "./stats";

export interface ColdStartResult {
  /** Start on a brand-new empty DATA_DIR: PGlite initdb, all migrations, app start. */
  fresh: { runsMs: number[]; medianMs: number };
  /** Start again on the directory the fresh start left behind (stopped with SIGTERM). */
  existing: { runsMs: number[]; medianMs: number };
}

/**
 * Time from spawning `node dist/server/main.js` until `GET /api/health` answers 200, `runs` times
 * each on a new directory and then again on that same, now existing directory.
 */
export async function measureColdStarts(
  runs = 3,
  log: (line: string) => void = () => {},
): Promise<ColdStartResult> {
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = makeTempDir("toppers-bench-cold-");
    try {
      const first = await startBuiltApp({ dataDir });
      fresh.push(first.readyMs);
      await stopOrThrow(first);
      const second = await startBuiltApp({ dataDir });
      existing.push(second.readyMs);
      await stopOrThrow(second);
      log(
        `cold start ${i + 1}/${runs}: fresh ${first.readyMs.toFixed(0)} ms, existing ${second.readyMs.toFixed(0)} ms`,
      );
    } finally {
      removeDir(dataDir);
    }
  }
  return {
    fresh: { runsMs: fresh, medianMs: median(fresh) },
    existing: { runsMs: existing, medianMs: median(existing) },
  };
}

/** The second start needs the first one's clean shutdown (lock released, PGlite closed). */
async function stopOrThrow(server: Awaited<ReturnType<typeof startBuiltApp>>): Promise<void> {
  const code = await server.stop();
  if (code !== 0)
    throw new Error(`${server.name} exited with ${code} after SIGTERM. Its output:\n${server.output()}`);
}
