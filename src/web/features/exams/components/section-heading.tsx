import type { ReactNode } from "react";

/** The heading of one part of an exam's details (h3, under the exam's h2). */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
      {children}
    </h3>
  );
}
