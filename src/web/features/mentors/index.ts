// What other features may use of the mentors feature.
export { usePublicMentors } from "./api/get-public-mentors";
