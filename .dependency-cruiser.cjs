// The walls between the parts of the code base, checked by `npm run lint` (dependency-cruiser).
// docs/ARCHITECTURE.md says what each part is for.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "feature-internals",
      comment:
        "A web feature uses another feature only through that feature's index.ts (its public face); " +
        "what several features share lives in src/web/components, src/web/hooks or src/web/lib.",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/" },
      to: {
        path: "^src/web/features/[^/]+/",
        pathNot: ["^src/web/features/$1/", "^src/web/features/[^/]+/index\\.tsx?$"],
      },
    },
    {
      name: "shared-web-code-uses-no-feature",
      comment: "Shared web code (components, hooks, lib, config, content) knows no feature and no route.",
      severity: "error",
      from: { path: "^src/web/(components|hooks|lib|config|content)/" },
      to: { path: "^src/web/(features|app)/" },
    },
    {
      name: "features-know-no-routes",
      comment: "Features are composed into pages by src/web/app; they do not import it.",
      severity: "error",
      from: { path: "^src/web/features/" },
      to: { path: "^src/web/app/" },
    },
    {
      name: "web-no-cycles",
      comment:
        "No import cycle in the web app: a feature refreshes another's queries through the keys in " +
        "src/web/lib/query-keys.ts, not by importing it back.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { circular: true },
    },
    {
      name: "contract-stands-alone",
      comment: "The contract (schemas and constants shared by the server and the web) imports neither.",
      severity: "error",
      from: { path: "^src/contract/" },
      to: { path: "^src/(server|web)/" },
    },
    {
      name: "server-and-web-apart",
      comment: "The server and the web app meet only in the contract.",
      severity: "error",
      from: { path: "^src/(server|web)/" },
      to: { path: "^src/(server|web)/", pathNot: "^src/$1/" },
    },
    {
      name: "server-module-public-file",
      comment:
        "A server module uses another only through that module's index.ts (its public file, listing what " +
        "others may use). src/server/app.ts and main.ts (the composition root) and tests may reach in.",
      severity: "error",
      from: { path: "^src/server/modules/([^/]+)/", pathNot: "\\.test\\.ts$" },
      to: {
        path: "^src/server/modules/[^/]+/",
        pathNot: ["^src/server/modules/$1/", "^src/server/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "server-shared-code-uses-no-module",
      comment:
        "The server's shared parts (lib, http, db, jobs) sit below the modules and never import them; " +
        "what a module and shared code both need lives in the shared part or the contract.",
      severity: "error",
      from: { path: "^src/server/(lib|http|db|jobs)/" },
      to: { path: "^src/server/modules/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|node_modules|data|reports|test-results)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
