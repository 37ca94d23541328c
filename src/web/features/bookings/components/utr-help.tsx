import { ChevronDown } from "lucide-react";
import { useT } from "../i18n";

/**
 * The apps most students pay with, by the name they know them by. `key` names the app's line in the
 * catalog (utrHelp.apps.<key>), which quotes the label the app shows the UTR under.
 */
const APPS = [
  { name: "Google Pay", key: "gpay" },
  { name: "PhonePe", key: "phonepe" },
  { name: "Paytm", key: "paytm" },
] as const;

/**
 * "Where to find your UTR", beside the UTR field: the UTR is what an admin finds in the platform's
 * bank statement (docs/product.md §2.11, §10.3), and each app calls it something else. A native
 * disclosure: it opens by keyboard and without JavaScript, and a screen reader says it is collapsed.
 */
export function UtrHelp() {
  const t = useT();
  return (
    <details className="group rounded-xl border border-slate-200 bg-slate-50">
      <summary className="flex cursor-pointer items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600">
        {t("utrHelp.summary")}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="space-y-3 border-t border-slate-200 px-4 py-3 text-sm leading-relaxed text-slate-700">
        <p>{t("utrHelp.intro")}</p>
        <dl className="space-y-2">
          {APPS.map(({ name, key }) => (
            <div key={key}>
              <dt className="font-semibold text-slate-900">{name}</dt>
              <dd>{t(`utrHelp.apps.${key}`)}</dd>
            </div>
          ))}
        </dl>
        <p>{t("utrHelp.otherApps")}</p>
      </div>
    </details>
  );
}
