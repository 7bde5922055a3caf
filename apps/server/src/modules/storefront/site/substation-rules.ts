import { ResponseCode, type SubstationSettings } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { isUniqueViolation } from "../../../lib/postgres-errors.ts";
import type { SiteRepo, SubstationRow } from "./repo.ts";

/**
 * The rules of adding and changing a substation, the same on the command line and in the
 * console; each refusal is an AppError with a catalogue key (the command line prints its
 * English). `repo` may be bound to the caller's transaction.
 */
export function substationRules(repo: SiteRepo) {
  async function ensureHostFree(host: string | null | undefined, ownId: number | null): Promise<void> {
    if (!host) return;
    const holder = await repo.findSubstationByHost(host);
    if (holder && holder.id !== ownId) {
      throw new AppError(ResponseCode.Conflict, "consoleSites.hostTaken", { host, code: holder.code });
    }
  }

  return {
    /** What a new substation must have: a free code, a free host name and both names. */
    async checkNew(code: string, settings: SubstationSettings) {
      const { host, nameZh, nameEn } = settings;
      if (!host || !nameZh || !nameEn) throw new AppError(ResponseCode.BadRequest, "consoleSites.addNeeds");
      if (await repo.findSubstationByCode(code)) {
        throw new AppError(ResponseCode.Conflict, "consoleSites.codeTaken", { code });
      }
      await ensureHostFree(host, null);
      return { ...settings, code, host, nameZh, nameEn };
    },

    /** A change must change something, keep a host on every site but the main one, and take a free host. */
    async checkChange(row: SubstationRow, settings: SubstationSettings): Promise<void> {
      if (Object.keys(settings).length === 0) {
        throw new AppError(ResponseCode.BadRequest, "consoleSites.nothingToChange");
      }
      if ("host" in settings && settings.host === null && !row.isMain) {
        throw new AppError(ResponseCode.BadRequest, "consoleSites.mainNeedsNoHost");
      }
      await ensureHostFree(settings.host, row.id);
    },
  };
}

/** Runs a write; another operator taking the code or host between the check and the write is refused the same way. */
export async function savingSubstation<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "substations_code_key")) {
      throw new AppError(ResponseCode.Conflict, "consoleSites.codeTaken", { code });
    }
    if (isUniqueViolation(error, "substations_host_key")) {
      throw new AppError(ResponseCode.Conflict, "consoleSites.hostTakenNow");
    }
    throw error;
  }
}
