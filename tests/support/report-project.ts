import { beforeEach } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    /** The project (database) a test ran in: vitest's JSON report names the file only. */
    project?: string;
  }
}

// Read by scripts/test-summary.mjs, which lists the slowest files and tests of each project apart
// (a server test file runs once on PGlite and once on PostgreSQL).
beforeEach(({ task }) => {
  task.meta.project = task.file.projectName;
});
