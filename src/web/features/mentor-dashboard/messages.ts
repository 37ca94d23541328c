/**
 * The limits of PUT /api/me/mentor-profile (mentorProfileBodySchema in @contract/profiles), here to give
 * a clear message before anything is sent. What the mentor's dashboard says (docs/product.md §2.13, §5)
 * is in this feature's catalogs (locales/); the server decides and may answer its own words.
 */
export const PROFILE_LIMITS = { bio: 1000, education: 300, subjects: 12, subject: 60 } as const;
