import type { Database } from "../client.ts";
import { substations } from "../schema/index.ts";

export interface MainSiteDefaults {
  nameZh: string;
  nameEn: string;
}

/**
 * Every installation needs its main site: an unknown host name is served as
 * it. Created once, in every mode; operators edit it afterwards.
 */
export async function ensureMainSubstation(db: Database, defaults: MainSiteDefaults): Promise<void> {
  await db
    .insert(substations)
    .values({
      code: "main",
      host: null,
      isMain: true,
      nameZh: defaults.nameZh,
      nameEn: defaults.nameEn,
      primaryColor: "#2563eb",
      contactHoursZh: "7×24 小时在线",
      contactHoursEn: "Online 24/7",
    })
    .onConflictDoNothing();
}
