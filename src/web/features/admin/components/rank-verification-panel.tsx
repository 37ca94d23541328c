import type { MentorProfileView } from "@contract/admin";
import { adminRankSchema } from "@contract/verification";
import { BadgeCheck, FileSearch, ShieldOff } from "lucide-react";
import { RankClaimFields } from "@/components/rank-claim-fields";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { FormAlert, useFormKit } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import { useSetMentorRank } from "../api/rank";
import { useT } from "../i18n";
import { toastSuccess } from "./content-toast";

const fieldsSchema = adminRankSchema.omit({ verified: true });
const ORDER = ["exam", "air", "year", "college"] as const;

/**
 * The rank verification (docs/decisions/019), on the admin's mentor view: the mentor's claim and proof, fields to
 * correct it, and "Mark verified" / "Remove verification" (the server records who and when, and
 * refuses to verify without a proof on file).
 */
export function RankVerificationPanel({ mentor }: { mentor: MentorProfileView }) {
  const t = useT();
  const format = useFormat();
  const { rank } = mentor;
  const save = useSetMentorRank(mentor);
  const kit = useFormKit(fieldsSchema, {
    defaultValues: {
      exam: (rank.claim?.exam ?? "") as never,
      air: rank.claim ? String(rank.claim.air) : "",
      year: rank.claim ? String(rank.claim.year) : "",
      college: rank.claim?.college ?? "",
    },
    order: ORDER,
  });
  const verified = rank.status === "verified";
  const send = (verify: boolean) =>
    kit.submit((values) =>
      save.mutate(
        { ...values, verified: verify },
        {
          onSuccess: (answer) => toastSuccess(translateMessage(answer.message)),
          onError: (error) => kit.failWith(error, (reason) => reason, t("rank.saveFailed")),
        },
      ),
    );

  return (
    <section aria-labelledby="rank-verification-heading" className={cardClasses()}>
      <h2 id="rank-verification-heading" className="text-lg font-bold text-slate-900">
        {t("rank.heading")}
      </h2>
      <div
        data-testid="rank-verification-status"
        className={cn(
          "mt-3 rounded-lg p-3 text-sm ring-1 ring-inset",
          verified
            ? "bg-green-50 text-green-900 ring-green-200"
            : "bg-slate-50 text-slate-800 ring-slate-200",
        )}
      >
        <p className="flex items-start gap-2 font-semibold">
          {verified ? <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
          {t(`rank.status.${rank.status}`)}
        </p>
        {rank.badge ? <p className="mt-1 font-bold break-words">{rank.badge}</p> : null}
        {rank.claim?.college ? <p className="mt-1 break-words">{rank.claim.college}</p> : null}
        {verified && rank.verifiedAt ? (
          <p className="mt-1">
            {t("rank.verifiedBy", {
              name: rank.verifiedBy ?? t("rank.formerAdmin"),
              date: format.date(rank.verifiedAt),
              time: format.time(rank.verifiedAt),
            })}
          </p>
        ) : null}
        {rank.proof ? (
          <a
            href={rank.proof.url}
            target="_blank"
            rel="noopener"
            className="mt-2 inline-flex items-center gap-1.5 font-semibold break-all text-brand-700 underline underline-offset-2"
          >
            <FileSearch aria-hidden="true" className="size-4 shrink-0" />
            {t("rank.viewProofNamed", { name: rank.proof.name })}
            <span className="sr-only">{t("rank.newTab")}</span>
          </a>
        ) : (
          <p className="mt-2">{t("rank.noProof")}</p>
        )}
      </div>

      <form noValidate onSubmit={send(true)} className="mt-5 space-y-4">
        <FormAlert kit={kit} />
        <RankClaimFields
          kit={kit}
          names={{ exam: "exam", air: "air", year: "year", college: "college" }}
          labels={{
            exam: t("rank.exam"),
            noExam: t("rank.chooseExam"),
            air: t("rank.air"),
            year: t("rank.year"),
            college: t("rank.college"),
          }}
          required
        />
        {rank.proof ? null : <p className="text-sm text-slate-700">{t("rank.needsProof")}</p>}
        <div className="flex flex-col gap-3 min-[400px]:flex-row">
          <Button type="submit" disabled={save.isPending || !rank.proof}>
            {save.isPending ? <Spinner /> : <BadgeCheck aria-hidden="true" className="size-4" />}
            {verified ? t("rank.saveVerified") : t("rank.markVerified")}
          </Button>
          <Button variant="outline" disabled={save.isPending} onClick={send(false)}>
            <ShieldOff aria-hidden="true" className="size-4" />
            {verified ? t("rank.removeVerification") : t("rank.saveUnverified")}
          </Button>
        </div>
      </form>
    </section>
  );
}
