import type {
  ConsoleRedirect,
  ConsoleRedirectList,
  ConsoleSubstation,
  ConsoleSubstationList,
  RedirectCreate,
  SubstationSettings,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import { type AuditRecorder, type ConsoleActor, changedFields } from "../../../lib/console-actor.ts";
import { inTransaction } from "../../../lib/executor.ts";
import { refuseIfStale } from "../../../lib/versioned-row.ts";
import { addRedirectRule, refuseLoop } from "./redirect-rules.ts";
import { createSiteRepo, type RedirectListing, type SubstationRow } from "./repo.ts";
import { savingSubstation, substationRules } from "./substation-rules.ts";

/**
 * Substations and redirect rules as the console edits them, under the command line's rules
 * (substation-rules.ts, redirect-rules.ts). Every change writes its audit row in the same
 * transaction and makes this process forget its cached sites; other processes see the change
 * when their cache expires (30 s).
 */
export function createSiteConsoleService(deps: {
  db: Database;
  audit: AuditRecorder;
  /** The site service's cache, forgotten after every change. */
  forgetCached: () => void;
}) {
  const { db, audit, forgetCached } = deps;

  async function changed<T>(work: () => Promise<T>): Promise<T> {
    const result = await work();
    forgetCached();
    return result;
  }

  return {
    async listSubstations(): Promise<ConsoleSubstationList> {
      const rows = await createSiteRepo(db).listSubstations();
      // The main site first: it answers every host name no other substation has.
      rows.sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.id - b.id);
      return { list: rows.map(toSubstation) };
    },

    async createSubstation(
      actor: ConsoleActor,
      input: SubstationSettings & { code: string },
    ): Promise<ConsoleSubstation> {
      const { code, ...settings } = input;
      const row = await changed(() =>
        savingSubstation(code, () =>
          inTransaction(db, async (tx) => {
            const repo = createSiteRepo(tx);
            const values = await substationRules(repo).checkNew(code, settings);
            const created = await repo.insertSubstation({ ...values, updatedBy: actor.name });
            await audit.record(tx, {
              context: actor.audit,
              action: "sites.substation.create",
              recordType: "substation",
              recordId: created.id,
              after: { code, ...settings },
              outcome: "ok",
            });
            return created;
          }),
        ),
      );
      return toSubstation(row);
    },

    async updateSubstation(
      actor: ConsoleActor,
      id: number,
      input: SubstationSettings & { version: number },
    ): Promise<ConsoleSubstation> {
      const { version, ...settings } = input;
      return changed(() =>
        inTransaction(db, async (tx) => {
          const repo = createSiteRepo(tx);
          const current = await repo.lockSubstation(id);
          if (!current) throw AppError.notFound();
          refuseIfStale(current, version);
          // The form sends every setting; only the ones that differ are written and audited.
          const change = changedFields(current, settings);
          const differing = Object.fromEntries(
            Object.keys(change.after).map((key) => [key, settings[key as keyof SubstationSettings]]),
          ) as SubstationSettings;
          if (Object.keys(differing).length === 0) return toSubstation(current);
          await substationRules(repo).checkChange(current, differing);
          const updated = await savingSubstation(current.code, () => repo.updateSubstation(id, differing, actor.name));
          if (!updated) throw AppError.notFound();
          await audit.record(tx, {
            context: actor.audit,
            action: "sites.substation.update",
            recordType: "substation",
            recordId: id,
            ...change,
            outcome: "ok",
          });
          return toSubstation(updated);
        }),
      );
    },

    async listRedirects(): Promise<ConsoleRedirectList> {
      return { list: (await createSiteRepo(db).listAllRedirects()).map(toRedirect) };
    },

    async createRedirect(actor: ConsoleActor, input: RedirectCreate): Promise<ConsoleRedirect> {
      const id = await changed(() =>
        inTransaction(db, async (tx) => {
          const row = await addRedirectRule(createSiteRepo(tx), { ...input, note: input.note ?? null }, actor.name);
          await audit.record(tx, {
            context: actor.audit,
            action: "sites.redirect.create",
            recordType: "route_redirect",
            recordId: row.id,
            after: {
              substationId: row.substationId,
              fromPath: row.fromPath,
              toUrl: row.toUrl,
              statusCode: row.statusCode,
              note: row.note,
            },
            outcome: "ok",
          });
          return row.id;
        }),
      );
      return redirectById(id);
    },

    async setRedirectEnabled(
      actor: ConsoleActor,
      id: number,
      input: { isEnabled: boolean; version: number },
    ): Promise<ConsoleRedirect> {
      await changed(() =>
        inTransaction(db, async (tx) => {
          const repo = createSiteRepo(tx);
          const current = await repo.lockRedirect(id);
          if (!current) throw AppError.notFound();
          refuseIfStale(current, input.version);
          if (current.isEnabled === input.isEnabled) return;
          if (input.isEnabled) {
            // Other rules may have been added while this one was off.
            const substationIds = (await repo.listSubstations()).map((row) => row.id);
            refuseLoop(await repo.listEnabledRedirects(), current, substationIds);
          }
          await repo.setRedirectEnabled(id, input.isEnabled, actor.name);
          await audit.record(tx, {
            context: actor.audit,
            action: input.isEnabled ? "sites.redirect.enable" : "sites.redirect.disable",
            recordType: "route_redirect",
            recordId: id,
            before: { isEnabled: current.isEnabled },
            after: { isEnabled: input.isEnabled },
            outcome: "ok",
          });
        }),
      );
      return redirectById(id);
    },
  };

  async function redirectById(id: number): Promise<ConsoleRedirect> {
    const row = await createSiteRepo(db).findRedirectListing(id);
    if (!row) throw AppError.notFound();
    return toRedirect(row);
  }
}

export type SiteConsoleService = ReturnType<typeof createSiteConsoleService>;

function toSubstation(row: SubstationRow): ConsoleSubstation {
  const { createdAt: _createdAt, updatedAt, ...rest } = row;
  return { ...rest, updatedAt: updatedAt.toISOString() };
}

function toRedirect(row: RedirectListing): ConsoleRedirect {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}
