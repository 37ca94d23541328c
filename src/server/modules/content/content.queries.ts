import type { AdminContentPage, AdminFaq, ContentPage, ContentSlug, Faq } from "@contract/content";
import type { Language } from "@contract/i18n";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentPages, faqs } from "../../db/schema";
import { newId } from "../../lib/ids";

/**
 * A page in the reader's language: its Hindi version when one is written, else its English
 * (docs/product.md §10), saying which it is.
 */
export async function getContentPage(
  db: Database,
  slug: ContentSlug,
  language: Language = "en",
): Promise<ContentPage | null> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
  if (!row) return null;
  const hindi = language === "hi" && row.contentHi.trim() !== "";
  return {
    slug,
    title: row.title,
    content: hindi ? row.contentHi : row.content,
    language: hindi ? "hi" : "en",
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Both versions of a page, for its editor (empty ones before anything was written). */
export async function getAdminContentPage(db: Database, slug: ContentSlug): Promise<AdminContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
  return {
    slug,
    title: row?.title ?? TITLES[slug],
    content: row?.content ?? "",
    contentHi: row?.contentHi ?? "",
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The FAQs in order, each in the reader's language when both its halves are written in it. */
export async function listFaqs(db: Database, language: Language = "en"): Promise<Faq[]> {
  const rows = await listAdminFaqs(db);
  return rows.map((faq) => {
    const hindi = language === "hi" && faq.questionHi !== "" && faq.answerHi !== "";
    return {
      id: faq.id,
      question: hindi ? faq.questionHi : faq.question,
      answer: hindi ? faq.answerHi : faq.answer,
      language: hindi ? "hi" : "en",
    };
  });
}

export async function listAdminFaqs(db: Database): Promise<AdminFaq[]> {
  return db
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      questionHi: faqs.questionHi,
      answerHi: faqs.answerHi,
    })
    .from(faqs)
    .orderBy(asc(faqs.position), asc(faqs.createdAt));
}

/** The pages' titles, for a page an admin writes before any text was set. */
const TITLES: Record<ContentSlug, string> = {
  "about-us": "About Us",
  Terms: "Terms and Conditions",
  "privacy-policy": "Privacy Policy",
};

/** Writes one language's version of a page; the other stays as it is. */
export async function saveContentPage(
  db: Database,
  slug: ContentSlug,
  content: string,
  adminId: string,
  now: Date,
  language: Language = "en",
): Promise<AdminContentPage> {
  const text = language === "hi" ? { contentHi: content } : { content };
  const [row] = await db
    .insert(contentPages)
    .values({ slug, title: TITLES[slug], ...text, updatedAt: now, updatedBy: adminId })
    .onConflictDoUpdate({ target: contentPages.slug, set: { ...text, updatedAt: now, updatedBy: adminId } })
    .returning();
  if (!row) throw new Error(`content page ${slug} was not written`);
  return {
    slug,
    title: row.title,
    content: row.content,
    contentHi: row.contentHi,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Replaces the FAQ list with this one, in this order, at once (readers see the old or the new). */
export async function replaceFaqs(
  db: Database,
  list: { question: string; answer: string; questionHi?: string; answerHi?: string }[],
): Promise<AdminFaq[]> {
  await db.transaction(async (tx) => {
    await tx.delete(faqs);
    if (list.length === 0) return;
    await tx.insert(faqs).values(
      list.map((faq, position) => ({
        id: newId(),
        question: faq.question,
        answer: faq.answer,
        questionHi: faq.questionHi ?? "",
        answerHi: faq.answerHi ?? "",
        position,
      })),
    );
  });
  return listAdminFaqs(db);
}
