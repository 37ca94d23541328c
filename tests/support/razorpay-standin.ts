import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A stand-in for Razorpay (docs/decisions/026, "The stand-in and the checkout"): a real HTTP server on
 * 127.0.0.1 that speaks the part of Razorpay's own interface we use, so the same client code talks to
 * it or to https://api.razorpay.com, and every test and the offline demo (scripts/razorpay-standin.ts)
 * run without the real service.
 *
 * The API (Basic auth key_id:key_secret; Razorpay's error JSON `{ error: { code, description, ... } }`):
 *   POST /v1/orders, GET /v1/orders/{id}, GET /v1/orders/{id}/payments,
 *   GET /v1/payments/{id}, POST /v1/payments/{id}/capture (`{ amount, currency }`, the whole amount:
 *   authorized → captured, then payment.captured and order.paid), POST /v1/payments/{id}/refund
 *   (X-Refund-Idempotency honoured as Razorpay documents it), GET /v1/payments/{id}/refunds,
 *   GET /v1/refunds/{id}.
 * Webhooks: POSTed to `webhookUrl` with Razorpay's event body, X-Razorpay-Signature = hex
 * HMAC-SHA256(body bytes, webhook secret) and a unique X-Razorpay-Event-Id.
 * The checkout: GET /v1/checkout.js defines `window.Razorpay` like the real script; `open()` shows the
 * stand-in's "UPI app" (GET /v1/checkout/page, framed in a modal dialog, like the real checkout's frame)
 * whose buttons pay or fail through POST /v1/checkout/pay on the same origin and hand the result to the
 * page by postMessage.
 *
 * Content-Security-Policy the app needs for this checkout (and, with Razorpay's addresses, for the real
 * one): script-src the origin of RAZORPAY_CHECKOUT_URL, frame-src the origins of RAZORPAY_CHECKOUT_URL and
 * RAZORPAY_API_URL (the real checkout frames https://api.razorpay.com; the stand-in frames its own
 * origin). The page itself never fetches from the stand-in: the frame talks to its own origin only.
 */

export interface RazorpayStandinOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go; none are sent (only recorded) while unset. */
  webhookUrl?: string;
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
  /**
   * How long a refund stays `pending` before it is processed (and refund.processed is sent):
   * null keeps it pending until a test calls `processRefund`. Default 0: processed at once, after
   * the answer to the refund request.
   */
  refundDelayMs?: number | null;
  /** The merchant's account id in webhook bodies. */
  accountId?: string;
  /**
   * The account's payment capture setting (default true: every payment is captured at once). False:
   * a payment stays `authorized` (payment.authorized is sent) until POST /v1/payments/{id}/capture
   * or `capture()` captures it, as with auto-capture off on the Dashboard.
   */
  autoCapture?: boolean;
}

export type OrderStatus = "created" | "attempted" | "paid";
export type PaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";
export type RefundStatus = "pending" | "processed" | "failed";

export interface OrderEntity {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: OrderStatus;
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface PaymentEntity {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: PaymentStatus;
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: "upi";
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: string;
  email: string;
  contact: string;
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: { rrn: string | null; upi_transaction_id: string | null };
  created_at: number;
}

export interface RefundEntity {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: RefundStatus;
  speed_processed: "normal" | "instant";
  speed_requested: "normal" | "optimum";
}

export type WebhookEvent =
  | "payment.authorized"
  | "payment.captured"
  | "payment.failed"
  | "order.paid"
  | "refund.created"
  | "refund.processed"
  | "refund.failed";

/** One webhook the stand-in sent (or tried to send), with the exact bytes and headers. */
export interface SentWebhook {
  eventId: string;
  event: WebhookEvent;
  url: string | undefined;
  body: string;
  signature: string;
  /** The answer's status, or null when nothing answered (or no webhook URL was set). */
  status: number | null;
  error?: string;
}

/** One API request the stand-in was asked (for tests: what was called, with which idempotency key). */
export interface ApiRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  status: number;
  /** The JSON (or form) body of a POST, parsed; undefined for a GET or an unreadable body. */
  body?: Record<string, unknown>;
}

export interface CheckoutResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface PayOptions {
  /**
   * captured (the default while auto-capture is on): paid at once; authorized (the default with
   * auto-capture off): paid but not yet captured; failed: declined.
   */
  outcome?: "captured" | "authorized" | "failed";
  /** Send the payment's webhooks (default true); `pay` answers once they are answered. */
  deliverWebhooks?: boolean;
  email?: string;
  contact?: string;
  vpa?: string;
}

export interface PayResult {
  payment: PaymentEntity;
  order: OrderEntity;
  /** What Checkout's handler gives the page (null for a failed payment). */
  response: CheckoutResponse | null;
  webhooks: SentWebhook[];
}

export interface RazorpayStandin {
  /** The API's base address: RAZORPAY_API_URL. */
  url: string;
  /** The checkout script's address: RAZORPAY_CHECKOUT_URL. */
  checkoutUrl: string;
  keyId: string;
  orders: Map<string, OrderEntity>;
  payments: Map<string, PaymentEntity>;
  refunds: Map<string, RefundEntity>;
  /** Every webhook sent, oldest first. */
  webhooks: SentWebhook[];
  /** Every API request (not the checkout's), oldest first. */
  requests: ApiRequest[];
  setWebhookUrl(url: string | undefined): void;
  /** While on, every API request answers 503 (Razorpay down); the checkout still works. */
  setUnavailable(on: boolean): void;
  /** Turns the account's auto-capture on or off (RazorpayStandinOptions.autoCapture). */
  setAutoCapture(on: boolean): void;
  /**
   * While set, a refund request is refused with this description (400 BAD_REQUEST_ERROR), as
   * Razorpay refuses one when the account's balance cannot cover it; null takes refunds again.
   */
  setRefundRefusal(description: string | null): void;
  /** Plays the student's side of Checkout: a payment of the order's whole amount. */
  pay(orderId: string, options?: PayOptions): Promise<PayResult>;
  /** Captures an authorized payment (as Razorpay's auto-capture does) and sends payment.captured and order.paid. */
  capture(paymentId: string, options?: { deliverWebhooks?: boolean }): Promise<PaymentEntity>;
  /** Moves a pending refund to processed or failed and sends refund.processed / refund.failed. */
  processRefund(refundId: string, outcome?: "processed" | "failed"): Promise<RefundEntity>;
  /** Sends an event about the current state of the named entities, as a new event with a new id. */
  deliver(
    event: WebhookEvent,
    ids: { paymentId?: string; orderId?: string; refundId?: string },
  ): Promise<SentWebhook>;
  /** Sends an earlier webhook again: the same bytes, signature and event id (Razorpay's retry). */
  redeliver(webhook: SentWebhook): Promise<SentWebhook>;
  /** The Checkout handler's signature: hex HMAC-SHA256(order_id|payment_id, key_secret). */
  checkoutSignature(orderId: string, paymentId: string): string;
  /** The webhook signature of exact body bytes: hex HMAC-SHA256(body, webhook_secret). */
  webhookSignature(body: string | Buffer): string;
  /** Waits for webhooks still being sent (the checkout sends them after answering the page). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** An id like Razorpay's: a prefix and 14 letters and digits. */
function newId(prefix: string): string {
  const bytes = randomBytes(14);
  let id = "";
  for (const byte of bytes) id += BASE62[byte % 62];
  return `${prefix}_${id}`;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string,
    readonly code = "BAD_REQUEST_ERROR",
  ) {
    super(description);
  }
}

/** Razorpay's error body. */
function errorBody(error: ApiError) {
  return {
    error: {
      code: error.code,
      description: error.description,
      source: error.field ? "business" : "NA",
      step: error.field ? "payment_initiation" : "NA",
      reason: error.field ? "input_validation_failed" : "NA",
      metadata: {},
      ...(error.field ? { field: error.field } : {}),
    },
  };
}

const MAX_BODY = 64 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new ApiError(413, "The request body is too large."));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function parseBody(raw: string, contentType: string | undefined): Record<string, unknown> {
  if (raw.trim() === "") return {};
  if (contentType?.includes("application/x-www-form-urlencoded")) {
    const form: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(raw)) {
      const note = /^notes\[(.+)\]$/.exec(key);
      if (note?.[1]) form.notes = { ...(form.notes as object | undefined), [note[1]]: value };
      else form[key] = /^\d+$/.test(value) ? Number(value) : value;
    }
    return form;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new ApiError(400, "The request body is not valid JSON.");
}

function readNotes(value: unknown): Record<string, string> | [] {
  if (value === undefined || value === null) return [];
  if (typeof value !== "object" || Array.isArray(value))
    throw new ApiError(400, "notes must be an object", "notes");
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 15) throw new ApiError(400, "notes may have at most 15 keys", "notes");
  const notes: Record<string, string> = {};
  for (const [key, note] of entries) {
    if (typeof note !== "string" && typeof note !== "number")
      throw new ApiError(400, `notes.${key} must be a string`, "notes");
    if (String(note).length > 256)
      throw new ApiError(400, `notes.${key} may not be greater than 256 characters`, "notes");
    notes[key] = String(note);
  }
  return entries.length === 0 ? [] : notes;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** Paise as the rupees a UPI app shows: ₹499, or ₹499.50. */
function rupees(paise: number): string {
  return `₹${paise % 100 === 0 ? paise / 100 : (paise / 100).toFixed(2)}`;
}

export async function startRazorpayStandin(options: RazorpayStandinOptions): Promise<RazorpayStandin> {
  const { keyId, keySecret, webhookSecret } = options;
  const accountId = options.accountId ?? "acc_StandIn0000001";
  const refundDelayMs = options.refundDelayMs === undefined ? 0 : options.refundDelayMs;
  let webhookUrl = options.webhookUrl;
  let unavailable = false;
  let autoCapture = options.autoCapture ?? true;
  let refundRefusal: string | null = null;
  const orders = new Map<string, OrderEntity>();
  const payments = new Map<string, PaymentEntity>();
  const refunds = new Map<string, RefundEntity>();
  /** X-Refund-Idempotency key → the request's body and the refund it made. */
  const idempotentRefunds = new Map<string, { fingerprint: string; refundId: string }>();
  const webhooks: SentWebhook[] = [];
  const requests: ApiRequest[] = [];
  /** The parsed body of each API POST, for `requests`. */
  const requestBodies = new WeakMap<IncomingMessage, Record<string, unknown>>();
  const pending = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  const now = () => Math.floor(Date.now() / 1000);

  const checkoutSignature = (orderId: string, paymentId: string) =>
    createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex");
  const webhookSignature = (body: string | Buffer) =>
    createHmac("sha256", webhookSecret).update(body).digest("hex");

  function track<T>(promise: Promise<T>): Promise<T> {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => {});
    return promise;
  }

  async function post(webhook: SentWebhook): Promise<SentWebhook> {
    webhooks.push(webhook);
    if (!webhook.url) return webhook;
    try {
      const answer = await fetch(webhook.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": webhook.signature,
          "x-razorpay-event-id": webhook.eventId,
          "user-agent": "Razorpay-Webhook/v1",
        },
        body: webhook.body,
        signal: AbortSignal.timeout(5_000),
      });
      webhook.status = answer.status;
      await answer.arrayBuffer();
    } catch (error) {
      webhook.error = String(error);
    }
    return webhook;
  }

  function eventBody(
    event: WebhookEvent,
    ids: { paymentId?: string; orderId?: string; refundId?: string },
  ): string {
    const refund = ids.refundId ? refunds.get(ids.refundId) : undefined;
    const payment = payments.get(ids.paymentId ?? refund?.payment_id ?? "");
    const order = orders.get(ids.orderId ?? payment?.order_id ?? "");
    const contains: string[] = [];
    const payload: Record<string, { entity: unknown }> = {};
    if (event.startsWith("refund.")) {
      if (!refund) throw new Error(`razorpay stand-in: ${event} needs a refund`);
      contains.push("refund", "payment");
      payload.refund = { entity: refund };
      if (payment) payload.payment = { entity: payment };
    } else {
      if (!payment) throw new Error(`razorpay stand-in: ${event} needs a payment`);
      contains.push("payment");
      payload.payment = { entity: payment };
      if (event === "order.paid") {
        if (!order) throw new Error("razorpay stand-in: order.paid needs an order");
        contains.push("order");
        payload.order = { entity: order };
      }
    }
    return JSON.stringify({
      entity: "event",
      account_id: accountId,
      event,
      contains,
      payload,
      created_at: now(),
    });
  }

  function deliver(
    event: WebhookEvent,
    ids: { paymentId?: string; orderId?: string; refundId?: string },
  ): Promise<SentWebhook> {
    const body = eventBody(event, ids);
    return track(
      post({
        eventId: newId("evt"),
        event,
        url: webhookUrl,
        body,
        signature: webhookSignature(body),
        status: null,
      }),
    );
  }

  async function deliverAll(
    events: WebhookEvent[],
    ids: { paymentId?: string; orderId?: string; refundId?: string },
  ): Promise<SentWebhook[]> {
    const sent: SentWebhook[] = [];
    // One after another, in Razorpay's order: a receiver may still get them in any order on a retry.
    for (const event of events) sent.push(await deliver(event, ids));
    return sent;
  }

  function orderOf(id: string): OrderEntity {
    const order = orders.get(id);
    if (!order) throw new ApiError(400, "The id provided does not exist");
    return order;
  }
  function paymentOf(id: string): PaymentEntity {
    const payment = payments.get(id);
    if (!payment) throw new ApiError(400, "The id provided does not exist");
    return payment;
  }
  function refundOf(id: string): RefundEntity {
    const refund = refunds.get(id);
    if (!refund) throw new ApiError(400, "The id provided does not exist");
    return refund;
  }

  function createOrder(body: Record<string, unknown>): OrderEntity {
    const { amount, currency = "INR", receipt } = body;
    if (amount === undefined) throw new ApiError(400, "The amount field is required.", "amount");
    if (typeof amount !== "number" || !Number.isInteger(amount))
      throw new ApiError(400, "The amount must be an integer.", "amount");
    if (amount < 100) throw new ApiError(400, "The amount must be atleast INR 1.00", "amount");
    if (currency !== "INR") throw new ApiError(400, "Currency is not supported", "currency");
    if (receipt !== undefined && receipt !== null) {
      if (typeof receipt !== "string") throw new ApiError(400, "The receipt must be a string.", "receipt");
      if (receipt.length > 40)
        throw new ApiError(400, "receipt: the length must be no more than 40.", "receipt");
    }
    const order: OrderEntity = {
      id: newId("order"),
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: (receipt as string | undefined) ?? null,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: readNotes(body.notes),
      created_at: now(),
    };
    orders.set(order.id, order);
    return order;
  }

  function markCaptured(payment: PaymentEntity): void {
    const order = orderOf(payment.order_id);
    payment.status = "captured";
    payment.captured = true;
    payment.fee = Math.round(payment.amount * 0.02);
    payment.tax = Math.round((payment.fee ?? 0) * 0.18);
    order.status = "paid";
    order.amount_paid = payment.amount;
    order.amount_due = order.amount - order.amount_paid;
  }

  /** A payment of the order's amount, as Checkout makes it when the student pays or is declined. */
  function makePayment(orderId: string, options: PayOptions): PaymentEntity {
    const order = orderOf(orderId);
    if (order.status === "paid") throw new ApiError(400, "Order has already been paid", "order_id");
    const outcome = options.outcome ?? (autoCapture ? "captured" : "authorized");
    const failed = outcome === "failed";
    const payment: PaymentEntity = {
      id: newId("pay"),
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      status: failed ? "failed" : "authorized",
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: "upi",
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: options.vpa ?? "success@razorpay",
      email: options.email ?? "student@example.com",
      contact: options.contact ?? "+919000090000",
      notes: [],
      fee: null,
      tax: null,
      error_code: failed ? "BAD_REQUEST_ERROR" : null,
      error_description: failed ? "Payment was declined by the UPI app." : null,
      error_source: failed ? "customer" : null,
      error_step: failed ? "payment_authorization" : null,
      error_reason: failed ? "payment_failed" : null,
      acquirer_data: {
        rrn: failed ? null : String(100_000_000_000 + (randomBytes(5).readUIntBE(0, 5) % 900_000_000_000)),
        upi_transaction_id: failed ? null : randomBytes(16).toString("hex").toUpperCase(),
      },
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (order.status === "created") order.status = "attempted";
    if (outcome === "captured") markCaptured(payment);
    return payment;
  }

  function eventsOf(payment: PaymentEntity): WebhookEvent[] {
    if (payment.status === "failed") return ["payment.failed"];
    if (payment.status === "authorized") return ["payment.authorized"];
    return ["payment.captured", "order.paid"];
  }

  async function pay(orderId: string, payOptions: PayOptions = {}): Promise<PayResult> {
    const payment = makePayment(orderId, payOptions);
    const webhooksSent =
      payOptions.deliverWebhooks === false
        ? []
        : await deliverAll(eventsOf(payment), { paymentId: payment.id });
    return {
      payment,
      order: orderOf(orderId),
      response:
        payment.status === "failed"
          ? null
          : {
              razorpay_payment_id: payment.id,
              razorpay_order_id: orderId,
              razorpay_signature: checkoutSignature(orderId, payment.id),
            },
      webhooks: webhooksSent,
    };
  }

  async function capture(paymentId: string, { deliverWebhooks = true } = {}): Promise<PaymentEntity> {
    const payment = paymentOf(paymentId);
    if (payment.status !== "authorized")
      throw new Error(`razorpay stand-in: payment ${paymentId} is ${payment.status}, not authorized`);
    markCaptured(payment);
    if (deliverWebhooks) await deliverAll(["payment.captured", "order.paid"], { paymentId });
    return payment;
  }

  async function processRefund(
    refundId: string,
    outcome: "processed" | "failed" = "processed",
  ): Promise<RefundEntity> {
    const refund = refundOf(refundId);
    if (refund.status !== "pending") return refund;
    const payment = paymentOf(refund.payment_id);
    refund.status = outcome;
    if (outcome === "processed") {
      refund.acquirer_data.arn = String(randomBytes(6).readUIntBE(0, 6)).padStart(15, "0");
      if (payment.amount_refunded >= payment.amount) payment.status = "refunded";
    } else {
      payment.amount_refunded -= refund.amount;
      payment.refund_status = payment.amount_refunded === 0 ? null : "partial";
    }
    await deliver(outcome === "processed" ? "refund.processed" : "refund.failed", { refundId });
    return refund;
  }

  function createRefund(
    payment: PaymentEntity,
    body: Record<string, unknown>,
    idempotencyKey: string | undefined,
  ): RefundEntity {
    const fingerprint = JSON.stringify(body);
    if (idempotencyKey !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey))
        throw new ApiError(
          400,
          "The idempotency key must be at least 10 characters: letters, digits, hyphens and underscores.",
        );
      const earlier = idempotentRefunds.get(idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint)
          throw new ApiError(
            400,
            "Different request with the same idempotency key has already been processed.",
          );
        return refundOf(earlier.refundId);
      }
    }
    if (payment.status !== "captured")
      throw new ApiError(400, "The payment has not been captured, so it cannot be refunded.", "payment_id");
    if (refundRefusal !== null) throw new ApiError(400, refundRefusal);
    const left = payment.amount - payment.amount_refunded;
    const amount = body.amount ?? left;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100)
      throw new ApiError(400, "The amount must be atleast INR 1.00", "amount");
    if (amount > left)
      throw new ApiError(400, "The refund amount provided is greater than amount captured", "amount");
    const speed = body.speed ?? "normal";
    if (speed !== "normal" && speed !== "optimum")
      throw new ApiError(400, "The selected speed is invalid.", "speed");
    const refund: RefundEntity = {
      id: newId("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: readNotes(body.notes),
      receipt: typeof body.receipt === "string" ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: "pending",
      speed_processed: "normal",
      speed_requested: speed,
    };
    refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
    if (idempotencyKey !== undefined)
      idempotentRefunds.set(idempotencyKey, { fingerprint, refundId: refund.id });
    if (refundDelayMs !== null) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void track(processRefund(refund.id));
      }, refundDelayMs);
      timers.add(timer);
    }
    return refund;
  }

  function authorised(request: IncomingMessage): boolean {
    const header = request.headers.authorization ?? "";
    const match = /^Basic\s+(.+)$/i.exec(header);
    if (!match?.[1]) return false;
    const decoded = Buffer.from(match[1], "base64").toString("utf8");
    return sameText(decoded, `${keyId}:${keySecret}`);
  }

  async function api(request: IncomingMessage, path: string): Promise<[number, unknown]> {
    if (unavailable)
      throw new ApiError(503, "The server is temporarily unavailable.", undefined, "SERVER_ERROR");
    if (!authorised(request)) throw new ApiError(401, "Authentication failed");
    const method = request.method ?? "GET";
    const raw = method === "POST" ? await readBody(request) : "";
    const body = method === "POST" ? parseBody(raw, request.headers["content-type"]) : {};
    if (method === "POST") requestBodies.set(request, body);
    /** The id in the path when it matches `pattern` (its one group) and the method is `want`. */
    const route = (want: string, pattern: RegExp): string | undefined => {
      const match = method === want ? pattern.exec(path) : null;
      return match ? decodeURIComponent(match[1] ?? "") : undefined;
    };
    let id: string | undefined;
    if (path === "/v1/orders" && method === "POST") return [200, createOrder(body)];
    id = route("GET", /^\/v1\/orders\/([^/]+)$/);
    if (id !== undefined) return [200, orderOf(id)];
    id = route("GET", /^\/v1\/orders\/([^/]+)\/payments$/);
    if (id !== undefined) {
      const order = orderOf(id);
      const items = [...payments.values()].filter((p) => p.order_id === order.id).reverse();
      return [200, { entity: "collection", count: items.length, items }];
    }
    id = route("GET", /^\/v1\/payments\/([^/]+)$/);
    if (id !== undefined) return [200, paymentOf(id)];
    id = route("POST", /^\/v1\/payments\/([^/]+)\/capture$/);
    if (id !== undefined) {
      const payment = paymentOf(id);
      if (payment.status === "captured")
        throw new ApiError(400, "This payment has already been captured", "payment_id");
      if (payment.status !== "authorized")
        throw new ApiError(400, "Only payments which have been authorized can be captured", "payment_id");
      if (body.amount === undefined) throw new ApiError(400, "The amount field is required.", "amount");
      if (typeof body.amount !== "number" || !Number.isInteger(body.amount))
        throw new ApiError(400, "The amount must be an integer.", "amount");
      if (body.amount !== payment.amount)
        throw new ApiError(400, "Capture amount must be equal to the amount authorized", "amount");
      if (body.currency === undefined) throw new ApiError(400, "The currency field is required.", "currency");
      if (body.currency !== payment.currency)
        throw new ApiError(400, "Currency should be same as the currency of the payment", "currency");
      markCaptured(payment);
      void track(deliverAll(["payment.captured", "order.paid"], { paymentId: payment.id }));
      return [200, payment];
    }
    id = route("POST", /^\/v1\/payments\/([^/]+)\/refund$/);
    if (id !== undefined) return [200, createRefund(paymentOf(id), body, idempotencyOf(request))];
    id = route("GET", /^\/v1\/payments\/([^/]+)\/refunds$/);
    if (id !== undefined) {
      const payment = paymentOf(id);
      const items = [...refunds.values()].filter((r) => r.payment_id === payment.id).reverse();
      return [200, { entity: "collection", count: items.length, items }];
    }
    id = route("GET", /^\/v1\/refunds\/([^/]+)$/);
    if (id !== undefined) return [200, refundOf(id)];
    throw new ApiError(404, "The requested URL was not found on the server.", undefined, "NOT_FOUND");
  }

  /** POST /v1/checkout/pay: the stand-in UPI app's buttons (key id only, like the real checkout). */
  async function checkoutPay(request: IncomingMessage): Promise<[number, unknown]> {
    const body = parseBody(await readBody(request), request.headers["content-type"]);
    if (body.key_id !== keyId) throw new ApiError(401, "The api key provided is invalid");
    const orderId = typeof body.order_id === "string" ? body.order_id : "";
    const outcome = body.outcome === "failed" ? "failed" : autoCapture ? "captured" : "authorized";
    const payment = makePayment(orderId, {
      outcome,
      email: typeof body.email === "string" && body.email ? body.email : undefined,
      contact: typeof body.contact === "string" && body.contact ? body.contact : undefined,
    });
    // The page has its answer at once; the webhooks follow, as Razorpay's do.
    void track(deliverAll(eventsOf(payment), { paymentId: payment.id }));
    if (payment.status === "failed")
      return [
        200,
        {
          error: {
            code: payment.error_code,
            description: payment.error_description,
            source: payment.error_source,
            step: payment.error_step,
            reason: payment.error_reason,
            metadata: { order_id: orderId, payment_id: payment.id },
          },
        },
      ];
    return [
      200,
      {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: checkoutSignature(orderId, payment.id),
      },
    ];
  }

  function send(response: ServerResponse, status: number, body: unknown): void {
    const text = JSON.stringify(body);
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    response.end(text);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const path = url.pathname;
      const isApi = !path.startsWith("/v1/checkout");
      try {
        if (path === "/v1/checkout.js" && request.method === "GET") {
          response.writeHead(200, {
            "content-type": "text/javascript; charset=utf-8",
            "cache-control": "no-store",
            "access-control-allow-origin": "*",
          });
          response.end(checkoutScript(origin));
          return;
        }
        if (path === "/v1/checkout/page" && request.method === "GET") {
          response.writeHead(200, {
            "content-type": "text/html; charset=utf-8",
            "cache-control": "no-store",
          });
          response.end(checkoutPage(url.searchParams, orders));
          return;
        }
        if (path === "/v1/checkout/pay" && request.method === "POST") {
          const [status, body] = await checkoutPay(request);
          send(response, status, body);
          return;
        }
        const [status, body] = await api(request, path);
        requests.push({
          method: request.method ?? "GET",
          path,
          idempotencyKey: idempotencyOf(request),
          status,
          body: requestBodies.get(request),
        });
        send(response, status, body);
      } catch (error) {
        const apiError =
          error instanceof ApiError ? error : new ApiError(500, String(error), undefined, "SERVER_ERROR");
        if (isApi)
          requests.push({
            method: request.method ?? "GET",
            path,
            idempotencyKey: idempotencyOf(request),
            status: apiError.status,
            body: requestBodies.get(request),
          });
        if (!response.headersSent) send(response, apiError.status, errorBody(apiError));
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.host ?? "127.0.0.1"}:${port}`;

  return {
    url: origin,
    checkoutUrl: `${origin}/v1/checkout.js`,
    keyId,
    orders,
    payments,
    refunds,
    webhooks,
    requests,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    setUnavailable(on) {
      unavailable = on;
    },
    setAutoCapture(on) {
      autoCapture = on;
    },
    setRefundRefusal(description) {
      refundRefusal = description;
    },
    pay,
    capture,
    processRefund,
    deliver,
    redeliver(webhook) {
      return track(post({ ...webhook, url: webhookUrl, status: null, error: undefined }));
    },
    checkoutSignature,
    webhookSignature,
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...pending]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function idempotencyOf(request: IncomingMessage): string | undefined {
  const key = request.headers["x-refund-idempotency"];
  return Array.isArray(key) ? key[0] : key;
}

/**
 * The stand-in's checkout.js: `window.Razorpay` as the real script defines it (`new Razorpay(options)`,
 * `.open()`, `.close()`, `.on("payment.failed", cb)`; `handler`, `modal.ondismiss`, `prefill`). `open()`
 * shows a modal dialog framing the stand-in's "UPI app" page; the frame answers by postMessage.
 */
function checkoutScript(origin: string): string {
  return `/* Razorpay Checkout stand-in (tests/support/razorpay-standin.ts) */
(function () {
  "use strict";
  var ORIGIN = ${JSON.stringify(origin)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== "string" || options.key === "") throw new Error("Razorpay: the key is required");
    this.options = options;
    this._listeners = {};
    this._overlay = null;
  }
  Razorpay.prototype.on = function (event, callback) {
    (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };
  Razorpay.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).forEach(function (callback) { callback(payload); });
  };
  Razorpay.prototype.open = function () {
    if (this._overlay) return;
    var self = this;
    var o = this.options;
    var prefill = o.prefill || {};
    var params = new URLSearchParams({
      key_id: o.key,
      order_id: o.order_id || "",
      amount: String(o.amount || ""),
      currency: o.currency || "INR",
      name: o.name || "",
      description: o.description || "",
      email: prefill.email || "",
      contact: prefill.contact || "",
      color: (o.theme && o.theme.color) || "",
      origin: window.location.origin
    });
    this._returnFocus = document.activeElement;
    var overlay = document.createElement("div");
    overlay.setAttribute("role", "dialog");
    overlay.setAttribute("aria-modal", "true");
    overlay.setAttribute("aria-label", "Razorpay Checkout");
    overlay.className = "razorpay-container";
    overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(15,23,42,0.6);";
    var frame = document.createElement("iframe");
    frame.className = "razorpay-checkout-frame";
    frame.title = "Razorpay Checkout";
    frame.src = ORIGIN + "/v1/checkout/page?" + params.toString();
    frame.style.cssText = "width:100%;max-width:420px;height:100%;max-height:640px;border:0;background:#fff;border-radius:8px;";
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    this._overlay = overlay;
    frame.addEventListener("load", function () { frame.focus(); });
    this._onMessage = function (event) {
      if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.type === "razorpay.success") {
        self.close();
        if (typeof o.handler === "function") o.handler(data.response);
      } else if (data.type === "razorpay.failed") {
        self._emit("payment.failed", data.response);
      } else if (data.type === "razorpay.dismiss") {
        self.close();
        if (o.modal && typeof o.modal.ondismiss === "function") o.modal.ondismiss();
      }
    };
    window.addEventListener("message", this._onMessage);
  };
  Razorpay.prototype.close = function () {
    if (!this._overlay) return;
    window.removeEventListener("message", this._onMessage);
    this._overlay.remove();
    this._overlay = null;
    if (this._returnFocus && typeof this._returnFocus.focus === "function") this._returnFocus.focus();
  };
  window.Razorpay = Razorpay;
})();
`;
}

/** The stand-in "UPI app": who is paid and how much, and buttons to pay, fail or close. */
function checkoutPage(params: URLSearchParams, orders: Map<string, OrderEntity>): string {
  const orderId = params.get("order_id") ?? "";
  const order = orders.get(orderId);
  const merchant = params.get("name") || "Merchant";
  const description = params.get("description") ?? "";
  let parentOrigin = "";
  try {
    parentOrigin = new URL(params.get("origin") ?? "").origin;
  } catch {
    parentOrigin = "";
  }
  const amount = order ? rupees(order.amount) : null;
  const config = JSON.stringify({
    keyId: params.get("key_id") ?? "",
    orderId,
    email: params.get("email") ?? "",
    contact: params.get("contact") ?? "",
    parentOrigin,
  }).replace(/</g, "\\u003c");
  const body = order
    ? `<p class="to">Pay <strong>${escapeHtml(merchant)}</strong></p>
      ${description ? `<p class="what">${escapeHtml(description)}</p>` : ""}
      <p class="amount">${amount}</p>
      <p class="note">This is the Razorpay stand-in: no money moves.</p>
      <p role="status" id="status"></p>
      <div class="buttons">
        <button type="button" id="pay" class="primary">Pay ${amount}</button>
        <button type="button" id="fail">Fail payment</button>
        <button type="button" id="close">Close</button>
      </div>`
    : `<p role="alert">This order does not exist.</p>
      <div class="buttons"><button type="button" id="close">Close</button></div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Razorpay Checkout (stand-in)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #0f172a; background: #fff; }
  main { padding: 24px; }
  h1 { font-size: 1.25rem; margin: 0 0 16px; }
  .amount { font-size: 2rem; font-weight: 700; margin: 8px 0 16px; }
  .what, .note { color: #334155; }
  .buttons { display: grid; gap: 12px; margin-top: 16px; }
  button { font: inherit; padding: 12px 16px; border-radius: 8px; border: 1px solid #334155; background: #fff; color: #0f172a; cursor: pointer; }
  button.primary { background: #1d4ed8; border-color: #1d4ed8; color: #fff; font-weight: 600; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  button:disabled { opacity: 0.6; }
  #status:empty { padding: 0; }
  #status { background: #fef2f2; color: #991b1b; padding: 8px 12px; border-radius: 8px; }
</style>
</head>
<body>
<main>
  <h1>UPI app (stand-in)</h1>
  ${body}
</main>
<script>
(function () {
  var config = ${config};
  var status = document.getElementById("status");
  function tell(type, response) {
    if (config.parentOrigin) window.parent.postMessage({ type: type, response: response }, config.parentOrigin);
  }
  function busy(on) {
    document.querySelectorAll("button").forEach(function (b) { b.disabled = on; });
  }
  function pay(outcome) {
    busy(true);
    if (status) status.textContent = "";
    fetch("/v1/checkout/pay", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key_id: config.keyId, order_id: config.orderId, outcome: outcome, email: config.email, contact: config.contact })
    }).then(function (answer) { return answer.json(); }).then(function (result) {
      busy(false);
      if (result && result.razorpay_signature) { tell("razorpay.success", result); return; }
      var error = (result && result.error) || { description: "Payment failed" };
      if (status) status.textContent = error.description + " You can try again.";
      tell("razorpay.failed", { error: error });
    }, function () {
      busy(false);
      if (status) status.textContent = "No connection. Try again.";
    });
  }
  var payButton = document.getElementById("pay");
  var failButton = document.getElementById("fail");
  if (payButton) payButton.addEventListener("click", function () { pay("captured"); });
  if (failButton) failButton.addEventListener("click", function () { pay("failed"); });
  document.getElementById("close").addEventListener("click", function () { tell("razorpay.dismiss"); });
  document.addEventListener("keydown", function (event) { if (event.key === "Escape") tell("razorpay.dismiss"); });
  // The first button takes focus once the frame has it (a frame may not take focus on its own).
  var first = payButton || document.getElementById("close");
  first.focus();
  window.addEventListener("focus", function () {
    if (document.activeElement === document.body || !document.activeElement) first.focus();
  });
})();
</script>
</body>
</html>
`;
}
