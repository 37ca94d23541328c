import { PageTitle } from "@/components/ui/page-title";
import { useCurrentUser } from "@/lib/current-user";
import { PostSessionForm } from "../components/post-session-form";

/** /post-session (docs/product.md §2.22): mentors and admins only (the route's guard), the server checks again. */
export function PostSessionPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageTitle
        title="Post a Session"
        description="Students can book it on Book Your Sessions as soon as you post it. All times are India Standard Time."
      />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        {/* The guard lets only a signed-in mentor or admin in; the user is known by then. */}
        {user ? <PostSessionForm key={user.id} user={user} /> : null}
      </div>
    </>
  );
}
