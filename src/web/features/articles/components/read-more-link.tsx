import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

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
  return (
    <Link to={paths.blogArticle.getHref(slug)} className={cn(buttonClasses({ variant }), className)}>
      Read More<span className="sr-only"> about {title}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
