import { avatarInitials } from "@contract/avatar";
import type { MentorDashboard } from "@contract/dashboards";
import { GraduationCap, Mail, Pencil, ZoomIn } from "lucide-react";
import { useState } from "react";
import { Trans } from "react-i18next";
import { AvatarUploader } from "@/components/avatar-uploader";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { useShowMentorImage } from "../api/upload-avatar";
import { useT } from "../i18n";
import { AvatarZoomDialog } from "./avatar-zoom-dialog";
import { EditProfileDialog } from "./edit-profile-dialog";

type Profile = MentorDashboard["profile"];

/**
 * docs/product.md §2.13's profile card: the picture (click to zoom; upload a new one), name, email, and the
 * bio, subjects and education the mentor edits in a dialog.
 */
export function ProfileCard({ profile }: { profile: Profile }) {
  const t = useT();
  const [zoomOpen, setZoomOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const showImage = useShowMentorImage();
  const image = profile.image && profile.image !== failedImage ? profile.image : null;

  return (
    <section aria-labelledby="mentor-profile-heading" className={cardClasses()}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="mentor-profile-heading" className="min-w-0 text-lg font-bold text-slate-900">
          {t("profile.heading")}
        </h2>
        <Button variant="outline" size="sm" onClick={() => setEditOpen(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans t={t} i18nKey="profile.edit" components={{ sr: <span className="sr-only" /> }} />
        </Button>
      </div>

      <div className="mt-5 flex flex-col items-center text-center">
        {image ? (
          <button
            type="button"
            onClick={() => setZoomOpen(true)}
            aria-label={t("profile.enlarge")}
            className="group relative size-28 overflow-hidden rounded-full ring-4 ring-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <img
              src={image}
              alt=""
              width={112}
              height={112}
              onError={() => setFailedImage(image)}
              className="size-full bg-slate-100 object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none"
            />
            <span
              aria-hidden="true"
              className="absolute right-1 bottom-1 grid size-8 place-items-center rounded-full bg-white text-brand-700 shadow"
            >
              <ZoomIn className="size-4" />
            </span>
          </button>
        ) : (
          <span
            aria-hidden="true"
            className="grid size-28 place-items-center rounded-full bg-avatar-mentor text-3xl font-semibold text-white ring-4 ring-emerald-100 select-none"
          >
            {avatarInitials(profile.name, "mentor")}
          </span>
        )}
        <p className="mt-4 text-xl font-bold break-words text-slate-900">{profile.name}</p>
        <p className="mt-1 flex max-w-full items-center gap-1.5 text-sm text-slate-600">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{t("profile.email")}</span>
          <span className="min-w-0 break-all">{profile.email}</span>
        </p>
        <div className="mt-4 flex w-full flex-col items-center">
          <AvatarUploader user={profile} onUploaded={showImage} />
        </div>
      </div>

      <dl className="mt-6 space-y-4 border-t border-slate-200 pt-5 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">{t("profile.bio")}</dt>
          <dd className="mt-1 leading-relaxed break-words whitespace-pre-line text-slate-700">
            {profile.bio ?? <Missing>{t("profile.noBio")}</Missing>}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">{t("profile.subjects")}</dt>
          <dd className="mt-1.5">
            {profile.subjects.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5">
                {profile.subjects.map((subject) => (
                  <li
                    key={subject}
                    className="max-w-full truncate rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset"
                  >
                    {subject}
                  </li>
                ))}
              </ul>
            ) : (
              <Missing>{t("profile.noSubjects")}</Missing>
            )}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
            <GraduationCap aria-hidden="true" className="size-4 text-brand-600" />
            {t("profile.education")}
          </dt>
          <dd className="mt-1 break-words text-slate-700">
            {profile.education ?? <Missing>{t("profile.noEducation")}</Missing>}
          </dd>
        </div>
      </dl>

      {profile.image ? (
        <AvatarZoomDialog
          open={zoomOpen}
          onClose={() => setZoomOpen(false)}
          name={profile.name}
          image={profile.image}
        />
      ) : null}
      <EditProfileDialog open={editOpen} onClose={() => setEditOpen(false)} profile={profile} />
    </section>
  );
}

function Missing({ children }: { children: string }) {
  return <span className="text-slate-600 italic">{children}</span>;
}
