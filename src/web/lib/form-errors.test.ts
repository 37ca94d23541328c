import { AUTH_MESSAGES } from "@contract/auth";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { failureReason, fieldErrorProps, serverFieldIssues, summarize } from "./form-errors";

const ORDER = ["name", "email", "password"] as const;

describe("summarize", () => {
  it("puts 'Please fill in all required fields' before any other reason (docs/product.md §5)", () => {
    expect(
      summarize({ name: AUTH_MESSAGES.mentorNameRequired, password: AUTH_MESSAGES.requiredFields }, ORDER),
    ).toBe(AUTH_MESSAGES.requiredFields);
  });

  it("otherwise gives the reason of the first invalid field, in form order", () => {
    expect(summarize({ password: "b", email: "a" }, ORDER)).toBe("a");
    expect(summarize({}, ORDER)).toBeNull();
  });
});

describe("server failures", () => {
  const invalid = new ApiError(400, "Invalid request. body.name: Name is required for mentor login", {
    message: "Invalid request. body.name: Name is required for mentor login",
    issues: [{ field: "body.name", message: AUTH_MESSAGES.mentorNameRequired }],
  });

  it("reads the fields a 400 names", () => {
    expect(serverFieldIssues(invalid, ORDER)).toEqual({ name: AUTH_MESSAGES.mentorNameRequired });
    expect(serverFieldIssues(new Error("x"), ORDER)).toEqual({});
  });

  it("words the reason: field problem, else the server's message, else the fallback", () => {
    expect(failureReason(invalid, "fallback", AUTH_MESSAGES.mentorNameRequired)).toBe(
      AUTH_MESSAGES.mentorNameRequired,
    );
    const wrongRole = new ApiError(403, "this is not a mentor account", {
      message: "this is not a mentor account",
    });
    expect(failureReason(wrongRole, "fallback")).toBe("this is not a mentor account");
    expect(failureReason(new ApiError(0, "Could not reach the server."), "fallback")).toBe(
      "Could not reach the server.",
    );
    expect(failureReason(new ApiError(502, "Bad Gateway", "<html>"), "fallback")).toBe("fallback");
    expect(failureReason(new TypeError("boom"), "fallback")).toBe("fallback");
  });
});

describe("fieldErrorProps", () => {
  it("points a field at the alert when the alert already gives its reason", () => {
    const summary = `Signup failed: ${AUTH_MESSAGES.emailTaken}`;
    expect(fieldErrorProps(AUTH_MESSAGES.emailTaken, summary, "alert")).toEqual({
      invalid: true,
      error: undefined,
      describedBy: "alert",
    });
    expect(fieldErrorProps(AUTH_MESSAGES.passwordTooShort, summary, "alert")).toEqual({
      invalid: true,
      error: AUTH_MESSAGES.passwordTooShort,
      describedBy: undefined,
    });
    expect(fieldErrorProps(undefined, summary, "alert")).toEqual({
      invalid: false,
      error: undefined,
      describedBy: undefined,
    });
  });
});
