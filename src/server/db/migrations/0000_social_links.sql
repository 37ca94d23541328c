CREATE TABLE "social_links" (
	"platform" text PRIMARY KEY NOT NULL,
	"url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_links_platform_check" CHECK ("social_links"."platform" in ('facebook', 'twitter', 'youtube', 'instagram', 'linkedin')),
	CONSTRAINT "social_links_url_check" CHECK ("social_links"."url" is null or "social_links"."url" like 'https://%')
);
