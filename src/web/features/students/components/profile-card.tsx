import { Pencil, RotateCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { cn } from "@/lib/cn";
import { useStudentProfile } from "../api/student-profile";
import { useT } from "../i18n";

// Downloaded when first opened, with its form: the dashboard's first view does not show it.
const EditProfileDialog = lazyDialog(() => import("./edit-profile-dialog").then((m) => m.EditProfileDialog));

function NotAdded() {
  const t = useT();
  return <span className="text-slate-600 italic">{t("profile.notAdded")}</span>;
}
const NOT_ADDED = <NotAdded />;

/** What the student tells mentors about themselves, with Edit Profile. */
export function ProfileCard({ className }: { className?: string }) {
  const t = useT();
  const profileQuery = useStudentProfile();
  const [editing, setEditing] = useState(false);
  const profile = profileQuery.data;

  return (
    <section aria-labelledby="profile-heading" className={cardClasses({ className })}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-heading" className="text-xl font-bold tracking-tight text-slate-900">
          {t("profile.heading")}
        </h2>
        {profile ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t("profile.edit")}
          </Button>
        ) : null}
      </div>

      {profileQuery.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t("profile.loading")}
        </p>
      ) : !profile ? (
        <Alert className="mt-4">
          <p>{t("profile.loadFailed")}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void profileQuery.refetch()}
            disabled={profileQuery.isFetching}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {t("page.tryAgain")}
          </Button>
        </Alert>
      ) : (
        <>
          <dl className="mt-4 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <Item term={t("profile.name")}>{profile.name}</Item>
            <Item term={t("profile.email")}>
              <span className="break-all">{profile.email}</span>
            </Item>
            <Item term={t("profile.phone")}>{profile.phone ?? NOT_ADDED}</Item>
            <Item term={t("profile.domain")}>{profile.domain}</Item>
            <Item term={t("profile.educationLevel")}>{profile.educationLevel ?? NOT_ADDED}</Item>
            <Item term={t("profile.goal")}>{profile.goal ?? NOT_ADDED}</Item>
            <Item term={t("profile.refundUpiId")}>
              {profile.refundUpiId ? <span className="break-all">{profile.refundUpiId}</span> : NOT_ADDED}
            </Item>
            <Item term={t("profile.interests")} wide>
              {profile.interests.length > 0 ? (
                <ul aria-label={t("profile.interests")} className="flex flex-wrap gap-1.5">
                  {profile.interests.map((interest) => (
                    <li
                      key={interest}
                      className="max-w-full truncate rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset"
                    >
                      {interest}
                    </li>
                  ))}
                </ul>
              ) : (
                NOT_ADDED
              )}
            </Item>
          </dl>
          <EditProfileDialog profile={profile} open={editing} onClose={() => setEditing(false)} />
        </>
      )}
    </section>
  );
}

function Item({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn("min-w-0", wide && "sm:col-span-2")}>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
