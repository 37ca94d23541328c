import { SESSION_MESSAGES } from "@contract/sessions";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import {
  EMPTY_VALUES,
  isPastTime,
  missingFields,
  type PostSessionValues,
  parseNumber,
  parseSubjects,
  serverFieldErrors,
  toBody,
  todayInIndia,
} from "./post-session-values";

const NOW = new Date("2026-03-10T06:30:00Z"); // 12:00 noon in India

const filled: PostSessionValues = {
  ...EMPTY_VALUES,
  title: " Organic Chemistry: named reactions ",
  subject: "Chemistry",
  category: "NEET",
  subjects: "Organic Chemistry, , organic chemistry,Mock Test Review ",
  date: "2026-03-11",
  time: "18:00",
  price: "499",
  seats: "20",
};

describe("post session values", () => {
  it("trims the further subjects and drops empty and repeated ones", () => {
    expect(parseSubjects(" Physics ,, physics, Organic  Chemistry,")).toEqual([
      "Physics",
      "Organic Chemistry",
    ]);
  });

  it("reads numbers as typed, and nothing else", () => {
    expect(parseNumber("499")).toBe(499);
    expect(parseNumber(" 1,499 ")).toBe(1499);
    expect(parseNumber("12.5")).toBe(12.5);
    expect(parseNumber("-3")).toBe(-3);
    expect(parseNumber("abc")).toBeNull();
    expect(parseNumber("")).toBeNull();
  });

  it("lists the required fields left empty: slots only for a group, the mentor only for an admin", () => {
    expect(Object.keys(missingFields(EMPTY_VALUES, false))).toEqual([
      "title",
      "subject",
      "category",
      "date",
      "time",
      "price",
      "seats",
    ]);
    expect(Object.keys(missingFields({ ...filled, type: "onetoone", seats: "" }, false))).toEqual([]);
    expect(Object.keys(missingFields(filled, true))).toEqual(["mentorId"]);
  });

  it("builds the body the server expects", () => {
    const { body, errors } = toBody(filled, false, NOW);
    expect(errors).toBeNull();
    expect(body).toMatchObject({
      title: "Organic Chemistry: named reactions",
      subjects: ["Organic Chemistry", "Mock Test Review"],
      durationMinutes: 60,
      price: 499,
      seats: 20,
      type: "group",
    });
    expect(body).not.toHaveProperty("mentorId");
    expect(toBody({ ...filled, type: "onetoone", seats: "" }, false, NOW).body).toMatchObject({ seats: 1 });
    expect(toBody({ ...filled, mentorId: "m1" }, true, NOW).body).toMatchObject({ mentorId: "m1" });
  });

  it("refuses fractions, negative prices, slots out of 1 to 50 and the past", () => {
    expect(toBody({ ...filled, price: "12.5" }, false, NOW).errors).toEqual({
      price: "Prices are whole rupees.",
    });
    expect(toBody({ ...filled, price: "-1" }, false, NOW).errors).toEqual({
      price: "The price cannot be negative.",
    });
    expect(toBody({ ...filled, seats: "51" }, false, NOW).errors).toEqual({
      seats: "Total slots can be at most 50.",
    });
    expect(toBody({ ...filled, seats: "0" }, false, NOW).errors).toEqual({
      seats: "Total slots must be at least 1.",
    });
    expect(toBody({ ...filled, date: "2026-03-10", time: "11:00" }, false, NOW).errors).toEqual({
      date: SESSION_MESSAGES.inPast,
    });
  });

  it("knows today and the hours already begun in India", () => {
    expect(todayInIndia(new Date("2026-03-10T19:00:00Z"))).toBe("2026-03-11");
    expect(isPastTime("2026-03-10", "12:00", NOW)).toBe(true);
    expect(isPastTime("2026-03-10", "13:00", NOW)).toBe(false);
    expect(isPastTime("", "09:00", NOW)).toBe(false);
  });

  it("reads the field problems of a 400 answer", () => {
    const error = new ApiError(400, "Bad Request", {
      issues: [
        { field: "body.title", message: "Too long." },
        { field: "body.mentorId", message: "Choose a mentor." },
        { field: "query.x", message: "ignored" },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({ title: "Too long.", mentorId: "Choose a mentor." });
    expect(serverFieldErrors(new Error("x"))).toEqual({});
  });
});
