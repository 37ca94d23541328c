import { domainOfCategory } from "@contract/admin";
import { type MentorDirectory, meanRating, type mentorDirectoryQuerySchema } from "@contract/mentor-pages";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { bayesianRating } from "../../db/ratings";
import { mentorProfiles, users } from "../../db/schema";
import { searchWords } from "../sessions";
import { activeMentor, badgeColumns, badgeOf, sessionsHeldSql } from "./mentor-page";

type Query = z.output<typeof mentorDirectoryQuerySchema>;

/**
 * How close a search must be (pg_trgm's word_similarity, 0–1): 0.4 lets "kavia" find "Kavya Reddy"
 * and "chemstry" find "Chemistry" while "physics" does not find "Biology".
 */
const SEARCH_SIMILARITY = 0.4;

/**
 * Best rated first by the Bayesian score (db/ratings.ts), not the raw mean: a few reviews cannot
 * outrank a long record. No index serves it: the directory is bounded by the number of mentors.
 */
const ratingScore = bayesianRating(sql`${mentorProfiles.ratingCount}`, sql`${mentorProfiles.ratingTotal}`);

function filtersOf(query: Query): SQL | undefined {
  const parts: (SQL | undefined)[] = [activeMentor];
  if (query.exam) {
    // An exam is a session category: mentors who posted sessions in it, or whose profile's domain
    // is the exam's (JEE covers IIT JEE and BITSAT).
    const domain = domainOfCategory(query.exam);
    parts.push(
      sql`(exists (select 1 from sessions es where es.mentor_id = ${users.id} and es.category = ${query.exam} and es.status <> 'cancelled')${
        domain === "General" ? sql`` : sql` or ${mentorProfiles.domain} = ${domain}`
      })`,
    );
  }
  if (query.subject) {
    parts.push(
      sql`exists (select 1 from unnest(${mentorProfiles.subjects}) s where lower(s) = ${query.subject.toLowerCase()})`,
    );
  }
  if (query.language) parts.push(sql`${mentorProfiles.languages} @> array[${query.language}]::text[]`);
  // The search's words as the session search bounds them (at most five, each at most 24 letters).
  const q = searchWords(query.q).join(" ");
  if (q) {
    const subjects = sql`lower(array_to_string(${mentorProfiles.subjects}, ' '))`;
    parts.push(
      sql`(word_similarity(${q}, lower(${users.name})) >= ${SEARCH_SIMILARITY} or word_similarity(${q}, ${subjects}) >= ${SEARCH_SIMILARITY})`,
    );
  }
  return and(...parts);
}

/** The mentor directory (docs/decisions/017): filtered, sorted and paged on the server. */
export async function mentorDirectory(db: Database, query: Query): Promise<MentorDirectory> {
  const where = filtersOf(query);
  const byRating = [desc(ratingScore), desc(mentorProfiles.ratingCount)];
  const order =
    query.sort === "sessions"
      ? [desc(sessionsHeldSql), ...byRating, asc(users.id)]
      : [...byRating, asc(users.id)];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: users.id,
        slug: mentorProfiles.slug,
        name: users.name,
        image: users.image,
        subjects: mentorProfiles.subjects,
        languages: mentorProfiles.languages,
        ratingCount: mentorProfiles.ratingCount,
        ratingTotal: mentorProfiles.ratingTotal,
        sessionsHeld: sessionsHeldSql.mapWith(Number),
        exams: sql<
          string[]
        >`array(select distinct es.category from sessions es where es.mentor_id = ${users.id} and es.status <> 'cancelled' order by es.category)`,
        ...badgeColumns,
      })
      .from(users)
      .innerJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      image: row.image,
      subjects: row.subjects,
      languages: row.languages,
      exams: row.exams ?? [],
      badge: badgeOf(row),
      rating: { average: meanRating(row.ratingTotal, row.ratingCount), count: row.ratingCount },
      sessionsHeld: row.sessionsHeld,
    })),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
