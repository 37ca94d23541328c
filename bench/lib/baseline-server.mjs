// The bare baseline: Fastify's hello world, logger off, nothing else. It runs in its own process
// under plain node (no TypeScript loader), like the built app, so that neither server shares a
// thread with the load generator. Serves on HOST:PORT until SIGTERM or SIGINT.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));

await app.listen({
  port: Number.parseInt(process.env.PORT ?? "0", 10),
  host: process.env.HOST ?? "127.0.0.1",
});

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
