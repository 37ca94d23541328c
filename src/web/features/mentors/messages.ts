/** What the mentor's dashboard says (docs/product.md §2.13, §5); the server decides and may answer its own words. */
export const MENTOR_DASHBOARD_MESSAGES = {
  loadFailed: "Failed to load your dashboard.",
  noRatings: "No ratings yet",
  avatarNotImage: "Profile pictures must be image files (JPEG, PNG or WebP).",
  avatarUnsupported: "Please choose a JPEG, PNG or WebP image.",
  avatarTooLarge: "The image is larger than 5 MB.",
  avatarNoImage: "The picture could not be saved: the upload returned no image address. Please try again.",
  avatarFailed: "Failed to upload the picture. Please try again.",
  avatarUpdated: "Profile picture updated",
  profileSaved: "Profile updated",
  profileFailed: "Failed to update your profile. Please try again.",
  bioTooLong: "Keep the bio to 1000 characters or fewer.",
  educationTooLong: "Keep education to 300 characters or fewer.",
  tooManySubjects: "List at most 12 subjects.",
  subjectTooLong: "Each subject can be at most 60 characters.",
  started: "Your session is live. Use Return to Meeting to open the control panel.",
  startFailed: "Failed to start the meeting. Please try again.",
  ended: "The session has ended.",
  endFailed: "Failed to end the meeting. Please try again.",
} as const;

/**
 * The limits of PUT /api/me/mentor-profile (mentorProfileBodySchema in @contract/profiles), here to give
 * a clear message before anything is sent.
 */
export const PROFILE_LIMITS = { bio: 1000, education: 300, subjects: 12, subject: 60 } as const;
