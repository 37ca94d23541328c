import type { SessionCard } from "@contract/sessions";
import { CircleCheckBig, Hourglass, type LucideIcon, Undo2 } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/document-title";
import { useFormat } from "@/lib/i18n";
import { useT } from "../i18n";

type StatusScreenProps = {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Move focus to the heading when the screen appears (after Continue, not on opening the page). */
  focus?: boolean;
};

const TONES = {
  pending: "bg-amber-100 text-amber-800",
  done: "bg-green-100 text-green-800",
  refund: "bg-violet-100 text-violet-900",
} as const;

/**
 * A booking's outcome in place of the payment form. Its heading is the page's h1; after Continue it
 * takes focus, so a screen reader announces the change.
 */
function StatusScreen({ icon: Icon, tone, title, children, actions, focus = false }: StatusScreenProps) {
  useDocumentTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <div className={cardClasses({ padding: "none", className: "p-6 text-center sm:p-10" })}>
        <span className={cn("mx-auto flex size-16 items-center justify-center rounded-full", TONES[tone])}>
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <h1
          tabIndex={-1}
          ref={headingRef}
          className="mt-5 text-2xl font-bold tracking-tight text-balance text-slate-900 outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <div className="mt-3 space-y-3 text-base leading-relaxed text-slate-700">{children}</div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
      </div>
    </section>
  );
}

function When({ session }: { session: SessionCard }) {
  const t = useT();
  const f = useFormat();
  return (
    <Trans
      t={t}
      i18nKey="status.when"
      values={{ date: f.date(session.startsAt), time: f.time(session.startsAt) }}
      components={{ date: <time dateTime={session.startsAt} /> }}
    />
  );
}

/** Where a student goes from a booking's state: their dashboard, or more sessions. */
function DashboardOrBrowse() {
  const t = useT();
  return (
    <>
      <Link to={paths.studentDashboard.getHref()} className={buttonClasses({ size: "lg" })}>
        {t("status.toDashboard")}
      </Link>
      <Link
        to={paths.bookingSessions.getHref()}
        className={buttonClasses({ variant: "outline", size: "lg" })}
      >
        {t("status.browse")}
      </Link>
    </>
  );
}

/** docs/product.md §2.11 after Continue: the proof is in, an admin still has to verify it. */
export function VerificationPending({ session, focus }: { session: SessionCard; focus?: boolean }) {
  const t = useT();
  return (
    <StatusScreen
      focus={focus}
      icon={Hourglass}
      tone="pending"
      title={t("status.pendingTitle")}
      actions={<DashboardOrBrowse />}
    >
      <p>
        <Trans
          t={t}
          i18nKey="status.pendingHeld"
          values={{ title: session.title }}
          components={{ title: <strong className="text-slate-900" /> }}
        />
      </p>
      <p>
        <Trans t={t} i18nKey="status.pendingEmail" components={{ when: <When session={session} /> }} />
      </p>
    </StatusScreen>
  );
}

/** An admin has approved the payment: the seat is the student's. */
export function PaymentConfirmed({ session }: { session: SessionCard }) {
  const t = useT();
  return (
    <StatusScreen
      icon={CircleCheckBig}
      tone="done"
      title={t("status.confirmedTitle")}
      actions={<DashboardOrBrowse />}
    >
      <p>
        <Trans
          t={t}
          i18nKey="status.confirmedSeat"
          values={{ title: session.title, mentor: session.mentor.name }}
          components={{ title: <strong className="text-slate-900" /> }}
        />
      </p>
      <p>
        <Trans t={t} i18nKey="status.confirmedStarts" components={{ when: <When session={session} /> }} />
      </p>
    </StatusScreen>
  );
}

/** A free session booked (docs/product.md §2.11): confirmed at once, nothing was paid. */
export function FreeBooked({ session, focus }: { session: SessionCard; focus?: boolean }) {
  const t = useT();
  return (
    <StatusScreen
      focus={focus}
      icon={CircleCheckBig}
      tone="done"
      title={t("status.freeTitle")}
      actions={<DashboardOrBrowse />}
    >
      <p>
        <Trans
          t={t}
          i18nKey="status.freeSeat"
          values={{ title: session.title, mentor: session.mentor.name }}
          components={{ title: <strong className="text-slate-900" /> }}
        />
      </p>
      <p>
        <Trans t={t} i18nKey="status.freeStarts" components={{ when: <When session={session} /> }} />
      </p>
    </StatusScreen>
  );
}

/**
 * The student's booking became "refund due": the session was cancelled (today only the system cancels
 * one, when its mentor never started it), so the seat is gone and the money is owed back. Nothing to
 * pay or upload any more.
 */
export function RefundDue({ session }: { session: SessionCard }) {
  const t = useT();
  return (
    <StatusScreen icon={Undo2} tone="refund" title={t("status.refundTitle")} actions={<DashboardOrBrowse />}>
      <p>
        <Trans
          t={t}
          i18nKey="status.refundCancelled"
          values={{ title: session.title, mentor: session.mentor.name }}
          components={{ title: <strong className="text-slate-900" />, when: <When session={session} /> }}
        />
        {session.cancellation ? t("status.refundReason", { reason: session.cancellation.reason }) : null}
      </p>
      <p>{t("status.refundText")}</p>
    </StatusScreen>
  );
}
