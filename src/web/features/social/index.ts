// What other features may use of the social feature.
export { socialLinksQueryKey } from "./api/get-social-links";
