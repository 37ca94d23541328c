/** SAC of "commercial training and coaching services" / other education support: printed on tax invoices. */
export const SAC = "999293";
/** GST on the service, inside the price: 18 % (CGST 9 % + SGST 9 %, or IGST 18 %). */
export const GST_PERCENT = 18;

export interface TaxSplit {
  /** All in paise; taxable + cgst + sgst + igst = total, exactly. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/**
 * Splits a price that includes 18 % GST (docs/decisions/027), in paise:
 * - taxable = total × 100 / 118, rounded to the nearest paisa (half up);
 * - tax = total − taxable, so the parts always add up to the total;
 * - within the seller's state: CGST = tax / 2 rounded half up, SGST = tax − CGST (the odd paisa,
 *   if any, is CGST's); otherwise all of it is IGST.
 * Without GST (no GSTIN set) the whole total is the value and there is no tax.
 */
export function splitTax(total: number, how: { taxed: boolean; intraState: boolean }): TaxSplit {
  if (!how.taxed) return { taxable: total, cgst: 0, sgst: 0, igst: 0, total };
  const taxable = Math.floor((total * 200 + (100 + GST_PERCENT)) / (2 * (100 + GST_PERCENT)));
  const tax = total - taxable;
  if (!how.intraState) return { taxable, cgst: 0, sgst: 0, igst: tax, total };
  const cgst = Math.floor((tax + 1) / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0, total };
}
