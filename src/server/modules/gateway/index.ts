// The public face of this module: what other server modules may import (through "../<module>"),
// and nothing else. A module that another needs something from adds an export line here
// (docs/ARCHITECTURE.md, "Walls between server modules").
// No other module uses anything of this one yet (src/server/app.ts wires it up).
export {};
