ALTER TABLE "content_pages" ADD COLUMN "content_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_hi" text DEFAULT '' NOT NULL;