import { useMemo } from "react";
import { useFormat } from "@/lib/i18n";
import { formatLongDate, formatShortDate } from "./dates";

export type ArticleDates = {
  /** The featured articles' and the article page's date: "November 15, 2026" / "15 नवंबर 2026". */
  long: (isoDate: string) => string;
  /** The cards' date: "08 Nov 2026" / "08 नव॰ 2026". */
  short: (isoDate: string) => string;
};

/**
 * Article dates in the language being shown. The English keeps its own hand-made formats
 * (docs/product.md §3, see dates.ts); the Hindi is Intl's, in IST like every date of the app (an
 * ISO date is UTC midnight, which is the same day in IST).
 */
export function useArticleDates(): ArticleDates {
  const f = useFormat();
  return useMemo(
    () =>
      f.language === "hi"
        ? {
            long: f.dateWith({ day: "numeric", month: "long", year: "numeric" }),
            short: f.dateWith({ day: "2-digit", month: "short", year: "numeric" }),
          }
        : { long: formatLongDate, short: formatShortDate },
    [f],
  );
}
