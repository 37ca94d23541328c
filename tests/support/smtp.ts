import type { AddressInfo } from "node:net";
import net from "node:net";
import { SMTPServer } from "smtp-server";
import { type ParsedEmail, parseEmail } from "./email-parser";

export interface ReceivedMail extends ParsedEmail {
  rcptTo: string[];
  raw: Buffer;
}

/**
 * A real SMTP server on 127.0.0.1 for tests. `reject` may refuse a delivery attempt (1-based) with
 * an error carrying an SMTP responseCode (4xx temporary, 5xx permanent).
 */
export async function startSmtp(reject?: (attempt: number) => Error | undefined) {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        attempts++;
        const error = reject?.(attempts);
        if (error) {
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        received.push({ ...parseEmail(raw), rcptTo: session.envelope.rcptTo.map((a) => a.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
