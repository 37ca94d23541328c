// What other features may use of the content feature.
export { contentPageQueryKey } from "./api/get-content-page";
export { faqsQueryKey } from "./api/get-faqs";
