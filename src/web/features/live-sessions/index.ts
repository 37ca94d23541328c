// What other features may use of the live-sessions feature.
export { endSession } from "./api/end-session";
