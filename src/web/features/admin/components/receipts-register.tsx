import { istDate } from "@contract/time";
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useT } from "../i18n";

/**
 * The month's register of receipts and credit notes as CSV, for the accountant (docs/decisions/027):
 * a month picker and a plain download link.
 */
export function ReceiptsRegister() {
  const t = useT();
  const id = useId();
  const [month, setMonth] = useState(() => istDate(new Date()).slice(0, 7));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 border-t border-slate-200 pt-5">
      <h3 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        {t("receipts.title")}
      </h3>
      <p className="text-sm text-slate-700">{t("receipts.description")}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <Label htmlFor={id}>{t("receipts.month")}</Label>
          <Input
            id={id}
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className="w-44"
          />
        </div>
        {valid ? (
          <a
            href={`/api/admin/receipts/register.csv?month=${month}`}
            download
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Download aria-hidden="true" className="size-4" />
            {t("receipts.download")}
          </a>
        ) : null}
      </div>
    </section>
  );
}
