import {
  RANK_MESSAGES,
  RANK_PROOF_MAX_BYTES,
  RANK_PROOF_TYPES,
  type RankState,
  rankClaimSchema,
} from "@contract/verification";
import { BadgeCheck, Clock, FileUp, RotateCw, ShieldQuestion } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { RankClaimFields } from "@/components/rank-claim-fields";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { FormAlert, useFormKit } from "@/components/ui/form";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { failureReason, serverFieldIssues } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import { useClaimRank, useMentorRank, useUploadRankProof } from "../api/rank";
import { useT } from "../i18n";

/** The claim form's schema: the contract's, without the field only admins set. */
const claimFormSchema = rankClaimSchema.omit({ verified: true });
const ORDER = ["exam", "air", "year", "college"] as const;

/**
 * The "Verified topper" card (docs/decisions/019) on the mentor's dashboard: where the claim stands (none, proof
 * awaited, awaiting an admin, verified with its badge), the claim's form and the proof's upload.
 * Only an admin verifies; the card says so, and that changing the claim or the proof undoes it.
 */
export function VerifiedTopperCard() {
  const t = useT();
  const query = useMentorRank();
  return (
    <section aria-labelledby="verified-topper-heading" className={cardClasses()}>
      <h2 id="verified-topper-heading" className="text-lg font-bold text-slate-900">
        {t("rank.heading")}
      </h2>
      {query.isPending ? (
        <div role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          <Spinner />
          {t("rank.loading")}
        </div>
      ) : query.isError ? (
        <Alert className="mt-4">
          <p>{t("rank.loadFailed")}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t("page.tryAgain")}
          </Button>
        </Alert>
      ) : (
        <>
          <RankStatusLine rank={query.data} />
          <ClaimForm key={query.data.verifiedAt ?? "unverified"} rank={query.data} />
          <ProofUpload rank={query.data} />
        </>
      )}
    </section>
  );
}

function RankStatusLine({ rank }: { rank: RankState }) {
  const t = useT();
  const format = useFormat();
  const look = {
    none: { icon: ShieldQuestion, classes: "bg-slate-50 text-slate-800 ring-slate-200" },
    proofAwaited: { icon: FileUp, classes: "bg-amber-50 text-amber-900 ring-amber-200" },
    awaitingVerification: { icon: Clock, classes: "bg-brand-50 text-brand-900 ring-brand-200" },
    verified: { icon: BadgeCheck, classes: "bg-green-50 text-green-900 ring-green-200" },
  }[rank.status];
  const Icon = look.icon;
  return (
    <div
      className={cn("mt-3 rounded-lg p-3 text-sm ring-1 ring-inset", look.classes)}
      data-testid="rank-status"
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t(`rank.status.${rank.status}`)}</span>
      </p>
      {rank.badge ? <p className="mt-1 font-bold break-words">{rank.badge}</p> : null}
      <p className="mt-1">
        {rank.status === "verified" && rank.verifiedAt
          ? t("rank.explain.verified", { date: format.date(rank.verifiedAt) })
          : t(`rank.explain.${rank.status}`)}
      </p>
    </div>
  );
}

function ClaimForm({ rank }: { rank: RankState }) {
  const t = useT();
  const claim = useClaimRank();
  const [saved, setSaved] = useState<string | null>(null);
  const kit = useFormKit(claimFormSchema, {
    defaultValues: {
      exam: (rank.claim?.exam ?? "") as never,
      air: rank.claim ? String(rank.claim.air) : "",
      year: rank.claim ? String(rank.claim.year) : "",
      college: rank.claim?.college ?? "",
    },
    order: ORDER,
  });

  const send = kit.submit((values) => {
    setSaved(null);
    claim.mutate(values, {
      onSuccess: (answer) => setSaved(translateMessage(answer.message)),
      onError: (error) => kit.failWith(error, (reason) => reason, t("rank.saveFailed")),
    });
  });

  return (
    <form noValidate onSubmit={send} className="mt-5 space-y-4" aria-labelledby="rank-claim-heading">
      <h3 id="rank-claim-heading" className="text-base font-semibold text-slate-900">
        {t("rank.claimHeading")}
      </h3>
      <FormAlert kit={kit} />
      <RankClaimFields
        kit={kit}
        names={{ exam: "exam", air: "air", year: "year", college: "college" }}
        labels={{
          exam: t("rank.exam"),
          noExam: t("rank.chooseExam"),
          air: t("rank.air"),
          airHint: t("rank.airHint"),
          year: t("rank.year"),
          college: t("rank.college"),
          collegeHint: t("rank.collegeHint"),
        }}
        required
        collegeAutoComplete="organization"
      />
      <p className="text-sm text-slate-700">
        {rank.status === "verified" ? t("rank.changeUnverifies") : t("rank.onlyAdmins")}
      </p>
      {saved ? (
        <Alert variant="success" key={saved}>
          {saved}
        </Alert>
      ) : null}
      <Button type="submit" disabled={claim.isPending} className="w-full">
        {claim.isPending ? <Spinner /> : null}
        {t("rank.saveClaim")}
      </Button>
    </form>
  );
}

/** Why a picked file cannot go (the contract's English, translated where shown), or null. */
function proofProblem(file: File): string | null {
  if (file.size > RANK_PROOF_MAX_BYTES) return RANK_MESSAGES.proofTooLarge;
  // The server judges the bytes; the browser's type is enough to catch a wrong pick early.
  const known = (RANK_PROOF_TYPES as readonly string[]).includes(file.type);
  return known || file.type === "" ? null : RANK_MESSAGES.proofType;
}

function ProofUpload({ rank }: { rank: RankState }) {
  const t = useT();
  const format = useFormat();
  const upload = useUploadRankProof();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    if (!file) {
      setProblem(RANK_MESSAGES.proofRequired);
      return;
    }
    const early = proofProblem(file);
    if (early) {
      setProblem(early);
      return;
    }
    const form = event.currentTarget;
    upload.mutate(file, {
      onSuccess: (answer) => {
        setProblem(null);
        setFile(null);
        form.reset();
        setDone(translateMessage(answer.message));
      },
      onError: (error) => {
        const fields = serverFieldIssues(error, ["proof"] as const);
        setProblem(fields.proof ?? failureReason(error, t("rank.uploadFailed")));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-3 border-t border-slate-200 pt-5">
      <h3 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {t("rank.proofHeading")}
      </h3>
      {rank.proof ? (
        <p className="text-sm text-slate-700">
          {t("rank.proofOnFile", { date: rank.proof.uploadedAt ? format.date(rank.proof.uploadedAt) : "" })}{" "}
          <a
            href={rank.proof.url}
            target="_blank"
            rel="noopener"
            className="font-semibold break-all text-brand-700 underline underline-offset-2"
          >
            {t("rank.viewProof", { name: rank.proof.name })}
            <span className="sr-only">{t("rank.newTab")}</span>
          </a>
        </p>
      ) : null}
      {rank.status === "verified" ? (
        <p className="text-sm text-slate-700">{t("rank.replaceUnverifies")}</p>
      ) : null}
      <FormField
        label={rank.proof ? t("rank.replaceProof") : t("rank.proof")}
        hint={t("rank.proofHint")}
        error={problem ? translateMessage(problem) : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="proof"
            accept={RANK_PROOF_TYPES.join(",")}
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null;
              setFile(picked);
              setDone(null);
              setProblem(picked ? proofProblem(picked) : null);
            }}
            className={cn(
              "block w-full min-w-0 rounded-lg border border-slate-500 bg-white text-sm text-slate-700",
              "file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800",
              "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600",
              "aria-invalid:border-red-700",
            )}
          />
        )}
      </FormField>
      {done ? (
        <Alert variant="success" key={done}>
          {done}
        </Alert>
      ) : null}
      <Button type="submit" variant="outline" disabled={upload.isPending} className="w-full">
        {upload.isPending ? <Spinner /> : <FileUp aria-hidden="true" className="size-4" />}
        {t("rank.upload")}
      </Button>
    </form>
  );
}
