import { COLLEGE_MAX, RANK_AIR_MAX, RANK_EXAMS, RANK_YEAR_MIN } from "@contract/verification";
import type { ReactNode } from "react";
import type { FieldValues, Path } from "react-hook-form";
import { type FormKit, KitField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";

/*
 * The rank claim's fields (docs/decisions/019): the exam, the All India Rank, the year and the
 * college, with the contract's limits on the controls. Written once for the three forms that ask
 * for them: the Become a Mentor application, the mentor's own claim and the admin's correction.
 * Each form names the fields in its own values and says them in its own words.
 */

export type RankClaimLabels = {
  exam: ReactNode;
  /** The exam list's first, empty choice ("Choose the exam", "No rank to claim"). */
  noExam: ReactNode;
  air: ReactNode;
  airHint?: ReactNode;
  year: ReactNode;
  college: ReactNode;
  collegeHint?: ReactNode;
};

export function RankClaimFields<Values extends FieldValues, Output>({
  kit,
  names,
  labels,
  required = false,
  collegeAutoComplete,
}: {
  kit: FormKit<Values, Output>;
  /** Where the form keeps each field. */
  names: { exam: Path<Values>; air: Path<Values>; year: Path<Values>; college: Path<Values> };
  labels: RankClaimLabels;
  /** The exam, rank and year are required (a claim being made), not optional (an application). */
  required?: boolean;
  /** "organization" where the person types their own college. */
  collegeAutoComplete?: string;
}) {
  return (
    <>
      <KitField kit={kit} name={names.exam} label={labels.exam} required={required}>
        {(control) => (
          <NativeSelect {...control}>
            <option value="">{labels.noExam}</option>
            {RANK_EXAMS.map((exam) => (
              <option key={exam} value={exam}>
                {exam}
              </option>
            ))}
          </NativeSelect>
        )}
      </KitField>
      <div className="grid gap-4 min-[400px]:grid-cols-2">
        <KitField kit={kit} name={names.air} label={labels.air} required={required} hint={labels.airHint}>
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={1} max={RANK_AIR_MAX} step={1} />
          )}
        </KitField>
        <KitField kit={kit} name={names.year} label={labels.year} required={required}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={RANK_YEAR_MIN}
              max={new Date().getFullYear()}
              step={1}
            />
          )}
        </KitField>
      </div>
      <KitField kit={kit} name={names.college} label={labels.college} hint={labels.collegeHint}>
        {(control) => <Input {...control} maxLength={COLLEGE_MAX} autoComplete={collegeAutoComplete} />}
      </KitField>
    </>
  );
}
