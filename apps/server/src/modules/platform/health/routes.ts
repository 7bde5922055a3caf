import type { FastifyInstance } from "fastify";

/** /healthz: the process answers. /readyz: it can also reach its database. */
export async function healthRoutes(app: FastifyInstance, opts: { ping: () => Promise<boolean> }) {
  app.get("/healthz", async (_request, reply) => {
    return reply.header("cache-control", "no-store").send({ status: "ok" });
  });
  app.get("/readyz", async (_request, reply) => {
    const database = await opts.ping();
    return reply
      .header("cache-control", "no-store")
      .status(database ? 200 : 503)
      .send({ status: database ? "ok" : "unavailable", database: database ? "ok" : "unreachable" });
  });
}
