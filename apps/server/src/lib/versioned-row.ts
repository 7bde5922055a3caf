import { ResponseCode } from "@shop/contract";
import { AppError } from "../http/app-error.ts";
import { chinaTimeOf } from "./console-actor.ts";

/** A row the console edits with optimistic concurrency: the form sends back the version it was shown. */
export type VersionedRow = { version: number; updatedAt: Date; updatedBy: string | null };

/** A form sent with an older version than the row's: refused, naming who changed it and when. */
export function refuseIfStale(row: VersionedRow, version: number): void {
  if (row.version === version) return;
  throw new AppError(ResponseCode.Conflict, "consoleCatalogue.changedBy", {
    operator: row.updatedBy ?? "-",
    time: chinaTimeOf(row.updatedAt),
  });
}
