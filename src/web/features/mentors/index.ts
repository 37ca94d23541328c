// What other features may use of the mentors feature.
export { usePublicMentors } from "./api/get-public-mentors";
// A mentor's rating as lists write it (the home carousel uses it too).
export { MentorRating } from "./components/mentor-rating";
