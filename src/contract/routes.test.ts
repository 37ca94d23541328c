import { describe, expect, it } from "vitest";
import { isAppRoute } from "./routes";

describe("isAppRoute", () => {
  it("knows every static route, in any case and with a trailing slash", () => {
    expect(isAppRoute("/")).toBe(true);
    expect(isAppRoute("/booking-sessions")).toBe(true);
    expect(isAppRoute("/Terms")).toBe(true);
    expect(isAppRoute("/login/")).toBe(true);
  });

  it("matches parameters, including emails that contain dots", () => {
    expect(isAppRoute("/payment/42")).toBe(true);
    expect(isAppRoute("/view-mentor/ananya.sharma@example.com")).toBe(true);
    expect(isAppRoute("/admin/payments/abc")).toBe(true);
  });

  it("rejects unknown paths, missing parameters and extra segments", () => {
    expect(isAppRoute("/nope")).toBe(false);
    expect(isAppRoute("/payment")).toBe(false);
    expect(isAppRoute("/payment/1/2")).toBe(false);
    expect(isAppRoute("/assets/app.js")).toBe(false);
    expect(isAppRoute("//")).toBe(false);
  });
});
