import { describe, expect, it } from "vitest";
import { bookingListFilter, bookingListSearch, categoryFrom } from "./list-filter";

describe("booking list filter", () => {
  it("reads one of the nine categories ignoring case and spaces; keeps other text as given", () => {
    expect(categoryFrom("IIT JEE")).toBe("IIT JEE");
    expect(categoryFrom(" iitjee ")).toBe("IIT JEE");
    expect(categoryFrom("cat mentorship")).toBe("CAT Mentorship");
    expect(categoryFrom("Organic Chemistry")).toBe("Organic Chemistry");
    expect(categoryFrom("All")).toBeUndefined();
    expect(categoryFrom("")).toBeUndefined();
    expect(categoryFrom(null)).toBeUndefined();
  });

  it("reads and writes the address", () => {
    expect(bookingListFilter(new URLSearchParams("category=neet&tab=onetoone"))).toEqual({
      type: "onetoone",
      category: "NEET",
    });
    expect(bookingListFilter(new URLSearchParams("tab=nonsense"))).toEqual({
      type: "group",
      category: undefined,
    });
    expect(bookingListSearch({ type: "group", category: undefined }).toString()).toBe("");
    expect(bookingListSearch({ type: "onetoone", category: "IIT JEE" }).toString()).toBe(
      "category=IIT+JEE&tab=onetoone",
    );
  });
});
