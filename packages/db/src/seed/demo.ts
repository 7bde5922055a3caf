import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { shopBankAccount, substations } from "../schema/index.ts";
import { ensureMainSubstation } from "./base.ts";
import { seedDemoCatalogue } from "./catalogue.ts";
import { seedDemoContent } from "./content.ts";

/**
 * Demo data for `npm start` without configuration. Idempotent: running it on a
 * seeded database changes nothing. Later domains add their own seed steps.
 */
/** Where customers connect to use a sold static IP: the demo gateway unless told otherwise. */
export interface StaticIpEntry {
  host: string;
  port: number;
}

export async function seedDemoData(db: Database, options: { staticIpEntry?: StaticIpEntry } = {}): Promise<void> {
  await ensureMainSubstation(db, { nameZh: "云栈代理", nameEn: "CloudStack Proxy" });
  await db
    .update(substations)
    .set({
      contactEmail: "support@cloudstack-proxy.example",
      seoTitleZh: "云栈代理 - 海外住宅代理 IP 服务",
      seoTitleEn: "CloudStack Proxy - Residential proxy IPs worldwide",
      seoDescriptionZh: "真实住宅 IP，可按国家、州/省和城市定位，支持 HTTP(S) 与 SOCKS5，按流量或按 IP 购买。",
      seoDescriptionEn:
        "Real residential IPs targeted by country, state and city, HTTP(S) and SOCKS5, bought by traffic or by IP.",
    })
    .where(eq(substations.code, "main"));
  // A white-label partner site: browsers send *.localhost to this machine, so
  // http://partner.localhost:3000 shows the same shop under another brand.
  await db
    .insert(substations)
    .values({
      code: "partner-demo",
      host: "partner.localhost",
      nameZh: "远航代理",
      nameEn: "Voyage Proxy",
      primaryColor: "#047857",
      contactEmail: "hello@voyage-proxy.example",
      contactHoursZh: "工作日 9:00–21:00（北京时间）",
      contactHoursEn: "Weekdays 9:00–21:00 (Beijing time)",
      seoTitleZh: "远航代理 - 住宅代理 IP",
      seoTitleEn: "Voyage Proxy - Residential proxy IPs",
      seoDescriptionZh: "远航代理：全球住宅代理 IP，按国家和城市定位，支持 HTTP(S) 与 SOCKS5。",
      seoDescriptionEn:
        "Voyage Proxy: residential proxy IPs worldwide, targeted by country and city, over HTTP(S) and SOCKS5.",
    })
    .onConflictDoNothing();
  // The demo seller printed on receipts: an "example" company (its code passes the GB 32100 check,
  // no real one is meant). No account number, so bank transfer stays off until an operator adds one.
  await db
    .insert(shopBankAccount)
    .values({
      id: 1,
      accountName: "厦门云栈示例网络科技有限公司",
      accountNameEn: "Xiamen CloudStack Example Network Technology Co., Ltd.",
      sellerAddress: "福建省厦门市思明区示例路 88 号云栈大厦 12 层",
      sellerAddressEn: "12F CloudStack Tower, 88 Example Road, Siming District, Xiamen, Fujian, China",
      sellerTaxId: "91350203MA8Y7K2Q44",
    })
    .onConflictDoNothing();
  await seedDemoCatalogue(db, options.staticIpEntry ?? { host: "127.0.0.1", port: 7777 });
  await seedDemoContent(db);
}
