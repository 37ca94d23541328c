import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@/": fileURLToPath(new URL("./src/web/", import.meta.url)),
  "@contract/": fileURLToPath(new URL("./src/contract/", import.meta.url)),
  // The tests' shared helpers, one name from any depth (Playwright reads the same from tsconfig.json).
  "@test-support/": fileURLToPath(new URL("./tests/support/", import.meta.url)),
};

// Every test file runs on the embedded PGlite. With TEST_DATABASE_URL set, the server's API tests
// run a second time on that PostgreSQL, each test file in its own database. Files named *.pg.test.ts
// need PostgreSQL itself (several server processes on one database): only the postgres project runs them.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  resolve: { alias },
  test: {
    globalSetup: ["./tests/support/global-setup.ts"],
    setupFiles: ["./tests/support/report-project.ts"],
    reporters: ["default", ["json", { outputFile: "reports/vitest.json" }]],
    // At least two test files at a time: vitest's default (cores − 1) is one on the two-core CI
    // machine, where a file on PostgreSQL spends half its time waiting for the server.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          include: ["src/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
          exclude: ["**/node_modules/**", "**/*.pg.test.ts"],
          env: { TEST_DB: "pglite" },
        },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: ["src/server/**/*.test.ts", "tests/integration/**/*.test.ts"],
                env: { TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
