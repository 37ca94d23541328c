import { type SQL, sql } from "drizzle-orm";

/**
 * "Best rated first" (the mentor directory, the session search's `sort=rating`) orders mentors by a
 * Bayesian average of their counted reviews, not by the raw mean (docs/product.md "Public mentor
 * pages and the mentor directory"): every mentor starts with RATING_PRIOR_WEIGHT imaginary reviews
 * of RATING_PRIOR stars,
 *
 *   score = (rating_total + RATING_PRIOR × RATING_PRIOR_WEIGHT) / (rating_count + RATING_PRIOR_WEIGHT),
 *
 * so that a few reviews cannot outrank a long record: two 5-star reviews score 3.57, twelve averaging
 * 4.5 score 4.06, fifty averaging 4.6 score 4.45; a mentor without reviews scores the prior (3.0).
 *
 * The prior is the middle of the 1–5 scale, fixed, not the site's mean: reviews here run high (a
 * mean of 4.5 or more), and with that as the prior two 5-star reviews would still outrank a mentor
 * with fifty at 4.6, which is the inflation this order is for. A fixed prior also needs no scan of
 * every profile per query and gives every mentor the same score on every page. Five reviews of
 * weight: from five reviews on, a mentor's own mean counts more than the prior; at twenty it is 80 %
 * of the score.
 *
 * Only the order uses it: what is shown stays the real mean and count ("4.6 (23 reviews)").
 */
export const RATING_PRIOR = 3;
export const RATING_PRIOR_WEIGHT = 5;

/** The score of a mentor profile's rating columns (mentor_profiles.rating_count, .rating_total). */
export const bayesianRating = (count: SQL, total: SQL) =>
  sql`((${total} + ${sql.raw(String(RATING_PRIOR * RATING_PRIOR_WEIGHT))})::numeric / (${count} + ${sql.raw(String(RATING_PRIOR_WEIGHT))}))`;
