/**
 * `npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top] [lastSeconds]`: where a V8 CPU
 * profile (from `node --cpu-prof`, e.g. an app started by the benchmark with BENCH_CPU_PROF=<dir>)
 * spent its time, as self time per package (or per file of the app's own bundle) and the top
 * functions. With `lastSeconds`, only the samples of the profile's last seconds count: the booking
 * burst is the last thing its app does before it is stopped.
 */
import fs from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top]");
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
const fromUs = lastArg ? profile.endTime - Number(lastArg) * 1e6 : profile.startTime;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= fromUs) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});
const totalUs = profile.endTime - Math.max(profile.startTime, fromUs);

function bucket(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "(native/V8)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith("node:")) return url.replace(/^node:(internal\/)?/, "node:").split("/")[0] ?? url;
  return url.replace(/^file:\/\//, "").replace(/.*\/(dist|src)\//, "$1/");
}

const packages = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const b = bucket(url, functionName);
  packages.set(b, (packages.get(b) ?? 0) + us);
  const f = `${functionName || "(anonymous)"} ${b}:${lineNumber + 1}`;
  functions.set(f, (functions.get(f) ?? 0) + us);
}
const show = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / totalUs).toFixed(1).padStart(5)} %  ${key}`,
    );
  }
};
console.log(`profile: ${(totalUs / 1e6).toFixed(1)} s of wall time on the main thread`);
show("self time by package", packages);
show("self time by function", functions);
