import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Language } from "@contract/i18n";
import { stateName } from "@contract/receipts";
import { IST_OFFSET_MS } from "@contract/time";
import PDFDocument from "pdfkit";
import { wordsFor } from "../../lib/i18n";
import type { ReceiptDocument } from "./document";

/**
 * The PDF of a receipt, tax invoice or credit note, drawn from its stored document alone, in the
 * reader's language (docs/decisions/027). The same document and language give the same bytes.
 *
 * One font for every text: Noto Sans Devanagari (SIL Open Font License, fonts/OFL.txt), which has
 * Latin letters and digits too. pdfkit lays text out with fontkit, whose Indic shaper forms the
 * conjuncts, the reordered matras and the reph (receipts.pdf.test.ts compares it with HarfBuzz).
 * Numbers, amounts and ids are written in Latin digits in both languages.
 */

const FONT_DIR = path.join(packageRoot(), "src/server/modules/receipts/fonts");
export const FONT_REGULAR = path.join(FONT_DIR, "NotoSansDevanagari_400Regular.ttf");
export const FONT_BOLD = path.join(FONT_DIR, "NotoSansDevanagari_700Bold.ttf");
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () => {
  fonts ??= { regular: fs.readFileSync(FONT_REGULAR), bold: fs.readFileSync(FONT_BOLD) };
  return fonts;
};

/** Paise as rupees with paise, Indian grouping, Latin digits: 4990000 → "₹49,900.00". */
export function rupeesAndPaise(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(Math.floor(abs / 100));
  return `${sign}₹${rupees}.${String(abs % 100).padStart(2, "0")}`;
}

/** An instant's IST date and time in Latin digits: "31-03-2027", "23:59". */
function istParts(iso: string): { date: string; time: string } {
  const ist = new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString();
  return { date: `${ist.slice(8, 10)}-${ist.slice(5, 7)}-${ist.slice(0, 4)}`, time: ist.slice(11, 16) };
}

const PAGE = { width: 595.28, margin: 48 };
const INNER = PAGE.width - 2 * PAGE.margin;
const INK = "#0f172a";
const MUTED = "#475569";

export async function renderReceiptPdf(document: ReceiptDocument, language: Language): Promise<Buffer> {
  const { t } = wordsFor(language);
  const other: Language = language === "hi" ? "en" : "hi";
  const issued = istParts(document.issuedAt);
  const { regular, bold } = loadFonts();
  const pdf = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    lang: language === "hi" ? "hi-IN" : "en-IN",
    info: {
      Title: `${t(`receipt.title.${document.type}`)} ${document.number}`,
      Author: document.seller.name,
      Producer: "Toppers Connect",
      Creator: "Toppers Connect",
      CreationDate: new Date(document.issuedAt),
    },
    autoFirstPage: true,
  });
  pdf.registerFont("regular", regular);
  pdf.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const x = PAGE.margin;
  // Title in the reader's language, the other language beneath it.
  pdf
    .font("bold")
    .fontSize(20)
    .fillColor(INK)
    .text(t(`receipt.title.${document.type}`), x, PAGE.margin);
  pdf
    .font("regular")
    .fontSize(11)
    .fillColor(MUTED)
    .text(wordsFor(other).t(`receipt.title.${document.type}`));
  const top = PAGE.margin;
  pdf
    .font("regular")
    .fontSize(10)
    .fillColor(INK)
    .text(`${t("receipt.number")}: ${document.number}`, x, top + 4, { width: INNER, align: "right" })
    .text(`${t("receipt.date")}: ${issued.date}`, { width: INNER, align: "right" });
  if (document.reverses) {
    pdf.text(
      t("receipt.reverses", {
        number: document.reverses.number,
        date: istParts(document.reverses.issuedAt).date,
      }),
      { width: INNER, align: "right" },
    );
  }

  let y = 120;
  const columnWidth = (INNER - 24) / 2;
  const block = (left: number, heading: string, lines: string[]) => {
    pdf.font("bold").fontSize(10).fillColor(MUTED).text(heading, left, y, { width: columnWidth });
    pdf.font("regular").fontSize(10).fillColor(INK);
    for (const line of lines) pdf.text(line, { width: columnWidth });
    return pdf.y;
  };
  const { seller, student } = document;
  const stateLine = (code: string | null) =>
    `${t("receipt.state")}: ${code ? `${stateName(code, language)} (${code})` : t("receipt.notStated")}`;
  const sellerLines = [
    seller.name,
    ...(seller.address ? [seller.address] : []),
    ...(seller.gstin ? [`${t("receipt.gstin")}: ${seller.gstin}`] : []),
    ...(seller.state ? [stateLine(seller.state)] : []),
  ];
  const studentLines = [student.name, student.email, stateLine(student.state)];
  const leftEnd = block(x, t("receipt.seller"), sellerLines);
  const rightEnd = block(x + columnWidth + 24, t("receipt.student"), studentLines);
  y = Math.max(leftEnd, rightEnd) + 12;
  if (document.placeOfSupply) {
    pdf
      .font("regular")
      .fontSize(10)
      .fillColor(INK)
      .text(
        `${t("receipt.placeOfSupply")}: ${stateName(document.placeOfSupply, language)} (${document.placeOfSupply})`,
        x,
        y,
      );
    y = pdf.y + 12;
  }

  // The line: description (and SAC) and its value.
  const amountWidth = 110;
  const sacWidth = document.line.sac ? 60 : 0;
  const descWidth = INNER - amountWidth - sacWidth;
  pdf.rect(x, y, INNER, 22).fill("#f1f5f9");
  pdf.font("bold").fontSize(10).fillColor(INK);
  pdf.text(t("receipt.description"), x + 6, y + 6, { width: descWidth - 12 });
  if (document.line.sac) pdf.text(t("receipt.sac"), x + descWidth, y + 6, { width: sacWidth });
  pdf.text(t("receipt.amount"), x + descWidth + sacWidth, y + 6, { width: amountWidth - 6, align: "right" });
  y += 28;
  const starts = istParts(document.line.startsAt);
  pdf.font("regular").fontSize(10).fillColor(INK);
  pdf.text(t("receipt.line", { title: document.line.title }), x + 6, y, { width: descWidth - 12 });
  pdf.fillColor(MUTED).text(
    t("receipt.lineDetails", {
      mentor: document.line.mentor,
      date: starts.date,
      time: starts.time,
      minutes: document.line.durationMinutes,
    }),
    { width: descWidth - 12 },
  );
  const lineEnd = pdf.y;
  pdf.fillColor(INK);
  if (document.line.sac) pdf.text(document.line.sac, x + descWidth, y, { width: sacWidth });
  const { amounts } = document;
  pdf.text(rupeesAndPaise(document.taxed ? amounts.taxable : amounts.total), x + descWidth + sacWidth, y, {
    width: amountWidth - 6,
    align: "right",
  });
  y = lineEnd + 10;
  pdf
    .moveTo(x, y)
    .lineTo(x + INNER, y)
    .strokeColor("#cbd5e1")
    .stroke();
  y += 8;

  // The totals: taxable value and tax lines on a tax invoice (and its credit note), then the total.
  const totalRow = (label: string, value: number, strong = false) => {
    pdf
      .font(strong ? "bold" : "regular")
      .fontSize(strong ? 12 : 10)
      .fillColor(INK);
    pdf.text(label, x + INNER - 300, y, { width: 180, align: "right" });
    pdf.text(rupeesAndPaise(value), x + INNER - 116, y, { width: 110, align: "right" });
    y = pdf.y + 4;
  };
  if (document.taxed) {
    totalRow(t("receipt.taxableValue"), amounts.taxable);
    if (amounts.igst > 0 || (amounts.cgst === 0 && amounts.sgst === 0))
      totalRow(t("receipt.igst"), amounts.igst);
    else {
      totalRow(t("receipt.cgst"), amounts.cgst);
      totalRow(t("receipt.sgst"), amounts.sgst);
    }
  }
  totalRow(t("receipt.total"), amounts.total, true);
  if (document.taxed) {
    pdf
      .font("regular")
      .fontSize(9)
      .fillColor(MUTED)
      .text(t("receipt.inclusive"), x, y, { width: INNER, align: "right" });
    y = pdf.y + 4;
  }
  y += 16;

  // How it was paid (and, on a credit note, why it is reversed).
  pdf.font("bold").fontSize(10).fillColor(MUTED).text(t("receipt.payment"), x, y);
  pdf.font("regular").fontSize(10).fillColor(INK);
  const { payment } = document;
  const method = [
    payment.method === "gateway" ? t("receipt.methodGateway") : t("receipt.methodUpi"),
    ...(payment.utr ? [t("receipt.utr", { utr: payment.utr })] : []),
    ...(payment.gatewayPaymentId ? [t("receipt.gatewayId", { id: payment.gatewayPaymentId })] : []),
  ].join(", ");
  pdf.text(method);
  if (payment.reference) pdf.text(t("receipt.reference", { reference: payment.reference }));
  if (document.reason) {
    pdf.moveDown(0.5);
    pdf.text(document.reason === "refund" ? t("receipt.reasonRefund") : t("receipt.reasonDisapproval"));
    if (document.refundUtr) pdf.text(t("receipt.refundUtr", { utr: document.refundUtr }));
  }

  pdf
    .font("regular")
    .fontSize(8)
    .fillColor(MUTED)
    .text(t("receipt.footer"), x, 780, { width: INNER, align: "center" });
  pdf.end();
  return done;
}

/** The folder holding package.json, found from this file (works from src/ and from the dist/ bundle). */
function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
