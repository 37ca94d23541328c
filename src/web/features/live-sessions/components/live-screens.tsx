import { type LucideIcon, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/document-title";
import { useT } from "../i18n";

type NoticeScreenProps = {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** Links onward: at least one, so nobody is left at a dead end. */
  actions: ReactNode;
};

/** A live-session page that cannot show the room: why, and where to go instead. */
export function NoticeScreen({ icon: Icon, title, children, actions }: NoticeScreenProps) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <div className={cardClasses({ padding: "none", className: "p-6 text-center sm:p-10" })}>
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          {title}
        </h1>
        <div className="mt-3 space-y-3 text-base leading-relaxed text-slate-700">{children}</div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
      </div>
    </section>
  );
}

/** While the server answers. */
export function LiveLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-1 items-center justify-center px-4">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** A failure that is no answer (the network, the server): the message and Try again. */
export function LiveLoadFailed({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <Alert className="mt-6">
        <p>{message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t("screens.tryAgain")}
        </Button>
      </Alert>
    </section>
  );
}
