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
