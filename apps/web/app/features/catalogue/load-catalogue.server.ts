import {
  catalogueCalls,
  formatFen,
  formatUsdCents,
  type Locale,
  type StaticNode,
  type TrafficPackage,
  type TrafficUnitPrice,
} from "@shop/contract";
import type { RouterContextProvider } from "react-router";
import { loadCall } from "../../lib/ssr-api.server.ts";
import { findStaticLine, type StaticLineKey, staticLines } from "./product-lines.ts";
import type { NodeView, PackageView, PayAsYouGoView, StaticLineView } from "./views.ts";

type Context = Readonly<RouterContextProvider>;

/** The locale of a loader's request ("/en/buy.data" counts as "/en/buy"). */
export function requestLocale(request: Request): Locale {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  return path === "/en" || path.startsWith("/en/") ? "en" : "zh-CN";
}

// The price list as the shop pages show it: a few seconds old at most (the order itself is priced live).
const recent = { recent: true };

export function loadTrafficPackages(context: Context, locale: Locale): Promise<TrafficPackage[]> {
  return loadCall(context, catalogueCalls.listTrafficPackages, {}, locale, recent);
}

export function loadUnitPrice(context: Context, locale: Locale): Promise<TrafficUnitPrice> {
  return loadCall(context, catalogueCalls.getUnitPrice, {}, locale, recent);
}

const priceListCalls = {
  staticIsp: { nodes: catalogueCalls.listStaticIspNodes, durations: catalogueCalls.listStaticIspDurations },
  staticNative: { nodes: catalogueCalls.listStaticNativeNodes, durations: catalogueCalls.listStaticNativeDurations },
  staticCn: { nodes: catalogueCalls.listStaticCnNodes, durations: catalogueCalls.listStaticCnDurations },
};

export async function loadStaticCatalogue(context: Context, locale: Locale, key: StaticLineKey) {
  const line = findStaticLine(key);
  if (!line) throw new Error(`unknown static line ${key}`);
  const [nodes, durations] = await Promise.all([
    loadCall(context, priceListCalls[line.priceList].nodes, { query: { type: line.type } }, locale, recent),
    loadCall(context, priceListCalls[line.priceList].durations, { query: { type: line.type } }, locale, recent),
  ]);
  return { key, nodes, durations: [...durations].sort((a, b) => a.days - b.days) };
}

function toPackageView(item: TrafficPackage): PackageView {
  return {
    id: item.id,
    name: item.name,
    trafficGb: item.trafficGb,
    giftGb: item.giftGb,
    validDays: item.validDays,
    recommended: item.recommended,
    priceText: formatFen(item.price),
    unitPrice: item.unitPrice,
    unitPriceText: formatFen(item.unitPrice),
    usdPriceText: item.usdPrice == null ? null : formatUsdCents(item.usdPrice),
    usdUnitPriceText: item.usdUnitPrice == null ? null : formatUsdCents(item.usdUnitPrice),
    usdUnitPrice: item.usdUnitPrice ?? null,
  };
}

function toPayAsYouGoView(unit: TrafficUnitPrice): PayAsYouGoView {
  return { ...unit, unitPriceText: formatFen(unit.unitPrice) };
}

function toNodeView(node: StaticNode): NodeView {
  return {
    id: node.id,
    countryCode: node.countryCode,
    regionName: node.regionName,
    ispName: node.ispName,
    stock: node.stock,
    pricePer30Days: node.pricePer30Days,
    priceText: formatFen(node.pricePer30Days),
  };
}

export async function loadTrafficView(context: Context, locale: Locale) {
  const [packages, unitPrice] = await Promise.all([
    loadTrafficPackages(context, locale),
    loadUnitPrice(context, locale),
  ]);
  return { packages: packages.map(toPackageView), payg: toPayAsYouGoView(unitPrice) };
}

export async function loadStaticLineView(
  context: Context,
  locale: Locale,
  key: StaticLineKey,
): Promise<StaticLineView> {
  const { nodes, durations } = await loadStaticCatalogue(context, locale, key);
  const inStock = nodes.filter((node) => node.stock > 0).map((node) => node.pricePer30Days);
  return {
    key,
    nodes: nodes.map(toNodeView),
    durations: durations.map(({ id, days, discountPercent }) => ({ id, days, discountPercent })),
    fromText: inStock.length > 0 ? formatFen(Math.min(...inStock)) : null,
  };
}

/** Every product line at once (/buy, and the home page's overview). */
export async function loadCatalogueView(context: Context, locale: Locale) {
  const [traffic, ...statics] = await Promise.all([
    loadTrafficView(context, locale),
    ...staticLines.map((line) => loadStaticLineView(context, locale, line.key)),
  ]);
  return { traffic, statics };
}
