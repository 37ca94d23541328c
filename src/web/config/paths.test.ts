import { APP_ROUTE_PATTERNS, isAppRoute } from "@contract/routes";
import { describe, expect, it } from "vitest";
import { dashboardHref, paths } from "./paths";

const registered = Object.values(paths)
  .map((route) => route.path)
  .filter((path) => path !== paths.notFound.path);

describe("paths", () => {
  it("registers exactly the routes the server serves the app shell for", () => {
    expect([...registered].sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });

  it("builds hrefs the server recognises as app routes", () => {
    const hrefs = [
      paths.payment.getHref("s1"),
      paths.adminPayment.getHref("p1"),
      paths.viewMentor.getHref("priya.nair@example.in"),
      paths.viewStudent.getHref("a+b@example.in"),
      paths.feedback.getHref("s 1"),
      paths.terms.getFooterHref(),
      paths.adminDashboard.getHref("payments").split("?")[0] ?? "",
    ];
    for (const href of hrefs) expect(isAppRoute(href), href).toBe(true);
  });

  it("encodes parameters so they stay one path segment", () => {
    expect(paths.payment.getHref("a/b")).toBe("/payment/a%2Fb");
    expect(paths.viewMentor.getHref("a+b@example.in")).toBe("/view-mentor/a%2Bb%40example.in");
  });

  it("sends each role to its dashboard, and anyone else home", () => {
    expect(dashboardHref("student")).toBe("/student-dashboard");
    expect(dashboardHref("mentor")).toBe("/mentor-dashboard");
    expect(dashboardHref("admin")).toBe("/admin-dashboard");
    expect(dashboardHref("guest")).toBe("/");
  });
});
