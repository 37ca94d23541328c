import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createKeyring } from "../../lib/keyring";
import { bookingReference } from "../bookings/payment-request";
import { findReference, readUpiNarration, utrFromReference } from "./upi-narration";

describe("readUpiNarration", () => {
  it.each([
    [
      "ICICI",
      "UPI/412345678901/Payment from Asha/asha.verma@okicici/ICICI Bank",
      { utr: "412345678901", payerName: "Asha", payerVpa: "asha.verma@okicici" },
    ],
    [
      "ICICI, no name in the note",
      "UPI/412345678902/TC7K3M9QXA/rahul.g@okaxis/Axis Bank/AXI5e6f7g8h",
      { utr: "412345678902", payerName: null, payerVpa: "rahul.g@okaxis" },
    ],
    [
      "HDFC",
      "UPI-ASHA VERMA-ASHAVERMA@OKHDFCBANK-HDFC0001234-412345678901-TC1234 BOOKING",
      { utr: "412345678901", payerName: "ASHA VERMA", payerVpa: "ashaverma@okhdfcbank" },
    ],
    [
      "HDFC, a UPI id with a dash in it",
      "UPI-SNEHA PATIL-SNEHA-PATIL@OKAXIS-UTIB0000123-412345678903-REFUND",
      { utr: "412345678903", payerName: "SNEHA PATIL", payerVpa: "sneha-patil@okaxis" },
    ],
    [
      "SBI",
      "UPI/CR/412345678901/ASHA VERMA/SBIN/asha@oksbi/TC1234",
      { utr: "412345678901", payerName: "ASHA VERMA", payerVpa: "asha@oksbi" },
    ],
    [
      "SBI, by transfer",
      "BY TRANSFER-UPI/CR/412345678904/KARAN MALHOTR/HDFC/karanm@okhdfcbank/UPI",
      { utr: "412345678904", payerName: "KARAN MALHOTR", payerVpa: "karanm@okhdfcbank" },
    ],
    [
      "SBI, a payout",
      "TO TRANSFER-UPI/DR/412345678905/ANJALI MENON/UTIB/anjali.menon@okaxis/Payout",
      { utr: "412345678905", payerName: "ANJALI MENON", payerVpa: "anjali.menon@okaxis" },
    ],
    [
      "Axis",
      "UPI/P2A/412345678906/MOHIT CHAUHAN/State Bank Of India/UPI",
      { utr: "412345678906", payerName: "MOHIT CHAUHAN", payerVpa: null },
    ],
    [
      "Kotak",
      "UPI/ASHA VERMA/412345678901/TC7K3M9QXA",
      { utr: "412345678901", payerName: "ASHA VERMA", payerVpa: null },
    ],
    [
      "IMPS, dashes",
      "IMPS-412345678907-ARJUN MEHTA-KKBK-XXXXXXXX4321-TC4M8R2T6W",
      { utr: "412345678907", payerName: "ARJUN MEHTA", payerVpa: null },
    ],
    [
      "IMPS, mobile money transfer",
      "MMT/IMPS/412345678908/NISHA GUPTA/HDFC0001234",
      { utr: "412345678908", payerName: "NISHA GUPTA", payerVpa: null },
    ],
    [
      "a UPI id alone in an unknown layout",
      "UPI CREDIT ROHIT BANSAL rohit.b@okaxis",
      { utr: null, payerName: null, payerVpa: "rohit.b@okaxis" },
    ],
    [
      "NEFT",
      "NEFT CR-SBIN0001234-PRIYA NAIR-TOPPERS CONNECT-SBINN52026040212345",
      { utr: null, payerName: null, payerVpa: null },
    ],
    ["bank charges", "SMS CHARGES FOR MAR 2026 INCL GST", { utr: null, payerName: null, payerVpa: null }],
  ])("reads %s", (_bank, narration, expected) => {
    expect(readUpiNarration(narration)).toEqual(expected);
  });

  it("takes a phone number inside a UPI id for neither the UTR nor a name", () => {
    expect(readUpiNarration("UPI-VIKRAM SINGH-919876543210@PAYTM-PYTM0123456-412345678909-BOOKING")).toEqual({
      utr: "412345678909",
      payerName: "VIKRAM SINGH",
      payerVpa: "919876543210@paytm",
    });
  });

  it("never throws, whatever the narration", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.stringMatching(/^[UPI/\-0-9A-Z@. ]{0,80}$/),
        (any, upiish) => {
          for (const text of [any, upiish, `UPI/${upiish}`, `UPI-${upiish}`]) {
            const details = readUpiNarration(text);
            if (details.utr !== null) expect(details.utr).toMatch(/^\d{12}$/);
            if (details.payerVpa !== null) expect(details.payerVpa).toContain("@");
          }
        },
      ),
    );
  });
});

describe("utrFromReference", () => {
  it("reads the RRN HDFC pads to 16 digits, and nothing else", () => {
    expect(utrFromReference("0000612345678901")).toBe("612345678901");
    expect(utrFromReference("612345678901")).toBe("612345678901");
    expect(utrFromReference("0000000000000000")).toBeNull();
    expect(utrFromReference("SBINN52026040212345")).toBeNull();
    expect(utrFromReference("005123")).toBeNull();
    expect(utrFromReference(null)).toBeNull();
  });
});

describe("findReference", () => {
  const keyring = createKeyring("test-secret-for-statements");
  const reference = bookingReference(keyring, "student-asha", "session-neet-physics");

  it("finds the reference the UPI link carries, however the bank prints the note", () => {
    expect(reference).toMatch(/^TC[0-9A-HJKMNP-TV-Z]{8}$/);
    for (const narration of [
      `UPI-ASHA VERMA-ASHAVERMA@OKHDFCBANK-HDFC0001234-412345678901-TOPPERS CONNECT ${reference}`,
      `UPI/412345678901/Toppers Connect ${reference.toLowerCase()}/asha@okicici/ICICI Bank`,
      `BY TRANSFER-UPI/CR/412345678901/ASHA VERMA/SBIN/asha@oksbi/${reference}`,
      `UPI-ASHA VERMA-ASHA@YBL-YESB0YBLUPI-412345678901-TOPPERSCONNECT${reference}`,
      `UPI/ASHA VERMA/412345678901/${reference}`,
    ]) {
      expect(findReference(narration), narration).toBe(reference);
    }
  });

  it("reads O as 0 and I or L as 1, as Crockford's base-32 does", () => {
    expect(findReference("UPI/ASHA/412345678901/TC7K3M9QXO")).toBe("TC7K3M9QX0");
    expect(findReference("UPI/ASHA/412345678901/tcl23i5678")).toBe("TC12315678");
  });

  it("does not take other words for a reference", () => {
    for (const narration of [
      "UPI-KAVYA IYER-MENTOR.KAVYA@OKSBI-SBIN0005678-612345678903-PAYOUT TCPO2604",
      "UPI/412345678901/Payment/tc12345678@okaxis/Axis Bank",
      "NEFT CR-TCBL0001234-PRIYA NAIR",
      "UPI/ASHA/412345678901/TCUUUUUUUU",
      "SMS CHARGES",
    ]) {
      expect(findReference(narration), narration).toBeNull();
    }
  });

  it("finds every reference the booking code makes", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.string({ minLength: 1, maxLength: 20 }),
        (student, session) => {
          const made = bookingReference(keyring, student, session);
          expect(
            findReference(`UPI/CR/412345678901/ASHA VERMA/SBIN/asha@oksbi/Toppers Connect ${made}`),
          ).toBe(made);
        },
      ),
    );
  });
});
