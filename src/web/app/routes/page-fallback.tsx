import { useCommonT } from "@/lib/i18n";

/** Fills <main> while a page's code downloads on first load, so the footer does not jump up. */
export function PageFallback() {
  const t = useCommonT();
  return (
    <div role="status" className="flex min-h-[50vh] flex-1 items-center justify-center px-4">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{t("layout.loading")}</span>
    </div>
  );
}
