import type { FastifyBaseLogger } from "fastify";
import type { JobGate } from "./job-gate.ts";

export interface Job {
  name: string;
  intervalMs: number;
  run(): Promise<unknown>;
}

/** Told of every tick's outcome (the metrics). */
export interface JobObserver {
  ran(job: string, ms: number, at: Date): void;
  failed(job: string, ms: number): void;
  skipped(job: string): void;
}

export interface Scheduler {
  /** Runs one job now if the gate lets it (tests; timers call the same). True when it ran. */
  tick(name: string): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * The in-process scheduler (DESIGN): each job runs every `intervalMs`, never
 * twice at once in this process. With a gate (the server always passes one)
 * a job also runs in one process at a time and once per interval across every
 * process on the same database.
 */
export function startJobs(jobs: Job[], log: FastifyBaseLogger, gate?: JobGate, observer?: JobObserver): Scheduler {
  const running = new Map<string, Promise<boolean>>();
  const byName = new Map(jobs.map((job) => [job.name, job]));

  const tick = (job: Job): Promise<boolean> => {
    const current = running.get(job.name);
    if (current) return current.then(() => false);
    const started = Date.now();
    const attempt = gate
      ? gate.runOnce(job.name, job.intervalMs, () => job.run())
      : job.run().then((result) => ({ ran: true as const, result }));
    const run = attempt
      .then((outcome) => {
        const ms = Date.now() - started;
        if (outcome.ran) {
          // At info: operators see each run and what it did (orders closed, payments asked about …).
          log.info({ job: job.name, ms, outcome: "ok", result: outcome.result }, "job ran");
          observer?.ran(job.name, ms, new Date());
        } else {
          observer?.skipped(job.name);
        }
        return outcome.ran;
      })
      .catch((error) => {
        const ms = Date.now() - started;
        log.error({ err: error, job: job.name, ms, outcome: "failed" }, "job failed");
        observer?.failed(job.name, ms);
        return false;
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };

  const timers = jobs.map((job) => {
    const timer = setInterval(() => void tick(job), job.intervalMs);
    timer.unref();
    return timer;
  });
  return {
    tick(name) {
      const job = byName.get(name);
      if (!job) return Promise.reject(new Error(`unknown job ${name}`));
      return tick(job);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled(running.values());
    },
  };
}
