/**
 * The server's words in the reader's language (docs/product.md §10): the emails and their calendar
 * invitations, from the catalogs in src/server/locales/ (i18next, like the web app). Each email is
 * written in its recipient's language (the account's; an applicant's, the page's they applied from).
 */
import { type Language, localeOf } from "@contract/i18n";
import { formatIstDate, formatIstTime, formatRupees } from "@contract/time";
import i18next, { type TFunction } from "i18next";
import en from "../locales/en.json";
import hi from "../locales/hi.json";

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { server: en }, hi: { server: hi } },
  lng: "en",
  fallbackLng: false,
  ns: ["server"],
  defaultNS: "server",
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** What an email needs to speak a language: its words, and its dates, times and rupees. */
export interface Words {
  language: Language;
  t: TFunction<"server">;
  date: (instant: Date) => string;
  time: (instant: Date) => string;
  rupees: (amount: number) => string;
  number: (value: number) => string;
}

export function wordsFor(language: Language): Words {
  const number = new Intl.NumberFormat(localeOf(language));
  return {
    language,
    t: i18n.getFixedT(language, "server") as TFunction<"server">,
    date: (instant) => formatIstDate(instant, language),
    time: (instant) => formatIstTime(instant, language),
    rupees: (amount) => formatRupees(amount, language),
    number: (value) => number.format(value),
  };
}
