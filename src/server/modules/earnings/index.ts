// The public face of this module: what other server modules may import (through "../<module>"),
// and nothing else. A module that another needs something from adds an export line here
// (docs/ARCHITECTURE.md, "Walls between server modules").
export { type MentorToPay, mentorsToPay, payoutFromStatement } from "./bulk-payouts";
export { csvCell, toCsv } from "./csv";
