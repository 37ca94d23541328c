/**
 * The one source of "now" for every rule that depends on time: booking closing at the start, the
 * start window, a session lapsing or being completed, reminders, the admin digest, token expiry.
 * Production reads the system clock; tests give the app a clock they can set, so that time-based
 * rules are tested by moving the clock, never by sleeping.
 *
 * Operational timing (job retries and their backoff, delivery claims, the database's own
 * `now()` defaults for created_at) is not a rule and stays on real time.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
