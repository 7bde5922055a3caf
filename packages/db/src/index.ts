export { backupPgliteDataDir, RestoreTargetNotEmptyError, restorePgliteDataDir } from "./backup.ts";
export type { Database, DatabaseHandle, DatabaseOptions, Schema } from "./client.ts";
export { openDatabase, queryRows } from "./client.ts";
export { DataDirInUseError } from "./data-dir-lock.ts";
export * as tables from "./schema/index.ts";
export { ensureMainSubstation } from "./seed/base.ts";
export { demoOutIp, demoPoolSize } from "./seed/catalogue.ts";
export { seedDemoData } from "./seed/demo.ts";
