import type { ReactNode } from "react";
import { useDocumentTitle } from "@/lib/document-title";

type PageTitleProps = {
  /** The h1, also used for document.title ("<title> | Toppers Connect"). */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
};

/** The heading block every page starts with; it also sets the document title. */
export function PageTitle({ title, description }: PageTitleProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-6 sm:px-6 sm:pt-12 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl lg:text-4xl">
        {title}
      </h1>
      {description ? (
        <p className="mt-2 max-w-2xl text-base text-slate-600 sm:text-lg">{description}</p>
      ) : null}
    </div>
  );
}
