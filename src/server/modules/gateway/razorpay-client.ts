/**
 * A small client of Razorpay's REST API over fetch (docs/decisions/026): orders, payments (and their
 * capture), refunds.
 * Basic auth with the key id and secret; the base address is RAZORPAY_API_URL, so the tests' stand-in
 * (or any compatible server) can answer. Every call has a timeout. Neither the key secret nor the
 * Authorization header is ever logged or put in an error.
 */

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
}

export type RazorpayPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

export interface RazorpayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: RazorpayPaymentStatus;
  /** Unix seconds. */
  created_at: number;
  error_description?: string | null;
}

export interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: "pending" | "processed" | "failed";
  receipt?: string | null;
  notes?: Record<string, string> | unknown[];
}

/** The gateway did not answer, or answered with an error: the caller retries later. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** Razorpay's error code (`BAD_REQUEST_ERROR`…), when it gave one. */
    readonly code: string | null = null,
    /** Razorpay's error description ("This payment has already been captured"…), when it gave one. */
    readonly description: string | null = null,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

/**
 * Razorpay's answer to a capture of a payment captured already (by us a moment ago, by its
 * auto-capture, or from the Dashboard): the money is ours all the same.
 */
export const isAlreadyCaptured = (error: GatewayError) =>
  error.code === "BAD_REQUEST_ERROR" && /already been captured/i.test(error.description ?? "");

export interface RazorpayClient {
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder>;
  orderPayments(orderId: string): Promise<RazorpayPayment[]>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  /**
   * Captures an authorized payment (POST /v1/payments/{id}/capture): the whole amount, in paise, in
   * INR. Razorpay answers the payment, now `captured`.
   */
  capture(paymentId: string, input: { amountPaise: number }): Promise<RazorpayPayment>;
  /** A full refund, asked once whatever the retries: `idempotencyKey` is our refund's id. */
  refund(
    paymentId: string,
    input: { amountPaise: number; idempotencyKey: string; notes: Record<string, string> },
  ): Promise<RazorpayRefund>;
  fetchRefund(refundId: string): Promise<RazorpayRefund>;
}

export interface RazorpayClientOptions {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  /** How long one call may take (default 10 s). */
  timeoutMs?: number;
}

const ID = /^[A-Za-z0-9_]{1,64}$/;

export function createRazorpayClient(options: RazorpayClientOptions): RazorpayClient {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${options.apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: "application/json",
          ...(body ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = (error as Error).name === "TimeoutError" ? "timed out" : "could not be reached";
      throw new GatewayError(`Razorpay ${method} ${path} ${reason}`, null);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text === "" ? null : JSON.parse(text);
    } catch {
      json = null;
    }
    if (!response.ok) {
      const error = (json as { error?: { code?: string; description?: string } } | null)?.error;
      throw new GatewayError(
        `Razorpay ${method} ${path} answered ${response.status}${error?.description ? `: ${error.description}` : ""}`,
        response.status,
        error?.code ?? null,
        error?.description ?? null,
      );
    }
    if (json === null || typeof json !== "object")
      throw new GatewayError(`Razorpay ${method} ${path} answered no JSON`, response.status);
    return json as T;
  }

  /** An id from outside goes into a path only when it looks like one (`order_…`, `pay_…`, `rfnd_…`). */
  const idOf = (id: string) => {
    if (!ID.test(id)) throw new GatewayError("not a Razorpay id", null);
    return id;
  };

  return {
    createOrder: ({ amountPaise, receipt, notes }) =>
      call<RazorpayOrder>("POST", "/v1/orders", {
        amount: amountPaise,
        currency: "INR",
        receipt: receipt.slice(0, 40),
        notes,
      }),
    async orderPayments(orderId) {
      const list = await call<{ items?: RazorpayPayment[] }>("GET", `/v1/orders/${idOf(orderId)}/payments`);
      return Array.isArray(list.items) ? list.items : [];
    },
    fetchPayment: (paymentId) => call<RazorpayPayment>("GET", `/v1/payments/${idOf(paymentId)}`),
    capture: (paymentId, { amountPaise }) =>
      call<RazorpayPayment>("POST", `/v1/payments/${idOf(paymentId)}/capture`, {
        amount: amountPaise,
        currency: "INR",
      }),
    refund: (paymentId, { amountPaise, idempotencyKey, notes }) =>
      call<RazorpayRefund>(
        "POST",
        `/v1/payments/${idOf(paymentId)}/refund`,
        { amount: amountPaise, speed: "normal", receipt: idempotencyKey, notes },
        { "x-refund-idempotency": idempotencyKey },
      ),
    fetchRefund: (refundId) => call<RazorpayRefund>("GET", `/v1/refunds/${idOf(refundId)}`),
  };
}
