import { PageTitle } from "@/components/ui/page-title";
import { useCurrentUser } from "@/lib/current-user";
import { PostSessionForm } from "../components/post-session-form";
import { useT } from "../i18n";

/** /post-session (docs/product.md §2.22): mentors and admins only (the route's guard), the server checks again. */
export function PostSessionPage() {
  const t = useT();
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title={t("post.title")} description={t("post.description")} />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        {/* The guard lets only a signed-in mentor or admin in; the user is known by then. */}
        {user ? <PostSessionForm key={user.id} user={user} /> : null}
      </div>
    </>
  );
}
