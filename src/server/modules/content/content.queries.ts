import { randomBytes } from "node:crypto";
import type { ContentPage, ContentSlug, Faq } from "@contract/content";
import { asc, eq } from "drizzle-orm";
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

/** The pages' titles, for a page an admin writes before any text was set. */
const TITLES: Record<ContentSlug, string> = {
  "about-us": "About Us",
  Terms: "Terms and Conditions",
  "privacy-policy": "Privacy Policy",
};

export async function saveContentPage(
  db: Database,
  slug: ContentSlug,
  content: string,
  adminId: string,
): Promise<ContentPage> {
  const now = new Date();
  const [row] = await db
    .insert(contentPages)
    .values({ slug, title: TITLES[slug], content, updatedAt: now, updatedBy: adminId })
    .onConflictDoUpdate({ target: contentPages.slug, set: { content, updatedAt: now, updatedBy: adminId } })
    .returning();
  if (!row) throw new Error(`content page ${slug} was not written`);
  return { slug, title: row.title, content: row.content, updatedAt: row.updatedAt.toISOString() };
}

/** Replaces the FAQ list with this one, in this order, at once (readers see the old or the new). */
export async function replaceFaqs(
  db: Database,
  list: { question: string; answer: string }[],
): Promise<Faq[]> {
  await db.transaction(async (tx) => {
    await tx.delete(faqs);
    if (list.length === 0) return;
    await tx.insert(faqs).values(
      list.map((faq, position) => ({
        id: randomBytes(12).toString("base64url"),
        question: faq.question,
        answer: faq.answer,
        position,
      })),
    );
  });
  return listFaqs(db);
}
