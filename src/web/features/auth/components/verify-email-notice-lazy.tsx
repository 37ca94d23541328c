import { lazy, Suspense } from "react";

const Notice = lazy(() => import("./verify-email-notice").then((m) => ({ default: m.VerifyEmailNotice })));

/**
 * VerifyEmailNotice (verify-email-notice.tsx), downloaded when first shown: the pages that only link
 * to log in through this feature's index (every session card) stay without its code and words.
 */
export function VerifyEmailNotice(props: { next?: string | null }) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
