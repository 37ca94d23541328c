import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { Subscriber, Tx } from "../../lib/unit-of-work";

/**
 * A review counts only from an account that is not the mentor's own (docs/product.md "Public mentor
 * pages and the mentor directory"): one person with a second account could otherwise rate
 * themself. Two accounts are one person's when they share
 * - an inbox: the same email once lower-cased, and for Gmail (gmail.com, googlemail.com) without
 *   the dots and the +tag of the name, which Gmail ignores (r.mehta+alt@googlemail.com is
 *   rmehta@gmail.com);
 * - a phone: the same last 10 digits (+91 98765 43210 is 9876543210);
 * - a UPI id: the student's refund UPI id is the mentor's payout UPI id (ignoring case), the
 *   money of both going to one account.
 *
 * Written once, in SQL, for both uses: refusing a review (`linkedToMentor`) and taking out reviews
 * whose link appears later (`flagReviewsFromMentorAccounts`). The queries name the student `su`
 * (users) and `sp` (student_profiles), the mentor `mu` and `mp`.
 */
const inbox = (email: SQL) => sql`(case
  when split_part(lower(${email}), '@', 2) in ('gmail.com', 'googlemail.com')
    then replace(split_part(split_part(lower(${email}), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else lower(${email}) end)`;
const tenDigits = (phone: SQL) =>
  sql`(case when length(regexp_replace(${phone}, '[^0-9]', '', 'g')) >= 10
    then right(regexp_replace(${phone}, '[^0-9]', '', 'g'), 10) end)`;
const upi = (id: SQL) => sql`nullif(lower(btrim(${id})), '')`;

const SAME_OWNER = sql`coalesce(
  ${inbox(sql`su.email`)} = ${inbox(sql`mu.email`)}
  or ${tenDigits(sql`su.phone`)} = ${tenDigits(sql`mu.phone`)}
  or ${upi(sql`sp.refund_upi_id`)} = ${upi(sql`mp.payout_upi_id`)}, false)`;

/** Whether the student's account is the session's mentor's own (same inbox, phone or UPI id). */
export async function linkedToMentor(
  db: Database | Tx,
  studentId: string,
  sessionId: string,
): Promise<boolean> {
  const [row] = await rowsOf<{ linked: boolean }>(
    db,
    sql`select ${SAME_OWNER} as linked
    from sessions s
      inner join users mu on mu.id = s.mentor_id
      left join mentor_profiles mp on mp.user_id = mu.id
      cross join users su
      left join student_profiles sp on sp.user_id = su.id
    where s.id = ${sessionId} and su.id = ${studentId}`,
  );
  return row?.linked === true;
}

/**
 * A link found after a review was written (a student adds the mentor's payout UPI id as their refund
 * UPI id, a mentor's phone is corrected to the student's): the reviews between the two accounts are
 * marked `from_mentor_account`, which takes them out of the public rating and the public pages (the
 * database's `counted`, migration 0018). The mark stays when the link is removed again: removing it
 * does not make the accounts two people. Run for the account that changed (as a student or a
 * mentor), in the transaction of the change (`mentorAccountReviews`).
 */
export async function flagReviewsFromMentorAccounts(db: Database | Tx, userId: string): Promise<void> {
  // `counted` is named too, though the database computes it (feedbacks_set_counted): the trigger
  // that moves the mentor's rating fires only on an UPDATE naming `rating`, `session_id` or `counted`.
  await db.execute(sql`update feedbacks f set from_mentor_account = true, counted = false
    from sessions s
      inner join users mu on mu.id = s.mentor_id
      left join mentor_profiles mp on mp.user_id = mu.id,
      users su
      left join student_profiles sp on sp.user_id = su.id
    where f.id in (
        select id from feedbacks where student_id = ${userId}
        union all
        select rf.id from feedbacks rf inner join sessions rs on rs.id = rf.session_id where rs.mentor_id = ${userId})
      and s.id = f.session_id and su.id = f.student_id and not f.from_mentor_account and ${SAME_OWNER}`);
}

/**
 * Every change of an account's phone, refund UPI id or payout UPI id emits `profile.changed` (the
 * student's or mentor's own edit, a refund UPI id given when cancelling, the payout UPI id) or
 * `mentor.changed` (an admin's edit of a mentor): the reviews between that account and its
 * counterparts are checked again in the same transaction.
 */
export function mentorAccountReviews(): Subscriber {
  return {
    name: "mentor-account-reviews",
    async inTransaction({ tx }, event) {
      if (event.type === "profile.changed") await flagReviewsFromMentorAccounts(tx, event.userId);
      else if (event.type === "mentor.changed") await flagReviewsFromMentorAccounts(tx, event.mentorId);
    },
  };
}
