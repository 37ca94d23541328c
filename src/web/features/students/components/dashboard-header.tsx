import type { CurrentUser } from "@contract/users";
import { useQueryClient } from "@tanstack/react-query";
import { House } from "lucide-react";
import { Link } from "react-router";
import { AvatarUploader } from "@/components/avatar-uploader";
import { buttonClasses } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/document-title";
import { studentProfileQueryKey } from "@/lib/query-keys";
import type { StudentProfile } from "../api/student-profile";
import { firstName } from "../dashboard";
import { useT } from "../i18n";

/**
 * docs/product.md §2.12's header: the student's picture with its upload, a welcome by first name, and
 * 'Go to Dashboard' (which leads home, as docs/product.md §2.12 has it).
 */
export function DashboardHeader({ user }: { user: CurrentUser }) {
  const t = useT();
  useDocumentTitle(t("header.title"));
  const queryClient = useQueryClient();
  // The profile card shows the picture too.
  const showInProfile = (image: string) =>
    queryClient.setQueryData<StudentProfile>(studentProfileQueryKey, (profile) =>
      profile ? { ...profile, image } : profile,
    );
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="flex min-w-0 flex-col gap-4 min-[420px]:flex-row min-[420px]:items-start">
          <UserAvatar user={user} size="lg" className="shadow-md ring-4 ring-white" />
          <div className="min-w-0 space-y-3">
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {t("header.title")}
              </p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
                {t("header.welcome", { name: firstName(user.name) })}
              </h1>
              <p className="mt-1 text-base text-slate-600">{t("header.subtitle")}</p>
            </div>
            <AvatarUploader user={user} onUploaded={showInProfile} />
          </div>
        </div>
        <Link
          to={paths.home.getHref()}
          className={buttonClasses({ variant: "outline", className: "self-start" })}
        >
          <House aria-hidden="true" className="size-4" />
          {t("header.goToDashboard")}
        </Link>
      </div>
    </div>
  );
}
