import type { PublicMentor } from "@contract/content";
import { meanRating } from "@contract/mentor-pages";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mentorProfiles, users } from "../../db/schema";

/** Mentors for the home page carousel: public fields only, longest-serving first. */
export async function listPublicMentors(db: Database, limit = 24): Promise<PublicMentor[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      bio: mentorProfiles.bio,
      image: users.image,
      subjects: mentorProfiles.subjects,
      education: mentorProfiles.education,
      slug: mentorProfiles.slug,
      ratingCount: mentorProfiles.ratingCount,
      ratingTotal: mentorProfiles.ratingTotal,
    })
    .from(users)
    .innerJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    .where(and(eq(users.role, "mentor"), isNull(users.deactivatedAt)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
  return rows.map(({ ratingCount, ratingTotal, ...mentor }) => ({
    ...mentor,
    rating: { average: meanRating(ratingTotal, ratingCount), count: ratingCount },
  }));
}
