import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import type { UsageBatch } from "@shop/contract";

/** Usage of an account not yet in any batch: bytes both ways, and per target domain [domain, bytes, requests]. */
export interface UsageDelta {
  account: string;
  up: number;
  down: number;
  domains: [string, number, number][];
  /** Connections by outcome [reason, count] (written at reports only: a crash may lose the latest, never bytes). */
  outcomes?: [string, number][];
}

type Line = { batch: UsageBatch } | { usage: UsageDelta };

/**
 * The gateway's usage journal: what it counted and the shop has not yet
 * accepted survives a crash. Each report rewrites the file with the batches
 * still unaccepted and the usage counted since (written, fsynced, renamed
 * into place); each tunnel's usage is appended when it ends, before the next
 * report takes it into a batch. A
 * write reaches the kernel at once, so kill -9 loses nothing; a power cut can
 * lose what was appended since the last report. At start, `replay` gives back
 * the batches (sent again with their ids: the shop books each once) and the
 * usage appended after them.
 *
 * The rewrite's write and fsync run off the event loop (an fsync can take
 * tens of milliseconds, and every tunnel waits while the loop does): tunnels
 * that end meanwhile are appended to the old file and remembered, then added
 * to the new one, which is renamed into place in the same turn of the loop,
 * so no moment exists at which a kill -9 finds a file without them.
 */
export function openJournal(directory: string) {
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, "usage.journal");
  const next = path.join(directory, "usage.journal.next");
  let fd = openSync(file, "a");
  /** Lines appended while a rewrite is on its way (null when none is). */
  let appendedDuringRewrite: string[] | null = null;
  let closed = false;

  const encode = (line: Line) => `${JSON.stringify(line)}\n`;
  const append = (line: string) => {
    writeSync(fd, line);
    appendedDuringRewrite?.push(line);
  };

  return {
    file,

    /** Batches and usage left by the last run (a torn last line is ignored). */
    replay(): { batches: UsageBatch[]; usage: UsageDelta[] } {
      let text = "";
      try {
        text = readFileSync(file, "utf8");
      } catch {
        return { batches: [], usage: [] };
      }
      const batches: UsageBatch[] = [];
      let usage: UsageDelta[] = [];
      for (const raw of text.split("\n")) {
        if (!raw) continue;
        let line: Line;
        try {
          line = JSON.parse(raw) as Line;
        } catch {
          continue;
        }
        if ("batch" in line) {
          batches.push(line.batch);
          // A batch holds every tunnel's usage written before it.
          usage = [];
        } else usage.push(line.usage);
      }
      return { batches, usage };
    },

    /** A tunnel ended: its usage, before it is in a batch. */
    appendUsage(delta: UsageDelta): void {
      append(encode({ usage: delta }));
    },

    /**
     * One tunnel's appender: the same line as `appendUsage` gives for `{ account, up, down,
     * domains: [[domain, up + down, 0]] }`, with the account and domain encoded once (it runs
     * for every chunk a tunnel moves).
     */
    usageAppender(account: string, domain: string): (up: number, down: number) => void {
      const head = `{"usage":{"account":${JSON.stringify(account)},"up":`;
      const domainHead = `,"domains":[[${JSON.stringify(domain)},`;
      return (up, down) => append(`${head}${up},"down":${down}${domainHead}${up + down},0]]}}\n`);
    },

    /**
     * The batches the shop has not accepted yet, and the usage counted since, replace everything before, durably.
     * One at a time: the caller awaits each before the next.
     */
    async rewrite(unaccepted: UsageBatch[], since: UsageDelta[]): Promise<void> {
      const text = [...unaccepted.map((batch) => encode({ batch })), ...since.map((usage) => encode({ usage }))].join(
        "",
      );
      appendedDuringRewrite = [];
      try {
        const out = await open(next, "w");
        try {
          if (text) await out.write(text);
          await out.sync();
        } finally {
          await out.close();
        }
      } catch (error) {
        appendedDuringRewrite = null;
        throw error;
      }
      // From here to the rename nothing else runs: the appends made meanwhile join the new file first.
      const appended = appendedDuringRewrite;
      appendedDuringRewrite = null;
      if (closed) return;
      if (appended.length > 0) {
        const out = openSync(next, "a");
        try {
          writeSync(out, appended.join(""));
        } finally {
          closeSync(out);
        }
      }
      renameSync(next, file);
      closeSync(fd);
      fd = openSync(file, "a");
    },

    /** Bytes in the file now (metrics). */
    size(): number {
      return fstatSync(fd).size;
    },

    close(): void {
      closed = true;
      closeSync(fd);
    },
  };
}

export type Journal = ReturnType<typeof openJournal>;
