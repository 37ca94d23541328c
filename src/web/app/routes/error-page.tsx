import { ArrowLeft, RotateCw, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { LogoMark } from "@/components/ui/logo";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api";
import { APP_NAME, useDocumentTitle } from "@/lib/document-title";
import { useCommonT } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";

type Described = { status: number | null; message: string };

const NEW_VERSION = "A new version of the site is available. Reload the page to continue.";
const UNEXPECTED = "An unexpected error occurred.";

/** What went wrong, in words a visitor can read: a status from the router or the API, or a message. */
function describeError(error: unknown): Described {
  if (isRouteErrorResponse(error)) {
    const message =
      typeof error.data === "string" && error.data !== "" ? error.data : error.statusText || "Request failed";
    return { status: error.status, message };
  }
  if (isApiError(error)) return { status: error.status || null, message: error.message };
  if (error instanceof Error) {
    // A page's code could not be downloaded: usually a new version was deployed meanwhile.
    if (/dynamically imported module|Importing a module script failed/i.test(error.message)) {
      return {
        status: null,
        message: NEW_VERSION,
      };
    }
    return { status: null, message: error.message };
  }
  return { status: null, message: UNEXPECTED };
}

function ErrorDetails() {
  const t = useCommonT();
  const error = useRouteError();
  const described = describeError(error);
  const { status } = described;
  const message =
    described.message === NEW_VERSION
      ? t("error.newVersion")
      : described.message === UNEXPECTED
        ? t("error.unexpected")
        : translateMessage(described.message);
  useDocumentTitle(status === 404 ? t("notFound.title") : t("error.title"));

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:py-24"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-700">
        <TriangleAlert aria-hidden="true" className="size-8" />
      </span>
      {status !== null ? (
        <p className="mt-6 text-sm font-semibold tracking-wide text-red-700 uppercase">
          {t("error.code", { status })}
        </p>
      ) : null}
      <h1 id="error-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t("error.title")}
      </h1>
      <p role="alert" className="mt-4 text-base break-words text-slate-600">
        {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses({ size: "lg" })} reloadDocument>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("notFound.home")}
        </Link>
        <Button variant="outline" size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-5" />
          {t("error.reload")}
        </Button>
      </div>
    </section>
  );
}

/** Errors of a page: shown inside the shared header and footer. */
export function RouteErrorPage() {
  return <ErrorDetails />;
}

/** Errors of the chrome itself: a bare page, since the header or footer may be what failed. */
export function RootErrorPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:px-6 lg:px-8">
          <LogoMark className="size-9" />
          <span className="text-lg font-bold tracking-tight">{APP_NAME}</span>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <ErrorDetails />
      </main>
    </div>
  );
}
