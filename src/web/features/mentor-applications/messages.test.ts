import { MAX_AGE, MIN_AGE, mentorApplicationSchema } from "@contract/mentor-applications";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "./locales/en.json";
import hi from "./locales/hi.json";
import { type ApplicationIssue, issueMessage } from "./messages";

const i18n = i18next.createInstance();
await i18n.init({
  lng: "en",
  resources: { en: { "mentor-applications": en }, hi: { "mentor-applications": hi } },
  ns: ["mentor-applications"],
  defaultNS: "mentor-applications",
  interpolation: { escapeValue: false },
});
const tIn = (language: "en" | "hi") => i18n.getFixedT(language, "mentor-applications");

const valid = {
  name: "Meher Bansal",
  email: "meher@example.com",
  phone: "98110 23456",
  dob: "2004-08-17",
  education: "B.Tech, IIT Kanpur",
  experience: "Taught JEE Main Physics for two summers.",
};

/** The issues the contract's schema finds in an application with these changes. */
function issues(changes: Partial<typeof valid>): ApplicationIssue[] {
  const parsed = mentorApplicationSchema.safeParse({ ...valid, ...changes });
  return (parsed.error?.issues ?? []) as ApplicationIssue[];
}

const cases: Array<[string, Partial<typeof valid>]> = [
  ["a date that does not exist", { dob: "2004-02-30" }],
  ["an applicant too young", { dob: `${new Date().getFullYear() - (MIN_AGE - 2)}-01-01` }],
  ["an applicant too old", { dob: `${new Date().getFullYear() - (MAX_AGE + 2)}-01-01` }],
  ["a name that is too long", { name: "x".repeat(121) }],
  ["an experience that is too long", { experience: "y".repeat(4001) }],
];

describe("the application's own messages", () => {
  it.each(cases)("are the schema's English word for word: %s", (_, changes) => {
    const found = issues(changes);
    expect(found).toHaveLength(1);
    const [issue] = found as [ApplicationIssue];
    expect(issueMessage(issue, tIn("en"))).toBe(issue.message);
  });

  it.each(cases)("are Hindi in Hindi, with the same numbers: %s", (_, changes) => {
    const [issue] = issues(changes) as [ApplicationIssue];
    const hindi = issueMessage(issue, tIn("hi"));
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    for (const number of issue.message.match(/\d+/g) ?? []) expect(hindi).toContain(number);
  });
});
