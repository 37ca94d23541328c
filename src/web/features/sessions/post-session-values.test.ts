import { SESSION_MESSAGES } from "@contract/sessions";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { i18n, startI18n } from "@/lib/i18n";
import "./i18n";
import {
  EMPTY_VALUES,
  isPastTime,
  missingFields,
  type PostSessionValues,
  parseNumber,
  parseSubjects,
  postSessionFormSchema,
  SCHEMA_TEXTS,
  serverFieldErrors,
  type Translate,
  toBody,
  todayInIndia,
} from "./post-session-values";

// The app's own translations, started in English with this feature's catalog (./i18n registers it).
await startI18n("en");
const t = (): Translate => i18n.getFixedT(null, "sessions") as Translate;
const DEVANAGARI = /[\u0900-\u097F]/;
afterEach(async () => {
  await i18n.changeLanguage("en");
});

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
    expect(Object.keys(missingFields(EMPTY_VALUES, false, t()))).toEqual([
      "title",
      "subject",
      "category",
      "date",
      "time",
      "price",
      "seats",
    ]);
    expect(Object.keys(missingFields({ ...filled, type: "onetoone", seats: "" }, false, t()))).toEqual([]);
    expect(Object.keys(missingFields(filled, true, t()))).toEqual(["mentorId"]);
  });

  it("builds the body the server expects", () => {
    const { body, errors } = toBody(filled, false, t(), NOW);
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
    expect(toBody({ ...filled, type: "onetoone", seats: "" }, false, t(), NOW).body).toMatchObject({
      seats: 1,
    });
    expect(toBody({ ...filled, mentorId: "m1" }, true, t(), NOW).body).toMatchObject({ mentorId: "m1" });
  });

  it("refuses fractions, negative prices, slots out of 1 to 50 and the past", () => {
    expect(toBody({ ...filled, price: "12.5" }, false, t(), NOW).errors).toEqual({
      price: "Prices are whole rupees.",
    });
    expect(toBody({ ...filled, price: "-1" }, false, t(), NOW).errors).toEqual({
      price: "The price cannot be negative.",
    });
    expect(toBody({ ...filled, seats: "51" }, false, t(), NOW).errors).toEqual({
      seats: "Total slots can be at most 50.",
    });
    expect(toBody({ ...filled, seats: "0" }, false, t(), NOW).errors).toEqual({
      seats: "Total slots must be at least 1.",
    });
    expect(toBody({ ...filled, date: "2026-03-10", time: "11:00" }, false, t(), NOW).errors).toEqual({
      date: SESSION_MESSAGES.inPast,
    });
  });

  it("says what each required field needs, and the browser's own checks, in the English it always had", () => {
    expect(missingFields(EMPTY_VALUES, true, t())).toMatchObject({
      mentorId: "Choose the mentor who will run this session.",
      price: "Enter a price in rupees (0 for a free session).",
      seats: "Enter the total slots (1 to 50).",
    });
    expect(toBody({ ...filled, price: "abc", seats: "x" }, false, t(), NOW).errors).toEqual({
      price: "Enter the price as a whole number of rupees, for example 499.",
      seats: "Enter a whole number from 1 to 50.",
    });
    const many = Array.from({ length: 9 }, (_, i) => `Subject ${i}`).join(",");
    expect(toBody({ ...filled, subjects: many }, false, t(), NOW).errors).toEqual({
      subjects: "Add at most 8 further subjects.",
    });
    expect(toBody({ ...filled, subjects: "x".repeat(61) }, false, t(), NOW).errors).toEqual({
      subjects: "Each subject can be at most 60 characters.",
    });
    // zod's own words where the schema names none: as they always were.
    expect(toBody({ ...filled, price: "200000" }, false, t(), NOW).errors?.price).toMatch(/^Too big/);
  });

  it("has the schema's own texts in its English catalog word for word", () => {
    for (const { text, key, values } of SCHEMA_TEXTS) expect(t()(key, values)).toBe(text);
  });

  it("says it all in Hindi, with the same numbers", async () => {
    await i18n.changeLanguage("hi");
    const required = missingFields(EMPTY_VALUES, true, t());
    expect(Object.keys(required)).toHaveLength(8);
    for (const text of Object.values(required)) expect(text).toMatch(DEVANAGARI);
    expect(required.seats).toContain("1");
    expect(required.seats).toContain("50");

    const wrong = (values: Partial<PostSessionValues>) =>
      toBody({ ...filled, ...values }, false, t(), NOW).errors;
    const hindi = [
      wrong({ price: "12.5" })?.price,
      wrong({ price: "-1" })?.price,
      wrong({ price: "abc" })?.price,
      wrong({ seats: "0" })?.seats,
      wrong({ seats: "51" })?.seats,
      wrong({ seats: "2.5" })?.seats,
      wrong({ subjects: "x".repeat(61) })?.subjects,
      wrong({ date: "2026-03-10", time: "11:00" })?.date,
    ];
    for (const text of hindi) expect(text).toMatch(DEVANAGARI);
    expect(wrong({ price: "200000" })?.price).toMatch(DEVANAGARI);
    expect(wrong({ price: "200000" })?.price).toContain("1,00,000");
    expect(wrong({ seats: "51" })?.seats).toContain("50");

    const refused = new ApiError(400, "Bad Request", {
      issues: [
        { field: "body.price", message: "Prices are whole rupees." },
        { field: "body.mentorId", message: "That mentor does not exist.", code: "postSession.noSuchMentor" },
        { field: "body.title", message: "Something only the server says." },
      ],
    });
    expect(serverFieldErrors(refused, t())).toEqual({
      price: i18n.t("sessions:schema.wholeRupees"),
      mentorId: i18n.t("messages:postSession.noSuchMentor"),
      title: "Something only the server says.",
    });
    expect(serverFieldErrors(refused, t()).mentorId).toMatch(DEVANAGARI);
  });

  it("is the form's schema: the missing fields alone first, then the contract's rules, then the body", () => {
    const issues = (values: PostSessionValues, choosesMentor = false) =>
      Object.fromEntries(
        (postSessionFormSchema(choosesMentor, t()).safeParse(values).error?.issues ?? []).map((issue) => [
          issue.path.join("."),
          issue.message,
        ]),
      );
    // A wrong price says nothing while a required field is still empty.
    const { price: _given, ...missing } = missingFields(EMPTY_VALUES, false, t());
    expect(issues({ ...EMPTY_VALUES, price: "12.5" })).toEqual(missing);
    // The schema checks against the clock: a date far ahead.
    const future = { ...filled, date: "2099-03-11" };
    expect(issues(future, true)).toEqual({ mentorId: "Choose the mentor who will run this session." });
    expect(issues({ ...future, price: "12.5", seats: "51" })).toEqual({
      price: "Prices are whole rupees.",
      seats: "Total slots can be at most 50.",
    });
    const parsed = postSessionFormSchema(false, t()).safeParse(future);
    expect(parsed.data).toEqual(toBody(future, false, t()).body);
    expect(postSessionFormSchema(true, t()).safeParse({ ...future, mentorId: "m1" }).data).toMatchObject({
      mentorId: "m1",
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
    expect(serverFieldErrors(error, t())).toEqual({ title: "Too long.", mentorId: "Choose a mentor." });
    expect(serverFieldErrors(new Error("x"), t())).toEqual({});
  });
});
