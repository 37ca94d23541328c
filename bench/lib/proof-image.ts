import sharp from "sharp";

/**
 * A 360 × 640 PNG that looks like a phone's UPI "payment successful" screen, the kind of screenshot
 * students upload as their proof: a status bar, a green tick, the amount, payee, UPI transaction id
 * and a few rows of details, with a soft gradient so that it does not compress to nothing (real
 * screenshots are 20–40 KB at this size and more). Made once per run.
 */
export async function paymentScreenshotPng(options: { amount: number; utr: string }): Promise<Buffer> {
  const rupees = new Intl.NumberFormat("en-IN").format(options.amount);
  const rows: Array<[string, string]> = [
    ["Paid to", "Toppers Connect"],
    ["UPI ID", "toppersconnect.demo@upi"],
    ["From", "Ananya Iyer (XXXXXX4821)"],
    ["UPI transaction ID", options.utr],
    ["Google transaction ID", "CICAgOj4r9G2Ww"],
    ["Date", "22 Nov 2026, 7:42 pm"],
    ["Note", "TC-7F3K9Q2M"],
  ];
  const detail = rows
    .map(
      ([label, value], i) =>
        `<text x="28" y="${388 + i * 34}" font-size="12" fill="#5f6368">${label}</text>` +
        `<text x="332" y="${388 + i * 34}" font-size="13" fill="#202124" text-anchor="end">${value}</text>` +
        `<line x1="28" x2="332" y1="${399 + i * 34}" y2="${399 + i * 34}" stroke="#e8eaed"/>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640" font-family="DejaVu Sans, sans-serif">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="#e6f4ea"/><stop offset="0.45" stop-color="#ffffff"/><stop offset="1" stop-color="#f1f3f4"/>
    </linearGradient>
    <radialGradient id="tick" cx="0.4" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#34a853"/><stop offset="1" stop-color="#188038"/>
    </radialGradient>
  </defs>
  <rect width="360" height="640" fill="url(#bg)"/>
  <text x="20" y="20" font-size="12" fill="#202124">19:42</text>
  <text x="340" y="20" font-size="12" fill="#202124" text-anchor="end">4G ▂▄▆ 76%</text>
  <circle cx="180" cy="120" r="44" fill="url(#tick)"/>
  <path d="M158 121 l15 15 l30 -32" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="180" y="212" font-size="40" font-weight="bold" fill="#202124" text-anchor="middle">₹${rupees}</text>
  <text x="180" y="246" font-size="16" fill="#188038" text-anchor="middle">Payment successful</text>
  <text x="180" y="272" font-size="13" fill="#5f6368" text-anchor="middle">to Toppers Connect · toppersconnect.demo@upi</text>
  <rect x="16" y="300" width="328" height="320" rx="14" fill="#ffffff" stroke="#dadce0"/>
  <text x="28" y="336" font-size="15" font-weight="bold" fill="#202124">Transaction details</text>
  <text x="28" y="358" font-size="11" fill="#5f6368">State Bank of India •••• 4821</text>
  ${detail}
</svg>`;
  // A 256-colour palette, as many phones save screenshots: about 24 KB.
  return sharp(Buffer.from(svg)).png({ palette: true, quality: 100, compressionLevel: 9 }).toBuffer();
}
