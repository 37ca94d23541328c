// The public face of this module: what other server modules may import (through "../<module>"),
// and nothing else. A module that another needs something from adds an export line here
// (docs/ARCHITECTURE.md, "Walls between server modules").
export { cancelSession } from "./cancel-session";
export { searchWords } from "./session-search";
export {
  bookingClosedReason,
  OVERRUN_MINUTES,
  runsSession,
} from "./sessions.policy";
export {
  COUNTED_FEEDBACK,
  cardColumns,
  filterKeysOf,
  getSessionCard,
  sessionRating,
  toCard,
} from "./sessions.queries";
