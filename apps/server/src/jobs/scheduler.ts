import type { FastifyBaseLogger } from "fastify";

export interface Job {
  name: string;
  intervalMs: number;
  run(): Promise<unknown>;
}

/**
 * The in-process scheduler (DESIGN): each job runs every `intervalMs`, never
 * twice at once in this process. Jobs must be safe when several processes run
 * them at the same time (idempotent deletes and conditional updates).
 */
export function startJobs(jobs: Job[], log: FastifyBaseLogger): { stop(): Promise<void> } {
  const running = new Map<string, Promise<unknown>>();
  const timers = jobs.map((job) => {
    const tick = () => {
      if (running.has(job.name)) return;
      const started = Date.now();
      const run = job
        .run()
        .then((result) => log.debug({ job: job.name, ms: Date.now() - started, result }, "job finished"))
        .catch((error) => log.error({ err: error, job: job.name }, "job failed"))
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    };
    const timer = setInterval(tick, job.intervalMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled(running.values());
    },
  };
}
