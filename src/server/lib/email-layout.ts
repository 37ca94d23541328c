/**
 * One layout for every email we send: a table layout with inline styles (what mail clients render
 * reliably), readable on a phone, with a plain-text twin carrying the same words. Every piece of
 * text is HTML-escaped here, so callers pass plain strings (names, session titles) as they are.
 */

import type { Words } from "./i18n";

export const PRODUCT_NAME = "Toppers Connect";

export interface EmailContent {
  /** The preview line mail clients show after the subject; hidden in the body. */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  /** A button; its URL must be http(s) and is also printed as a plain link for clients that hide buttons. */
  action?: { label: string; url: string };
  /** Small print under the button, e.g. "If you did not ask for this, ignore this email." */
  footnote?: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const BRAND = "#1d4ed8";
const INK = "#111827";
const MUTED = "#4b5563";
const FONT =
  "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** An email in its recipient's language (`words`): the layout's own words follow it too. */
export function renderEmail(content: EmailContent, words: Words): RenderedEmail {
  if (content.action) assertWebUrl(content.action.url);
  return { html: renderHtml(content, words), text: renderText(content, words) };
}

function assertWebUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Email action URL is not a valid URL: ${url}`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new Error(`Email action URL must be http(s): ${url}`);
  }
}

function renderText({ heading, paragraphs, action, footnote }: EmailContent, { t }: Words): string {
  const blocks = [heading, ...paragraphs];
  if (action) blocks.push(`${action.label}:\n${action.url}`);
  if (footnote) blocks.push(footnote);
  blocks.push(`--\n${t("layout.footer")}`);
  return `${blocks.join("\n\n")}\n`;
}

function renderHtml(
  { preheader, heading, paragraphs, action, footnote }: EmailContent,
  { t, language }: Words,
): string {
  const p = (text: string, style: string) => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
  const body = paragraphs.map((text) => p(text, `font-size:16px;line-height:24px;color:${INK};`)).join("\n");
  const button = action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;">
<tr><td style="border-radius:6px;background:${BRAND};">
<a href="${escapeHtml(action.url)}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>
</td></tr>
</table>
${p(t("layout.buttonFallback"), `font-size:14px;line-height:20px;color:${MUTED};`)}
<p style="margin:0 0 16px;font-size:14px;line-height:20px;word-break:break-all;"><a href="${escapeHtml(action.url)}" style="color:${BRAND};">${escapeHtml(action.url)}</a></p>`
    : "";
  const small = footnote ? p(footnote, `font-size:14px;line-height:20px;color:${MUTED};`) : "";
  const hidden = preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;" aria-hidden="true">${escapeHtml(preheader)}</div>`
    : "";
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;">
${hidden}
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:${FONT};">
<tr><td style="padding:20px 24px;background:${BRAND};border-radius:8px 8px 0 0;font-size:20px;font-weight:700;color:#ffffff;">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${INK};">${escapeHtml(heading)}</h1>
${body}
${button}
${small}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:13px;line-height:18px;color:${MUTED};">${escapeHtml(t("layout.footer"))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
