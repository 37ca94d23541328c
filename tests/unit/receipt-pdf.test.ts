import { readFileSync } from "node:fs";
import * as hb from "harfbuzzjs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import type { ReceiptDocument } from "../../src/server/modules/receipts/document";
import { FONT_BOLD, FONT_REGULAR, renderReceiptPdf } from "../../src/server/modules/receipts/render-pdf";

/*
 * The receipt PDF in Hindi (docs/decisions/027): Devanagari shaped as HarfBuzz shapes it (conjuncts,
 * reordered matras, the reph), and its text there to be found, with amounts and ids in Latin digits.
 */

const WORDS = ["प्रमाणपत्र", "रसीद", "कि", "र्क", "क्रेडिट नोट", "टैक्स इनवॉइस", "कर्नाटक", "महाराष्ट्र", "₹499.00"];

/** The glyph ids pdfkit lays out for a text in a font (fontkit's shaping, what the PDF draws). */
function pdfkitGlyphs(font: string, text: string): number[] {
  const doc = new PDFDocument();
  doc.registerFont("f", font);
  doc.font("f");
  const embedded = (doc as unknown as { _font: { layout(t: string): { glyphs: { id: number }[] } } })._font;
  return embedded.layout(text).glyphs.map((g) => g.id);
}

function harfbuzzGlyphs(font: string, text: string): number[] {
  const bytes = readFileSync(font);
  const blob = new hb.Blob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const face = new hb.Face(blob);
  const hbFont = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(hbFont, buffer);
  return buffer.getGlyphInfos().map((g) => g.codepoint);
}

const sample: ReceiptDocument = {
  version: 1,
  type: "receipt",
  number: "TCR/2627/000042",
  issuedAt: "2026-11-27T06:00:00.000Z",
  seller: { name: "Toppers Connect", address: null, gstin: null, state: null },
  student: { name: "आशा वर्मा", email: "asha@example.com", state: "09" },
  placeOfSupply: "09",
  taxed: false,
  line: {
    title: "NEET Physics: Rotational Motion",
    mentor: "Rohan Mehta",
    startsAt: "2026-11-28T13:30:00.000Z",
    durationMinutes: 90,
    sac: null,
  },
  amounts: { taxable: 49900, cgst: 0, sgst: 0, igst: 0, total: 49900 },
  payment: { reference: "TC4K7M2Q9P", method: "upi", utr: "412345678901", gatewayPaymentId: null },
  reverses: null,
  reason: null,
  refundUtr: null,
};

async function textOf(pdf: Buffer): Promise<string> {
  const loaded = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, verbosity: 0 })
    .promise;
  const page = await loaded.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ("str" in item ? item.str : "")).join("\n");
}

describe("the receipt PDF in Hindi", () => {
  it("shapes Devanagari exactly as HarfBuzz does, in both weights", () => {
    for (const font of [FONT_REGULAR, FONT_BOLD]) {
      for (const word of WORDS) expect(pdfkitGlyphs(font, word), word).toEqual(harfbuzzGlyphs(font, word));
    }
    // Shaped, not spelled out: the conjunct प्र is one glyph, and कि draws its matra first.
    expect(harfbuzzGlyphs(FONT_REGULAR, "प्र")).toHaveLength(1);
    const ki = harfbuzzGlyphs(FONT_REGULAR, "कि");
    expect(ki[1]).toBe(harfbuzzGlyphs(FONT_REGULAR, "क")[0]);
  });

  it("holds the Hindi title, the English one, the number and the amount in Latin digits", async () => {
    const pdf = await renderReceiptPdf(sample, "hi");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await textOf(pdf);
    expect(text).toContain("रसीद");
    expect(text).toContain("Receipt");
    expect(text).toContain("TCR/2627/000042");
    expect(text).toContain("₹499.00");
    expect(text).toContain("27-11-2026");
    expect(text).toContain("412345678901");
    expect(text).not.toMatch(/[०-९]/);
    // The same document and language: the same bytes.
    expect((await renderReceiptPdf(sample, "hi")).equals(pdf)).toBe(true);
  });

  it("a tax invoice's credit note names the receipt it reverses and splits the tax", async () => {
    const note: ReceiptDocument = {
      ...sample,
      type: "credit_note",
      number: "TCC/2627/000003",
      seller: {
        name: "Toppers Connect Private Limited",
        address: "12 MG Road",
        gstin: "29AAACT1234A1ZX",
        state: "29",
      },
      taxed: true,
      line: { ...sample.line, sac: "999293" },
      amounts: { taxable: 42288, cgst: 0, sgst: 0, igst: 7612, total: 49900 },
      reverses: { number: "TCR/2627/000042", issuedAt: "2026-11-27T06:00:00.000Z" },
      reason: "refund",
      refundUtr: "512345678901",
    };
    const text = await textOf(await renderReceiptPdf(note, "en"));
    for (const expected of [
      "Credit note",
      "TCC/2627/000003",
      "Reverses receipt TCR/2627/000042 of 27-11-2026",
      "29AAACT1234A1ZX",
      "999293",
      "IGST @ 18%",
      "₹422.88",
      "₹76.12",
      "₹499.00",
      "Refund UTR 512345678901",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("CGST");
  });
});
