import type {
  ConsoleCatalogue,
  ConsoleDuration,
  ConsoleDurationFields,
  ConsoleStaticNode,
  ConsoleStaticNodeFields,
  ConsoleTrafficPackage,
  ConsoleTrafficPackageFields,
  ConsoleUnitPrice,
  ConsoleUnitPriceUpdate,
} from "../console-catalogue.ts";
import { endpointGroup } from "../endpoint.ts";
import type { OnConsoleRecord } from "./console-records.ts";

const { get, post } = endpointGroup({ tag: "Console: catalogue", audience: "operator", permission: "catalogue.edit" });
type Versioned<T> = T & { version: number };

/** Prices and products: every edit carries the row's version; a stale one answers 409 naming who changed it. */
export const consoleCatalogueEndpoints = {
  getCatalogue: get<{ data: ConsoleCatalogue }>(
    "/ops-api/catalogue",
    "Traffic packages, the price per GB, static nodes with their stock, and durations",
  ),
  createTrafficPackage: post<{ body: ConsoleTrafficPackageFields; data: ConsoleTrafficPackage }>(
    "/ops-api/catalogue/traffic-packages/create",
    "Adds a traffic package",
  ),
  updateTrafficPackage: post<OnConsoleRecord<Versioned<ConsoleTrafficPackageFields>, ConsoleTrafficPackage>>(
    "/ops-api/catalogue/traffic-packages/:id/update",
    "Changes a traffic package (waiting orders keep their price)",
  ),
  updateUnitPrice: post<OnConsoleRecord<ConsoleUnitPriceUpdate, ConsoleUnitPrice>>(
    "/ops-api/catalogue/unit-price/:id/update",
    "Changes the pay-as-you-go price per GB and the amounts one order may buy",
  ),
  createStaticNode: post<{ body: ConsoleStaticNodeFields; data: ConsoleStaticNode }>(
    "/ops-api/catalogue/static-nodes/create",
    "Adds a static-IP node (region)",
  ),
  updateStaticNode: post<OnConsoleRecord<Versioned<ConsoleStaticNodeFields>, ConsoleStaticNode>>(
    "/ops-api/catalogue/static-nodes/:id/update",
    "Changes a static-IP node's names, price per 30 days or sale",
  ),
  createStaticDuration: post<{ body: ConsoleDurationFields; data: ConsoleDuration }>(
    "/ops-api/catalogue/static-durations/create",
    "Adds a duration static IPs of a type are sold for",
  ),
  updateStaticDuration: post<
    OnConsoleRecord<Versioned<{ discountPercent: number; isActive: boolean }>, ConsoleDuration>
  >("/ops-api/catalogue/static-durations/:id/update", "Changes a duration's discount or takes it off sale"),
};
