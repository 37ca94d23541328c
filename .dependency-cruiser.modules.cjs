// The server modules' graph alone (docs/ARCHITECTURE.md, "Walls between server modules"), checked by
// `npm run lint` beside .dependency-cruiser.cjs: a cycle between modules is judged on their folders,
// with nothing but the modules' own code in the graph (app.ts and the tests use every module, and
// lib/ is used by every module, so a graph with them would see cycles everywhere).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "server-modules-no-cycles",
      comment:
        "Server modules form no cycle: if a uses b (through any of their files), b never uses a, directly " +
        "or through others. Judged on the folders, so a/x.ts → b/y.ts → a/z.ts is one.",
      severity: "error",
      scope: "folder",
      from: { path: "^src/server/modules/[^/]+/?$" },
      to: { path: "^src/server/modules/[^/]+/?$", circular: true },
    },
  ],
  options: {
    includeOnly: "^src/server/modules/",
    exclude: { path: "\\.test\\.ts$" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
