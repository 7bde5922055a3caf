import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { substations } from "../schema/index.ts";
import { ensureMainSubstation } from "./base.ts";
import { seedDemoCatalogue } from "./catalogue.ts";
import { seedDemoContent } from "./content.ts";

/**
 * Demo data for `npm start` without configuration. Idempotent: running it on a
 * seeded database changes nothing. Later domains add their own seed steps.
 */
export async function seedDemoData(db: Database): Promise<void> {
  await ensureMainSubstation(db, { nameZh: "云栈代理", nameEn: "CloudStack Proxy" });
  await db
    .update(substations)
    .set({
      contactEmail: "support@cloudstack-proxy.example",
      seoTitleZh: "云栈代理 - 海外住宅代理 IP 服务",
      seoTitleEn: "CloudStack Proxy - Residential proxy IPs worldwide",
      seoDescriptionZh: "3.5 亿真实住宅 IP，覆盖 200+ 国家和城市，99.98% 可用率，支持 HTTP(S) 与 SOCKS5。",
      seoDescriptionEn: "350 million real residential IPs in 200+ locations, 99.98% availability, HTTP(S) and SOCKS5.",
    })
    .where(eq(substations.code, "main"));
  await seedDemoCatalogue(db);
  await seedDemoContent(db);
}
