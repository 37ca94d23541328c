import { ArrowRight } from "lucide-react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useT } from "../i18n";

/** "Read More", named for its article ("Read More about …") so every link says where it leads. */
export function ReadMoreLink({
  slug,
  title,
  variant = "primary",
  className,
}: {
  slug: string;
  title: string;
  variant?: "primary" | "outline";
  className?: string;
}) {
  const t = useT();
  return (
    <Link to={paths.blogArticle.getHref(slug)} className={cn(buttonClasses({ variant }), className)}>
      <Trans t={t} i18nKey="readMore" values={{ title }} components={{ sr: <span className="sr-only" /> }} />
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
