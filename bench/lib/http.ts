import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as sent: not decompressed. */
  body: Buffer;
}

/**
 * One GET on a new connection (no agent, no keep-alive), body left as sent. node:http rather than
 * fetch: fetch loads undici lazily on first use (tens of ms) and would decompress the body.
 */
export function httpGet(url: string, options: { headers?: Record<string, string>; timeoutMs?: number } = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const request = http.get(url, { headers: options.headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.setTimeout(options.timeoutMs ?? 2000, () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One request of any method on a new connection, timed from just before it is sent until its
 * answer's last byte. `timeoutMs` bounds the whole exchange.
 */
export function httpRequest(
  method: string,
  url: string,
  options: { headers?: Record<string, string | number>; body?: Buffer | string; timeoutMs?: number } = {},
) {
  return new Promise<RawResponse & { ms: number }>((resolve, reject) => {
    const started = performance.now();
    const request = http.request(url, { method, headers: options.headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on("error", reject);
    });
    request.setTimeout(options.timeoutMs ?? 60_000, () =>
      request.destroy(new Error(`${method} ${url} timed out`)),
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
