import { MENTOR_LANGUAGES, type MentorDirectoryEntry, mentorLanguageName } from "@contract/mentor-pages";
import { CATEGORIES } from "@contract/sessions";
import { ChevronLeft, ChevronRight, Search, UserRoundSearch } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PageTitle } from "@/components/ui/page-title";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useFormat } from "@/lib/i18n";
import { useMetaDescription } from "@/lib/meta-description";
import {
  type DirectoryFilter,
  filterFromSearch,
  searchOfFilter,
  useMentorDirectory,
} from "../api/get-mentor-directory";
import { MentorRating } from "../components/mentor-rating";
import { TopperBadge } from "../components/topper-badge";
import { useT } from "../i18n";

/**
 * /mentors (docs/decisions/017): the mentor directory. Exam, subject, language, search, sort and page live in
 * the address, so a shared link opens the same list; the server filters, sorts and pages. The form is a
 * plain GET form too: before the script runs, "Show mentors" still works.
 */
export function MentorDirectoryPage() {
  const t = useT();
  useMetaDescription(t("public.directory.metaDescription"));
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromSearch(searchParams);
  const key = searchParams.toString();

  const show = (next: Partial<DirectoryFilter>) => {
    // Any change but the page's own starts again at page 1.
    const merged = { ...filter, page: 1, ...next };
    setSearchParams(searchOfFilter(merged), { preventScrollReset: !("page" in next) });
  };

  return (
    <>
      <PageTitle title={t("public.directory.title")} description={t("public.directory.description")} />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        {/* Keyed by the address: the text boxes start from it again after Back or a cleared filter. */}
        <Filters key={key} filter={filter} onChange={show} onClear={() => setSearchParams("")} />
        <Results filter={filter} onPage={(page) => show({ page })} />
      </div>
    </>
  );
}

function Filters({
  filter,
  onChange,
  onClear,
}: {
  filter: DirectoryFilter;
  onChange: (next: Partial<DirectoryFilter>) => void;
  onClear: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const id = useId();
  const [q, setQ] = useState(filter.q);
  const [subject, setSubject] = useState(filter.subject);
  const filtered = Boolean(filter.exam || filter.subject || filter.language || filter.q);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: q.trim(), subject: subject.trim() });
  };

  return (
    <form
      method="get"
      action={paths.mentors.getHref()}
      aria-label={t("public.directory.filters")}
      onSubmit={submit}
      className={cardClasses({
        padding: "sm",
        className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end",
      })}
    >
      <div className="sm:col-span-2 lg:col-span-2">
        <Label htmlFor={`${id}-q`}>{t("public.directory.search")}</Label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            maxLength={80}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t("public.directory.searchPlaceholder")}
            className="pl-9"
          />
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-exam`}>{t("public.directory.exam")}</Label>
        <NativeSelect
          id={`${id}-exam`}
          name="exam"
          className="mt-1.5"
          value={filter.exam ?? ""}
          onChange={(event) =>
            onChange({ exam: (event.target.value || undefined) as DirectoryFilter["exam"] })
          }
        >
          <option value="">{t("public.directory.allExams")}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={`${id}-subject`}>{t("public.directory.subject")}</Label>
        <Input
          id={`${id}-subject`}
          name="subject"
          maxLength={60}
          className="mt-1.5"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          placeholder={t("public.directory.subjectPlaceholder")}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-language`}>{t("public.directory.language")}</Label>
        <NativeSelect
          id={`${id}-language`}
          name="language"
          className="mt-1.5"
          value={filter.language ?? ""}
          onChange={(event) =>
            onChange({ language: (event.target.value || undefined) as DirectoryFilter["language"] })
          }
        >
          <option value="">{t("public.directory.allLanguages")}</option>
          {MENTOR_LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {mentorLanguageName(language.code, f.language)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={`${id}-sort`}>{t("public.directory.sort")}</Label>
        <NativeSelect
          id={`${id}-sort`}
          name="sort"
          className="mt-1.5"
          value={filter.sort}
          onChange={(event) => onChange({ sort: event.target.value === "sessions" ? "sessions" : "rating" })}
        >
          <option value="rating">{t("public.directory.sortRating")}</option>
          <option value="sessions">{t("public.directory.sortSessions")}</option>
        </NativeSelect>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t("public.directory.apply")}
        </Button>
        {filtered ? (
          <Button type="button" variant="ghost" onClick={onClear}>
            {t("public.directory.clear")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Results({ filter, onPage }: { filter: DirectoryFilter; onPage: (page: number) => void }) {
  const t = useT();
  const query = useMentorDirectory(filter);

  if (query.isPending) {
    return (
      <p role="status" className="mt-6 text-sm text-slate-700">
        <Spinner className="mr-2 align-[-2px]" />
        {t("public.directory.loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{t("public.directory.loadFailed")}</span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t("public.directory.retry")}
          </Button>
        </div>
      </Alert>
    );
  }
  const { items, total, page, pageSize } = query.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div className="mt-6">
      <p role="status" className="text-sm font-medium text-slate-700">
        {t("public.directory.count", { count: total })}
        {query.isPlaceholderData ? <Spinner className="ml-2 align-[-2px]" /> : null}
      </p>
      {items.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 py-10 text-center text-slate-600">
          <UserRoundSearch aria-hidden="true" className="size-10 text-slate-400" />
          <p>{t("public.directory.empty")}</p>
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((mentor) => (
            <li key={mentor.id} className="flex">
              <DirectoryCard mentor={mentor} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav
          aria-label={t("public.directory.pagination")}
          className="mt-8 flex items-center justify-center gap-3"
        >
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t("public.directory.previous")}
          </Button>
          <span className="text-sm text-slate-700">{t("public.directory.pageOf", { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t("public.directory.next")}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function DirectoryCard({ mentor }: { mentor: MentorDirectoryEntry }) {
  const t = useT();
  const f = useFormat();
  const titleId = useId();
  const href = paths.mentorPage.getHref(mentor.slug);
  return (
    <article aria-labelledby={titleId} className={cardClasses({ className: "flex w-full flex-col" })}>
      <div className="flex min-w-0 items-center gap-3">
        <DirectoryPhoto name={mentor.name} image={mentor.image} />
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-slate-900">
            <Link
              to={href}
              className="rounded-sm hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {mentor.name}
            </Link>
          </h2>
          <MentorRating rating={mentor.rating} className="mt-1" />
        </div>
      </div>
      {mentor.badge ? <TopperBadge badge={mentor.badge} className="mt-3 self-start" /> : null}
      {mentor.subjects.length > 0 ? (
        <ul aria-label={t("public.page.subjects")} className="mt-3 flex flex-wrap gap-1.5">
          {mentor.subjects.slice(0, 5).map((subject) => (
            <li
              key={subject}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
            >
              {subject}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">
        {[
          mentor.exams.join(", "),
          mentor.languages.map((code) => mentorLanguageName(code, f.language)).join(", "),
          t("public.directory.sessionsHeld", { count: mentor.sessionsHeld }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <div className="mt-auto pt-4">
        <Link
          to={href}
          aria-label={`${t("public.directory.viewProfile")}: ${mentor.name}`}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          {t("public.directory.viewProfile")}
        </Link>
      </div>
    </article>
  );
}

function DirectoryPhoto({ name, image }: { name: string; image: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) {
    return (
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
      >
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={image}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-14 shrink-0 rounded-full bg-brand-50 object-cover"
    />
  );
}
