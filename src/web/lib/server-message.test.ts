import { describe, expect, it } from "vitest";
import { i18n, startI18n } from "./i18n";
import { translateMessage } from "./server-message";

describe("the API's messages in the reader's language", () => {
  it("keeps English as the server sent it, and gives Hindi by code or by the English words", async () => {
    await startI18n("en");
    expect(translateMessage("No seats left for this session.", "booking.noSeats")).toBe(
      "No seats left for this session.",
    );

    await i18n.changeLanguage("hi");
    expect(translateMessage("No seats left for this session.", "booking.noSeats")).toBe(
      "इस सेशन में कोई सीट खाली नहीं है।",
    );
    // The contract's own validation text, checked in the browser, has no code: its words find it.
    expect(translateMessage("Please enter a valid 10-digit mobile number.")).toBe(
      "कृपया सही 10 अंकों का मोबाइल नंबर लिखें।",
    );
    expect(translateMessage("Payment marked as paid", "payment.marked", { p0: "paid" })).toBe(
      "पेमेंट को paid मार्क किया गया",
    );
    // A text the catalog does not know stays as it came.
    expect(translateMessage("Something new from the server.")).toBe("Something new from the server.");
    await i18n.changeLanguage("en");
  });
});
