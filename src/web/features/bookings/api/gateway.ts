import { type GatewayReturnBody, gatewayOrderSchema, gatewayReturnSchema } from "@contract/gateway";
import { api } from "@/lib/api";

/**
 * POST /api/sessions/{id}/gateway-order: the Razorpay order for the student's live seat hold
 * (docs/decisions/026). The server decides the amount; asked again for the same hold, it answers the
 * same order.
 */
export function createGatewayOrder(sessionId: string) {
  return api.post(`/sessions/${encodeURIComponent(sessionId)}/gateway-order`, gatewayOrderSchema);
}

/**
 * POST /api/gateway/return: what Razorpay Checkout's handler gave the page, for the server to verify
 * against the order it stored. The answer says whether the seat is the student's now ("booked"),
 * once Razorpay confirms ("processing"), or was gone and the money is on its way back ("refunded").
 */
export function returnFromGateway(body: GatewayReturnBody) {
  return api.post("/gateway/return", gatewayReturnSchema, { body });
}

/** The part of Razorpay Checkout's script (`window.Razorpay`) the page uses. */
export interface RazorpayCheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: "INR";
  name: string;
  description: string;
  prefill: { name: string; email: string };
  handler: (response: GatewayReturnBody) => void;
  modal: { ondismiss: () => void; escape?: boolean; confirm_close?: boolean };
  theme?: { color: string };
}

export interface RazorpayCheckout {
  open(): void;
  close(): void;
  on(event: "payment.failed", callback: (response: { error?: { description?: string } }) => void): void;
}

type RazorpayConstructor = new (options: RazorpayCheckoutOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** One load per script address, shared by every panel; a failed load may be tried again. */
const loads = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Loads Razorpay Checkout's script from `url` (RAZORPAY_CHECKOUT_URL, allowed by the server's
 * Content-Security-Policy while the gateway is on) and answers its `Razorpay` constructor.
 */
export function loadCheckout(url: string): Promise<RazorpayConstructor> {
  const loaded = loads.get(url);
  if (loaded) return loaded;
  const loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error(`${url} did not define Razorpay`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    };
    document.head.append(script);
  });
  loads.set(url, loading);
  loading.catch(() => loads.delete(url));
  return loading;
}
