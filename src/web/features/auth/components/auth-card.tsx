import type { ReactNode } from "react";
import { cardClasses } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/document-title";

type AuthCardProps = {
  /** The h1, also the document title ("<title> | Toppers Connect"). */
  title: string;
  description?: ReactNode;
  /** Links under the card ("Back to home"). */
  footer?: ReactNode;
  /** The signup form is wider: first and last name share a row from sm up. */
  width?: "md" | "lg";
  children: ReactNode;
};

/** The frame of the account screens: one centred card on the brand's soft gradient. */
export function AuthCard({ title, description, footer, width = "md", children }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-1 justify-center bg-linear-to-b from-brand-50 via-white to-white px-4 py-8 sm:px-6 sm:py-14">
      <div className={cn("w-full", width === "lg" ? "max-w-lg" : "max-w-md")}>
        <div className={cardClasses({ padding: "lg" })}>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {description ? <div className="mt-2 text-base text-slate-600">{description}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  );
}

/** A text link in the account screens' style: underlined, so colour is not the only thing that shows it. */
export const authLinkClasses =
  "rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
