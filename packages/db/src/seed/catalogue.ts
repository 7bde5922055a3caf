import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { staticDurations, staticIpPool, staticNodes, trafficPackages, trafficUnitPrices } from "../schema/index.ts";
import { insertRowReturningId } from "./insert-row.ts";

/**
 * The demo price list (README "Demo price list"). SPEC leaves prices out; these
 * are in line with what residential proxy shops charge in CNY. Money in fen; the optional USD
 * prices (cents) are set by hand like an operator would, and Enterprise is left CNY-only.
 */
export const demoTrafficPackages = [
  { nameZh: "入门版", nameEn: "Starter", trafficGb: 5, giftGb: 0, priceFen: 16_000, usdPriceCents: 2_200, sort: 1 },
  { nameZh: "标准版", nameEn: "Standard", trafficGb: 20, giftGb: 2, priceFen: 56_000, usdPriceCents: 7_800, sort: 2 },
  {
    nameZh: "专业版",
    nameEn: "Professional",
    trafficGb: 50,
    giftGb: 8,
    priceFen: 125_000,
    usdPriceCents: 17_500,
    sort: 3,
    isRecommended: true,
  },
  {
    nameZh: "商务版",
    nameEn: "Business",
    trafficGb: 200,
    giftGb: 40,
    priceFen: 440_000,
    usdPriceCents: 61_000,
    sort: 4,
  },
  { nameZh: "企业版", nameEn: "Enterprise", trafficGb: 1000, giftGb: 250, priceFen: 1_900_000, sort: 5 },
];

export const demoUnitPrice = { priceFenPerGb: 3_400, minGb: 1, maxGb: 5_000 };

/** 30/60/90/180/365 days; longer terms cost less per day. */
const durationDiscounts: Array<[days: number, discountPercent: number]> = [
  [30, 0],
  [60, 3],
  [90, 6],
  [180, 10],
  [365, 18],
];

type NodeSeed = [
  countryCode: string,
  regionZh: string,
  regionEn: string,
  /** The carrier, or [Chinese, English] where the names differ. */
  isp: string | [zh: string, en: string] | null,
  pricePer30DaysFen: number,
];

export const demoNodes: Record<1 | 2 | 3 | 12, NodeSeed[]> = {
  // Dedicated data centre
  1: [
    ["US", "美国 · 阿什本", "United States · Ashburn", "Equinix", 2_500],
    ["US", "美国 · 洛杉矶", "United States · Los Angeles", "QuadraNet", 2_500],
    ["DE", "德国 · 法兰克福", "Germany · Frankfurt", "Hetzner", 2_800],
    ["SG", "新加坡", "Singapore", "Digital Realty", 3_000],
    ["JP", "日本 · 东京", "Japan · Tokyo", "IIJ", 3_200],
  ],
  // Static residential ISP
  2: [
    ["US", "美国 · 纽约", "United States · New York", "Verizon", 5_500],
    ["US", "美国 · 洛杉矶", "United States · Los Angeles", "AT&T", 5_500],
    ["US", "美国 · 达拉斯", "United States · Dallas", "Comcast", 5_200],
    ["GB", "英国 · 伦敦", "United Kingdom · London", "BT", 6_000],
    ["DE", "德国 · 法兰克福", "Germany · Frankfurt", "Deutsche Telekom", 6_000],
    ["JP", "日本 · 东京", "Japan · Tokyo", "NTT", 6_800],
    ["HK", "中国香港", "Hong Kong", "HKBN", 6_500],
  ],
  // Static native
  3: [
    ["US", "美国", "United States", "Spectrum", 8_800],
    ["GB", "英国", "United Kingdom", "Virgin Media", 9_200],
    ["JP", "日本", "Japan", "KDDI", 9_800],
    ["KR", "韩国", "South Korea", "KT", 9_800],
    ["SG", "新加坡", "Singapore", "Singtel", 9_500],
    ["AU", "澳大利亚", "Australia", "Telstra", 9_800],
  ],
  // China static ISP
  12: [
    ["CN", "上海", "Shanghai", ["中国电信", "China Telecom"], 4_500],
    ["CN", "北京", "Beijing", ["中国联通", "China Unicom"], 4_500],
    ["CN", "广州", "Guangzhou", ["中国移动", "China Mobile"], 4_200],
    ["CN", "杭州", "Hangzhou", ["中国电信", "China Telecom"], 4_200],
  ],
};

const ipsPerNode = 24;

/**
 * Demo exit IPs. Not the documentation ranges (RFC 5737): the stock import refuses those as reserved,
 * so an operator re-importing the demo's own addresses was told they were not public exits. These
 * are the IANA special-purpose blocks the registry marks globally reachable — AS112 (192.31.196.0/24,
 * RFC 7535), AMT (192.52.193.0/24, RFC 7450) and AS112 direct delegation (192.175.48.0/24, RFC 7534) —
 * which the import accepts (packages/contract special-purpose-addresses.ts leaves them out on purpose)
 * and which no customer's or supplier's proxy exit could ever be: a demo line names nobody's machine.
 */
export function demoOutIp(index: number): string {
  const ranges = ["192.31.196", "192.52.193", "192.175.48"];
  const range = ranges[Math.floor(index / 250)];
  if (!range) throw new Error("demo pool is larger than the reserved-but-public ranges");
  return `${range}.${(index % 250) + 1}`;
}

/** How many addresses the demo pool seeds, over every node of every resource type. */
export const demoPoolSize = (): number => Object.values(demoNodes).flat().length * ipsPerNode;

/**
 * Seeds the price list and the IP pools once; later runs change nothing. A sold static IP is reached
 * through the gateway (it routes by the IP's own account), so every demo pool entry names the gateway
 * the demo runs: a line copied from IP management connects as it is.
 */
export async function seedDemoCatalogue(db: Database, entry: { host: string; port: number }): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(trafficPackages);
  if (Number(count) > 0) return;

  await db.transaction(async (tx) => {
    await tx.insert(trafficPackages).values(demoTrafficPackages);
    await tx.insert(trafficUnitPrices).values(demoUnitPrice);
    let poolIndex = 0;
    for (const [type, nodes] of Object.entries(demoNodes)) {
      const resourceType = Number(type);
      await tx
        .insert(staticDurations)
        .values(durationDiscounts.map(([days, discountPercent]) => ({ resourceType, days, discountPercent })));
      for (const [sort, [countryCode, regionNameZh, regionNameEn, isp, priceFenPer30Days]] of nodes.entries()) {
        const [ispName, ispNameEn] = Array.isArray(isp) ? isp : [isp, null];
        const nodeId = await insertRowReturningId(tx, staticNodes, {
          resourceType,
          countryCode,
          regionNameZh,
          regionNameEn,
          ispName,
          ispNameEn,
          priceFenPer30Days,
          sort,
        });
        await tx.insert(staticIpPool).values(
          Array.from({ length: ipsPerNode }, () => ({
            nodeId,
            host: entry.host,
            port: entry.port,
            outIp: demoOutIp(poolIndex++),
          })),
        );
      }
    }
  });
}
