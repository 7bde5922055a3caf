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
import { defineEndpoint } from "../endpoint.ts";

const tag = "Console: catalogue";
type Id = { id: number };
type Versioned<T> = T & { version: number };

/** Prices and products: every edit carries the row's version; a stale one answers 409 naming who changed it. */
export const consoleCatalogueEndpoints = {
  getCatalogue: defineEndpoint<{ data: ConsoleCatalogue }>({
    method: "GET",
    path: "/ops-api/catalogue",
    audience: "operator",
    permission: "catalogue.edit",
    tag,
    summary: "Traffic packages, the price per GB, static nodes with their stock, and durations",
  }),
  createTrafficPackage: defineEndpoint<{ body: ConsoleTrafficPackageFields; data: ConsoleTrafficPackage }>({
    method: "POST",
    path: "/ops-api/catalogue/traffic-packages/create",
    audience: "operator",
    permission: "catalogue.edit",
    tag,
    summary: "Adds a traffic package",
  }),
  updateTrafficPackage: defineEndpoint<{
    params: Id;
    body: Versioned<ConsoleTrafficPackageFields>;
    data: ConsoleTrafficPackage;
  }>({
    method: "POST",
    path: "/ops-api/catalogue/traffic-packages/:id/update",
    audience: "operator",
    permission: "catalogue.edit",
    tag,
    summary: "Changes a traffic package (waiting orders keep their price)",
  }),
  updateUnitPrice: defineEndpoint<{ params: Id; body: ConsoleUnitPriceUpdate; data: ConsoleUnitPrice }>({
    method: "POST",
    path: "/ops-api/catalogue/unit-price/:id/update",
    audience: "operator",
    permission: "catalogue.edit",
    tag,
    summary: "Changes the pay-as-you-go price per GB and the amounts one order may buy",
  }),
  createStaticNode: defineEndpoint<{ body: ConsoleStaticNodeFields; data: ConsoleStaticNode }>({
    method: "POST",
    path: "/ops-api/catalogue/static-nodes/create",
    audience: "operator",
    permission: "catalogue.edit",
    tag,
    summary: "Adds a static-IP node (region)",
  }),
  updateStaticNode: defineEndpoint<{
    params: Id;
    body: Versioned<ConsoleStaticNodeFields>;
    data: ConsoleStaticNode;
  }>({
    method: "POST",
    path: "/ops-api/catalogue/static-nodes/:id/update",
    audience: "operator",
    permission: "catalogue.edit",
    tag,
    summary: "Changes a static-IP node's names, price per 30 days or sale",
  }),
  createStaticDuration: defineEndpoint<{ body: ConsoleDurationFields; data: ConsoleDuration }>({
    method: "POST",
    path: "/ops-api/catalogue/static-durations/create",
    audience: "operator",
    permission: "catalogue.edit",
    tag,
    summary: "Adds a duration static IPs of a type are sold for",
  }),
  updateStaticDuration: defineEndpoint<{
    params: Id;
    body: { discountPercent: number; isActive: boolean; version: number };
    data: ConsoleDuration;
  }>({
    method: "POST",
    path: "/ops-api/catalogue/static-durations/:id/update",
    audience: "operator",
    permission: "catalogue.edit",
    tag,
    summary: "Changes a duration's discount or takes it off sale",
  }),
};
