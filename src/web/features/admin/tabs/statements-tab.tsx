import { localeOf } from "@contract/i18n";
import type {
  ConflictKind,
  StatementLineView,
  StatementReview,
  StatementUploadAnswer,
  WaitingPaymentView,
} from "@contract/statements";
import { istDayStart } from "@contract/time";
import { FileUp } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { ConfirmTotalBar, ConfirmTotalDialog, type CountAndTotal } from "@/components/ui/confirm-total";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import {
  DataTable,
  EmptyRows,
  LoadingRows,
  loadFailure,
  RetryAlert,
  type TableColumn,
} from "@/components/ui/table";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { failureReason } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import { useApproveMatched, useStatementReview, useUploadStatement } from "../api/statements";
import { linkClass, TabHeading } from "../components/admin-table";
import { DebitsReviewPanel } from "../components/bank-transfers";
import { toastFailure, toastSuccess } from "../components/content-toast";
import { useT } from "../i18n";
import {
  guessMapping,
  MAPPING_FIELDS,
  type MappingChoice,
  mappingBody,
  missingFields,
  OPTIONAL_MAPPING_FIELDS,
  refusalOf,
  type StatementRefusal,
} from "../statement-refusal";

/**
 * Bank statement (docs/decisions/025): the admin uploads the platform account's statement; its
 * credits are shown against the payments awaiting verification (matched, suggested, conflicts,
 * unmatched credits, payments with no credit after 48 hours), and every matched payment is approved
 * in one action after a confirmation that states how many and how much. The server decides every
 * match and checks that what the admin confirmed still holds.
 */
export function StatementsTab() {
  const t = useT();
  return (
    <div className="space-y-6">
      <TabHeading title={t("statements.title")} description={t("statements.description")} />
      <UploadPanel />
      <ReviewPanel />
    </div>
  );
}

const fileInputClasses = cn(
  "block w-full min-w-0 rounded-lg border border-slate-500 bg-white text-sm text-slate-700",
  "file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800",
  "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600",
  "aria-invalid:border-red-700",
);

/** The file, its upload, and what came of it: lines read, a mapping to pick, or the file's problems. */
function UploadPanel() {
  const t = useT();
  const f = useFormat();
  const upload = useUploadStatement();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState<StatementUploadAnswer["statement"] | null>(null);
  const [refusal, setRefusal] = useState<StatementRefusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const send = (mapping?: MappingChoice) => {
    if (!file || upload.isPending) return;
    setDone(null);
    setFailure(null);
    upload.mutate(
      { file, mapping: mapping ? mappingBody(mapping) : undefined },
      {
        onSuccess: (answer) => {
          setRefusal(null);
          setDone(answer.statement);
        },
        onError: (error) => {
          const refused = refusalOf(error);
          setRefusal(refused);
          if (!refused) setFailure(failureReason(error, t("statements.upload.failed")));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    send();
  };

  return (
    <section aria-labelledby={headingId} className={cardClasses({ className: "space-y-4" })}>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("statements.upload.heading")}
      </h3>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField
          label={t("statements.upload.file")}
          hint={t("statements.upload.fileHint")}
          error={missing ? t("statements.upload.chooseFile") : undefined}
          required
        >
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              type="file"
              name="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMissing(false);
                setDone(null);
                setRefusal(null);
                setFailure(null);
              }}
              className={fileInputClasses}
            />
          )}
        </FormField>
        <Button type="submit" disabled={upload.isPending} className="w-full sm:w-auto">
          {upload.isPending ? <Spinner /> : <FileUp aria-hidden="true" className="size-4" />}
          {upload.isPending ? t("statements.upload.sending") : t("statements.upload.submit")}
        </Button>
      </form>
      {done ? (
        <Alert variant="success" key={done.id}>
          {t("statements.upload.read", {
            file: done.fileName,
            count: done.lineCount,
            lines: f.number(done.lineCount),
            fresh: f.number(done.newLineCount),
          })}
        </Alert>
      ) : null}
      {failure ? <Alert>{failure}</Alert> : null}
      {refusal?.kind === "problems" ? <ProblemList refusal={refusal} /> : null}
      {refusal?.kind === "needsMapping" ? (
        <MappingForm
          key={refusal.headers.join("\u0000")}
          headers={refusal.headers}
          message={refusal.message}
          pending={upload.isPending}
          onSubmit={send}
        />
      ) : null}
    </section>
  );
}

/** A file that could not be read: the server's reason and each problem, naming its row and column. */
function ProblemList({ refusal }: { refusal: Extract<StatementRefusal, { kind: "problems" }> }) {
  const t = useT();
  return (
    <Alert>
      <p className="font-semibold">{refusal.message}</p>
      {refusal.problems.length > 0 ? (
        <>
          <p className="mt-1">{t("statements.upload.problems", { count: refusal.problems.length })}</p>
          <ul className="mt-1 list-disc space-y-1 ps-5">
            {refusal.problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown once and never reordered.
              <li key={index}>{translateMessage(problem.message, problem.code, problem.params)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-1">{t("statements.upload.nothingKept")}</p>
    </Alert>
  );
}

/** A bank the server does not know: one select per field, offering the file's header names. */
function MappingForm({
  headers,
  message,
  pending,
  onSubmit,
}: {
  headers: string[];
  message: string;
  pending: boolean;
  onSubmit: (mapping: MappingChoice) => void;
}) {
  const t = useT();
  const [choice, setChoice] = useState<MappingChoice>(() => guessMapping(headers));
  const [checked, setChecked] = useState(false);
  const headingId = useId();
  const missing = checked ? new Set(missingFields(choice)) : new Set<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (missingFields(choice).length > 0) return;
    onSubmit(choice);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <div>
        <h4 id={headingId} className="font-semibold text-slate-900">
          {t("statements.mapping.heading")}
        </h4>
        <p className="mt-1 text-sm text-slate-700">{message}</p>
        <p className="mt-1 text-sm text-slate-700">{t("statements.mapping.remembered")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {MAPPING_FIELDS.map((field) => {
          const optional = OPTIONAL_MAPPING_FIELDS.has(field);
          return (
            <FormField
              key={field}
              label={t(`statements.mapping.fields.${field}`)}
              required={!optional}
              error={missing.has(field) ? t("statements.mapping.pick") : undefined}
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  value={choice[field]}
                  onChange={(event) => setChoice((current) => ({ ...current, [field]: event.target.value }))}
                >
                  <option value="">
                    {optional ? t("statements.mapping.none") : t("statements.mapping.choose")}
                  </option>
                  {headers.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          );
        })}
      </div>
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? <Spinner /> : null}
        {pending ? t("statements.upload.sending") : t("statements.mapping.submit")}
      </Button>
    </form>
  );
}

/** The review: loading, failed with Retry, or the approval bar and the five sections. */
function ReviewPanel() {
  const t = useT();
  const query = useStatementReview();
  const [chosen, setChosen] = useState<CountAndTotal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, error } = query;

  const retry = (
    <RetryAlert
      message={loadFailure(error, t("statements.review.failed"))}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
  if (!data) return error ? retry : <LoadingRows label={t("statements.review.loading")} />;

  return (
    <div className="space-y-6">
      {error ? retry : null}
      <ApproveBar
        review={data}
        notice={notice}
        onApprove={() => {
          setNotice(null);
          setChosen({ count: data.matchedCount, total: data.matchedTotal });
        }}
      />
      <MatchedSection review={data} />
      <SuggestedSection review={data} />
      <ConflictsSection review={data} />
      <UnmatchedSection review={data} />
      <StaleSection review={data} />
      <DebitsReviewPanel debits={data.debits} />
      <ApproveDialog confirmed={chosen} onClose={() => setChosen(null)} onChanged={setNotice} />
    </div>
  );
}

/** How many matched payments wait for the one-step approval, and the button that asks to confirm it. */
function ApproveBar({
  review,
  notice,
  onApprove,
}: {
  review: StatementReview;
  notice: string | null;
  onApprove: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const none = review.matchedCount === 0;
  return (
    <ConfirmTotalBar
      summary={
        none
          ? t("statements.approve.none")
          : t("statements.approve.ready", {
              count: review.matchedCount,
              number: f.number(review.matchedCount),
              total: f.rupees(review.matchedTotal),
            })
      }
      buttonLabel={t("statements.approve.button")}
      disabled={none}
      onClick={onApprove}
      notice={notice}
    />
  );
}

/**
 * "Approve 2 matched payments, ₹998 in all?": the count and total confirmed here are what is sent,
 * and the server refuses (409) if the matches changed meanwhile.
 */
function ApproveDialog({
  confirmed,
  onClose,
  onChanged,
}: {
  confirmed: CountAndTotal | null;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const t = useT();
  const f = useFormat();
  const approve = useApproveMatched();

  const confirm = (chosen: CountAndTotal) =>
    approve.mutate(chosen, {
      onSuccess: (answer) => {
        toastSuccess(
          translateMessage(answer.message, "statement.approved", {
            p0: String(answer.approved),
            p1: String(answer.total),
          }),
        );
        onClose();
      },
      onError: (error) => {
        // 409: the matches changed since the admin looked; the review refreshes (useApproveMatched).
        const message = failureReason(error, t("statements.approve.failed"));
        toastFailure(error, t("statements.approve.failed"));
        onChanged(message);
        onClose();
      },
    });

  return (
    <ConfirmTotalDialog
      confirmed={confirmed}
      onClose={onClose}
      onConfirm={confirm}
      pending={approve.isPending}
      title={t("statements.approve.title")}
      question={(chosen) =>
        t("statements.approve.confirm", {
          count: chosen.count,
          number: f.number(chosen.count),
          total: f.rupees(chosen.total),
        })
      }
      what={t("statements.approve.what")}
      cancelLabel={t("actions.cancel")}
      submitLabel={(chosen) => t("statements.approve.submit", { count: chosen.count })}
      pendingLabel={t("statements.approve.approving")}
    />
  );
}

/** One section of the review: its heading with the count, a note, and its table or "none". */
function ReviewSection<Row>({
  title,
  count,
  note,
  empty,
  columns,
  rows,
  getRowKey,
  minWidthClassName = "sm:min-w-3xl",
}: {
  title: string;
  count: number;
  note?: ReactNode;
  empty: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  minWidthClassName?: string;
}) {
  const t = useT();
  const f = useFormat();
  const heading = t("statements.review.heading", { title, count: f.number(count) });
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      {rows.length === 0 ? (
        <EmptyRows>{empty}</EmptyRows>
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          rows={rows}
          getRowKey={getRowKey}
          minWidthClassName={minWidthClassName}
        />
      )}
    </div>
  );
}

/**
 * Who paid for what: the student, the session and, on small lines, the booking reference, the day
 * and the UTR they gave (left out where a column of its own shows it).
 */
function PaymentCell({
  payment,
  link = false,
  showUtr = true,
}: {
  payment: WaitingPaymentView;
  link?: boolean;
  showUtr?: boolean;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <>
      <span className="block font-semibold text-slate-900">{payment.studentName}</span>
      <span className="block text-sm font-normal text-slate-700">{payment.sessionTitle}</span>
      <span className="block text-xs font-normal text-slate-600">
        {t("statements.payment.reference", { reference: payment.reference })} · {f.date(payment.createdAt)}
      </span>
      {showUtr && payment.utr ? (
        <span className="block font-mono text-xs font-normal text-slate-600">
          {t("statements.payment.utr", { utr: payment.utr })}
        </span>
      ) : null}
      {link ? (
        <Link
          to={paths.adminPayment.getHref(payment.id)}
          className={`${linkClass} text-xs`}
          aria-label={t("statements.payment.openLabel", {
            name: payment.studentName,
            reference: payment.reference,
          })}
        >
          {t("statements.payment.open")}
        </Link>
      ) : null}
    </>
  );
}

/** A statement's amount as the bank printed it: rupees with paise when there are any. */
function useLineAmount() {
  const f = useFormat();
  const rupees = new Intl.NumberFormat(localeOf(f.language), { maximumFractionDigits: 0 });
  const withPaise = new Intl.NumberFormat(localeOf(f.language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (amount: number) => `₹${(Number.isInteger(amount) ? rupees : withPaise).format(amount)}`;
}

/** The statement line: its date, who paid (when the narration says), the narration, and where it came from. */
function LineCell({
  line,
  withAmount = false,
  showUtr = true,
}: {
  line: StatementLineView;
  withAmount?: boolean;
  showUtr?: boolean;
}) {
  const t = useT();
  const f = useFormat();
  const amount = useLineAmount();
  const payer = [line.payerName, line.payerVpa].filter(Boolean).join(" · ");
  return (
    <span className="block max-sm:text-left">
      <span className="block text-slate-900">
        {f.date(istDayStart(line.date))}
        {withAmount ? <span className="font-semibold"> · {amount(line.amount)}</span> : null}
      </span>
      {payer ? <span className="block text-sm break-all text-slate-700">{payer}</span> : null}
      <span className="block text-xs break-all text-slate-600">{line.narration}</span>
      {showUtr && line.utr ? (
        <span className="block font-mono text-xs text-slate-600">
          {t("statements.payment.utr", { utr: line.utr })}
        </span>
      ) : null}
      <span className="block text-xs text-slate-600">
        {t("statements.line.source", { file: line.fileName, row: f.number(line.row) })}
      </span>
    </span>
  );
}

function MatchedSection({ review }: { review: StatementReview }) {
  const t = useT();
  const f = useFormat();
  return (
    <ReviewSection
      title={t("statements.matched.title")}
      count={review.matched.length}
      note={t("statements.matched.note")}
      empty={t("statements.matched.none")}
      rows={review.matched}
      getRowKey={(match) => match.payment.id}
      columns={[
        {
          key: "payment",
          header: t("statements.columns.payment"),
          cell: (match) => <PaymentCell payment={match.payment} showUtr={false} />,
        },
        {
          key: "amount",
          header: t("statements.columns.amount"),
          numeric: true,
          cell: (match) => <span className="font-semibold">{f.rupees(match.payment.amount)}</span>,
        },
        {
          key: "by",
          header: t("statements.columns.by"),
          className: "sm:whitespace-nowrap",
          cell: (match) =>
            match.by === "utr" ? (
              <span className="font-mono">
                {t("statements.matched.byUtr", { utr: match.line.utr ?? match.payment.utr ?? "" })}
              </span>
            ) : (
              <span className="font-mono">
                {t("statements.matched.byReference", { reference: match.payment.reference })}
              </span>
            ),
        },
        {
          key: "line",
          header: t("statements.columns.line"),
          cell: (match) => <LineCell line={match.line} showUtr={false} />,
        },
      ]}
    />
  );
}

function SuggestedSection({ review }: { review: StatementReview }) {
  const t = useT();
  const f = useFormat();
  return (
    <ReviewSection
      title={t("statements.suggested.title")}
      count={review.suggested.length}
      note={t("statements.suggested.note")}
      empty={t("statements.suggested.none")}
      rows={review.suggested}
      getRowKey={(suggestion) => `${suggestion.payment.id}:${suggestion.line.id}`}
      columns={[
        {
          key: "payment",
          header: t("statements.columns.payment"),
          cell: (suggestion) => <PaymentCell payment={suggestion.payment} link />,
        },
        {
          key: "amount",
          header: t("statements.columns.amount"),
          numeric: true,
          cell: (suggestion) => <span className="font-semibold">{f.rupees(suggestion.payment.amount)}</span>,
        },
        {
          key: "line",
          header: t("statements.columns.line"),
          cell: (suggestion) => <LineCell line={suggestion.line} withAmount />,
        },
      ]}
    />
  );
}

function ConflictsSection({ review }: { review: StatementReview }) {
  const t = useT();
  const kindText = (kind: ConflictKind) => t(`statements.conflicts.kinds.${kind}`);
  return (
    <ReviewSection
      title={t("statements.conflicts.title")}
      count={review.conflicts.length}
      note={t("statements.conflicts.note")}
      empty={t("statements.conflicts.none")}
      rows={review.conflicts}
      getRowKey={(conflict) =>
        `${conflict.kind}:${conflict.line?.id ?? ""}:${conflict.payments.map((p) => p.id).join(",")}`
      }
      columns={[
        {
          key: "kind",
          header: t("statements.columns.kind"),
          cell: (conflict) => kindText(conflict.kind),
        },
        {
          key: "payments",
          header: t("statements.columns.payments"),
          cell: (conflict) => (
            <ul className="space-y-2 max-sm:text-left">
              {conflict.payments.map((payment) => (
                <li key={payment.id}>
                  <PaymentCell payment={payment} link />
                </li>
              ))}
            </ul>
          ),
        },
        {
          key: "line",
          header: t("statements.columns.line"),
          cell: (conflict) =>
            conflict.line ? <LineCell line={conflict.line} withAmount /> : t("statements.conflicts.noLine"),
        },
      ]}
    />
  );
}

function UnmatchedSection({ review }: { review: StatementReview }) {
  const t = useT();
  const amount = useLineAmount();
  return (
    <ReviewSection
      title={t("statements.unmatched.title")}
      count={review.unmatchedCredits.length}
      note={t("statements.unmatched.note")}
      empty={t("statements.unmatched.none")}
      rows={review.unmatchedCredits}
      getRowKey={(line) => line.id}
      minWidthClassName="sm:min-w-2xl"
      columns={[
        {
          key: "amount",
          header: t("statements.columns.amount"),
          cell: (line) => amount(line.amount),
        },
        {
          key: "line",
          header: t("statements.columns.line"),
          cell: (line) => <LineCell line={line} />,
        },
      ]}
    />
  );
}

function StaleSection({ review }: { review: StatementReview }) {
  const t = useT();
  const f = useFormat();
  return (
    <ReviewSection
      title={t("statements.stale.title")}
      count={review.stalePayments.length}
      note={t("statements.stale.note")}
      empty={t("statements.stale.none")}
      rows={review.stalePayments}
      getRowKey={(payment) => payment.id}
      minWidthClassName="sm:min-w-2xl"
      columns={[
        {
          key: "payment",
          header: t("statements.columns.payment"),
          cell: (payment) => <PaymentCell payment={payment} link />,
        },
        {
          key: "amount",
          header: t("statements.columns.amount"),
          numeric: true,
          cell: (payment) => <span className="font-semibold">{f.rupees(payment.amount)}</span>,
        },
        {
          key: "since",
          header: t("statements.columns.since"),
          cell: (payment) => `${f.date(payment.createdAt)}, ${f.time(payment.createdAt)}`,
        },
      ]}
    />
  );
}
