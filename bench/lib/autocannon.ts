import autocannon from "autocannon";

export interface MeasureOptions {
  url: string;
  headers?: Record<string, string>;
  /** Concurrent connections (default 50). */
  connections?: number;
  /** Measured seconds. */
  durationS: number;
  /** Seconds of load run first and thrown away, so the JIT and caches are warm (default 2). */
  warmupS?: number;
  /**
   * Paths on `url`'s server to request in turn instead of `url` itself: request n (counted over
   * all connections) asks for `paths[n % paths.length]`.
   */
  paths?: string[];
  /** Seconds after which a request counts as timed out (autocannon's default: 10). */
  timeoutS?: number;
}

export interface Measurement {
  name: string;
  url: string;
  connections: number;
  durationS: number;
  /** Mean requests per second (autocannon samples each second). */
  rps: number;
  /** Latency percentiles in ms (autocannon records whole milliseconds, 2xx answers only). */
  p50: number;
  p99: number;
  max: number;
  /** Answers outside 2xx (1xx, 3xx, 4xx, 5xx). */
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  totalRequests: number;
  /** Mean response bytes per second. */
  bytesPerSecond: number;
}

async function run(options: MeasureOptions, durationS: number): Promise<autocannon.Result> {
  const { paths } = options;
  let next = 0;
  return autocannon({
    url: options.url,
    method: "GET",
    headers: options.headers,
    connections: options.connections ?? 50,
    duration: durationS,
    timeout: options.timeoutS ?? 10,
    ...(paths?.length
      ? {
          requests: [
            {
              setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] as string }),
            },
          ],
        }
      : {}),
  });
}

/** Warm up, then load `options.url` for `durationS` seconds with autocannon and summarise. */
export async function measure(name: string, options: MeasureOptions): Promise<Measurement> {
  const warmupS = options.warmupS ?? 2;
  if (warmupS > 0) await run(options, warmupS);
  const result = await run(options, options.durationS);
  return {
    name,
    url: options.url,
    connections: result.connections,
    durationS: result.duration,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    totalRequests: result.requests.total,
    bytesPerSecond: result.throughput.average,
  };
}

/** Throw when any request failed: figures from a run that answered errors mean nothing. */
export function assertAllOk(m: Measurement): void {
  const problems: string[] = [];
  if (m.non2xx > 0) problems.push(`${m.non2xx} non-2xx answers`);
  if (m.errors > 0) problems.push(`${m.errors} connection errors (${m.timeouts} timeouts)`);
  if (m.totalRequests === 0) problems.push("no request completed");
  if (problems.length) throw new Error(`${m.name}: ${problems.join(", ")}`);
}
