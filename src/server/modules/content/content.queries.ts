import { asc, eq } from "drizzle-orm";
import type { ContentPage, ContentSlug, Faq } from "../../../contract/content";
import type { Database } from "../../db/client";
import { contentPages, faqs } from "../../db/schema";

export async function getContentPage(db: Database, slug: ContentSlug): Promise<ContentPage | null> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
  return row
    ? { slug, title: row.title, content: row.content, updatedAt: row.updatedAt.toISOString() }
    : null;
}

export async function listFaqs(db: Database): Promise<Faq[]> {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.position), asc(faqs.createdAt));
}
