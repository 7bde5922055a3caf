import type { DatabaseHandle } from "@shop/db";
import { seedDemoData, tables } from "@shop/db";
import { createTestDatabase, testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../../http/app-error.ts";
import { addRedirectRule } from "./redirect-rules.ts";
import { createSiteRepo } from "./repo.ts";
import { createSiteService, type SiteService } from "./service.ts";

describe.each(testDatabaseKinds())("site service (%s)", (kind) => {
  let database: DatabaseHandle;
  let site: SiteService;
  let secondId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db);
    const [second] = await database.db
      .insert(tables.substations)
      .values({ code: "partner", host: "partner.example", nameZh: "合作站", nameEn: "Partner Proxy" })
      .returning();
    secondId = second?.id ?? 0;
    site = createSiteService(createSiteRepo(database.db), {
      cacheTtlMs: 0,
      defaultGateway: { host: "gate.example", httpPort: 7777, socks5Port: 7778 },
    });
  });
  afterAll(() => database?.close());
  /** A rule as the console and the command line add it (their audit aside). */
  const addRedirect = async (rule: {
    substationId: number | null;
    fromPath: string;
    toUrl: string;
    statusCode?: 301 | 302 | 307 | 308;
  }) => {
    const added = await addRedirectRule(
      createSiteRepo(database.db),
      { note: null, ...rule, statusCode: rule.statusCode ?? 302 },
      null,
    );
    site.forgetCached();
    return added;
  };

  it("picks the substation by host name, and the main site for an unknown host", async () => {
    expect((await site.getSubstation("partner.example:3000", "en")).name).toBe("Partner Proxy");
    expect((await site.getSubstation("unknown.example", "zh-CN")).code).toBe("main");
    expect((await site.getSubstation(undefined, "en")).name).toBe("CloudStack Proxy");
  });

  it("redirects a path to another path and follows chains to their end", async () => {
    await addRedirect({ substationId: null, fromPath: "/promo", toUrl: "/spring-sale" });
    await addRedirect({
      substationId: null,
      fromPath: "/spring-sale",
      toUrl: "/buy?campaign=spring",
      statusCode: 301,
    });
    expect(await site.resolveRedirect("localhost", "/promo")).toEqual({
      target: "/buy?campaign=spring",
      isExternal: false,
      statusCode: 302,
    });
    expect(await site.resolveRedirect("localhost", "/buy")).toBeNull();
  });

  it("redirects to an external URL", async () => {
    await addRedirect({ substationId: null, fromPath: "/status", toUrl: "https://status.example.com" });
    expect(await site.resolveRedirect("localhost", "/status")).toMatchObject({
      target: "https://status.example.com",
      isExternal: true,
    });
  });

  it("lets a substation's own rule win over a shared one, for that substation only", async () => {
    await addRedirect({ substationId: null, fromPath: "/contact", toUrl: "/service" });
    await addRedirect({ substationId: secondId, fromPath: "/contact", toUrl: "https://partner.example/help" });
    expect((await site.resolveRedirect("partner.example", "/contact"))?.target).toBe("https://partner.example/help");
    expect((await site.resolveRedirect("localhost", "/contact"))?.target).toBe("/service");
  });

  it("refuses a rule that would close a loop", async () => {
    await addRedirect({ substationId: null, fromPath: "/a", toUrl: "/b" });
    await expect(addRedirect({ substationId: null, fromPath: "/b", toUrl: "/a" })).rejects.toMatchObject({
      messageKey: "errors.redirectLoop",
    });
    await expect(addRedirect({ substationId: null, fromPath: "/self", toUrl: "/self" })).rejects.toBeInstanceOf(
      AppError,
    );
  });

  it("ignores a loop that got into the table anyway instead of sending visitors round in circles", async () => {
    await database.db.insert(tables.routeRedirects).values([
      { fromPath: "/x", toUrl: "/y" },
      { fromPath: "/y", toUrl: "/x" },
    ]);
    expect(await site.resolveRedirect("localhost", "/x")).toBeNull();
  });

  it("refuses a target that is neither a path nor an http(s) URL", async () => {
    await expect(
      addRedirect({ substationId: null, fromPath: "/js", toUrl: "javascript:alert(1)" }),
    ).rejects.toBeInstanceOf(AppError);
  });
});
