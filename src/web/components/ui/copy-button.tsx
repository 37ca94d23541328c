import { Check, Copy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { useCommonT } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { Button } from "./button";

type CopyButtonProps = {
  /** The exact text put on the clipboard. */
  value: string;
  /** What is copied, for the button's name and the toast: "UPI ID" → "Copy UPI ID", "UPI ID copied". */
  what: string;
  className?: string;
};

/** The clipboard, when this browser lets the page write to it (secure context, supported API). */
function clipboard(): Clipboard | null {
  if (typeof navigator === "undefined" || !window.isSecureContext) return null;
  return typeof navigator.clipboard?.writeText === "function" ? navigator.clipboard : null;
}

/**
 * Copies `value` and says so (a toast, and a tick for two seconds). Where the clipboard cannot be
 * written (an old browser, a page not served over HTTPS, a refused permission) it shows the text in
 * a selected read-only field instead, so it can be copied by hand.
 */
export function CopyButton({ value, what, className }: CopyButtonProps) {
  const t = useCommonT();
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  useEffect(() => {
    if (!manual) return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [manual]);

  const copy = async () => {
    const target = clipboard();
    if (target) {
      try {
        await target.writeText(value);
        setCopied(true);
        setManual(false);
        toast.success(t("copy.copiedToast", { what }));
        return;
      } catch {
        // Refused (no permission, page not focused): fall through to copying by hand.
      }
    }
    setManual(true);
  };

  return (
    <div className={cn("flex min-w-0 flex-col items-end gap-2", className)}>
      <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={t("copy.label", { what })}>
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        <span aria-hidden="true">{copied ? t("copy.copied") : t("copy.copy")}</span>
      </Button>
      {manual ? (
        <div className="w-full min-w-0 max-w-64 space-y-1">
          <input
            ref={fieldRef}
            readOnly
            value={value}
            aria-label={what}
            aria-describedby={hintId}
            onFocus={(event) => event.currentTarget.select()}
            className="block h-9 w-full min-w-0 rounded-md border border-slate-500 bg-white px-2 font-mono text-sm text-slate-900"
          />
          <p id={hintId} role="status" className="text-xs text-slate-700">
            {t("copy.manual")}
          </p>
        </div>
      ) : null}
    </div>
  );
}
