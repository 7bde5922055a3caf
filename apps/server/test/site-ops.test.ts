import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandLineActor } from "../src/lib/console-actor.ts";
import { runSitesCommand } from "../src/modules/storefront/site/ops-commands.ts";
import { createSiteRepo } from "../src/modules/storefront/site/repo.ts";
import { siteSeenAt } from "./site-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

describe.each(testDatabaseKinds())("operator commands for substations (%s)", (kind) => {
  let server: TestServer;
  /** What `npm run ops -- sites:…` does: the same commands on the same database. */
  const sites = async (command: string, args: string[] = [], options: Record<string, string> = {}) => {
    const lines: string[] = [];
    const deps = {
      repo: createSiteRepo(server.database.db),
      console: server.services.siteConsole,
      actor: commandLineActor("ops-user"),
    };
    await runSitesCommand(deps, command, args, options, (line) => lines.push(line));
    return lines.join("\n");
  };
  const siteOf = (host: string, language?: string) => siteSeenAt(server, host, language);

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it("adds a substation that visitors of its host name see, with its brand", async () => {
    expect(
      await sites("sites:add", [], {
        code: "partner-a",
        host: "Proxy.Partner-A.example",
        "name-zh": "甲伙伴代理",
        "name-en": "Partner A Proxy",
        color: "#16A34A",
        email: "help@partner-a.example",
        analytics: "ga:G-PARTNER1",
      }),
    ).toBe("Added substation partner-a for proxy.partner-a.example.");
    expect(await siteOf("proxy.partner-a.example")).toMatchObject({
      name: "Partner A Proxy",
      primaryColor: "#16a34a",
      contactEmail: "help@partner-a.example",
      analyticsId: "ga:G-PARTNER1",
    });
    expect(await siteOf("proxy.partner-a.example", "zh-CN")).toMatchObject({ name: "甲伙伴代理" });
    expect(await sites("sites:list")).toMatch(/partner-a\tproxy\.partner-a\.example\t甲伙伴代理 \/ Partner A Proxy/);
  });

  it("changes and clears settings, naming every bad value and changing nothing then", async () => {
    await sites("sites:add", [], {
      code: "partner-b",
      host: "partner-b.example",
      "name-zh": "乙",
      "name-en": "Partner B",
      icp: "京ICP备00000001号",
    });
    await expect(
      sites("sites:set", ["partner-b"], { color: "blue", "gateway-http-port": "70000", analytics: "ua-123", icp: "" }),
    ).rejects.toThrow(
      /--color: a colour like #2563eb\n--analytics: baidu:<32 hex digits> or ga:G-XXXXXXX\n--gateway-http-port: .*65535/,
    );
    expect(await sites("sites:show", ["partner-b"])).toMatch(/--icp\s+京ICP备00000001号/);

    expect(
      await sites("sites:set", ["partner-b"], { color: "#0EA5E9", icp: "", "gateway-host": "gw.partner-b.example" }),
    ).toContain("Updated partner-b: --color, --icp, --gateway-host.");
    const shown = await sites("sites:show", ["partner-b"]);
    expect(shown).toMatch(/--color\s+#0ea5e9/);
    expect(shown).toMatch(/--icp\s+-/);
    expect(shown).toMatch(/--gateway-host\s+gw\.partner-b\.example/);
  });

  it("refuses a taken code or host name, an unknown code, and a partner site without a host", async () => {
    await sites("sites:add", [], { code: "partner-c", host: "partner-c.example", "name-zh": "丙", "name-en": "C" });
    await expect(
      sites("sites:add", [], { code: "partner-d", host: "partner-c.example", "name-zh": "丁", "name-en": "D" }),
    ).rejects.toThrow("partner-c.example is already the host of partner-c");
    await expect(
      sites("sites:add", [], { code: "partner-c", host: "other.example", "name-zh": "丙", "name-en": "C" }),
    ).rejects.toThrow("The code partner-c is taken");
    await expect(
      sites("sites:add", [], { code: "Bad Code", host: "x.example", "name-zh": "x", "name-en": "x" }),
    ).rejects.toThrow(/--code/);
    await expect(sites("sites:add", [], { code: "partner-e", host: "https://x.example/" })).rejects.toThrow(/--host/);
    await expect(sites("sites:set", ["nobody"], { color: "#000000" })).rejects.toThrow(
      "No substation with code nobody",
    );
    await expect(sites("sites:set", ["partner-c"], { host: "" })).rejects.toThrow(
      "Only the main site may be without a host name",
    );
    await expect(sites("sites:set", ["partner-c"], {})).rejects.toThrow("Nothing to change");
    // Without PUBLIC_URL a host name no substation has is not served at all (http/request-origin.ts).
    const unknown = await server.app.inject({
      method: "GET",
      url: "/app-api/ip/website/get",
      headers: { host: "partner-d.example" },
    });
    expect(unknown.statusCode).toBe(421);
  });

  it("adds, lists and switches off redirect rules under the console's rules, each change audited", async () => {
    const resolve = (path: string) => server.services.site.resolveRedirect(undefined, path);
    const added = await sites("redirects:add", [], {
      from: "/cli-offer",
      to: "/buy",
      status: "301",
      note: "old offer",
    });
    expect(added).toMatch(/^Added rule #\d+: \/cli-offer -> \/buy \(301\)$/);
    const id = Number(/#(\d+)/.exec(added)?.[1]);
    expect(await resolve("/cli-offer")).toMatchObject({ target: "/buy", statusCode: 301 });
    expect(await sites("redirects:list")).toContain(`#${id}\ton \t301\t/cli-offer -> /buy\tall sites\told offer`);

    await expect(sites("redirects:add", [], { from: "/buy", to: "/cli-offer" })).rejects.toThrow(/loop/i);
    await expect(sites("redirects:add", [], { from: "/x", to: "/y", status: "200" })).rejects.toThrow(
      "--status must be 301, 302, 307 or 308",
    );
    await expect(sites("redirects:add", [], { from: "/x", to: "/y", substation: "nowhere" })).rejects.toThrow(
      "No substation with code nowhere",
    );

    expect(await sites("redirects:disable", [String(id)])).toBe(`Rule #${id} is off.`);
    expect(await resolve("/cli-offer")).toBeNull();
    await expect(sites("redirects:disable", ["999999"])).rejects.toThrow("No rule #999999");

    const audited = await server.database.db
      .select({ action: tables.auditLog.action, userAgent: tables.auditLog.userAgent })
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.recordType, "route_redirect"), eq(tables.auditLog.recordId, String(id))))
      .orderBy(asc(tables.auditLog.id));
    expect(audited).toEqual([
      { action: "sites.redirect.create", userAgent: "command line (ops-user)" },
      { action: "sites.redirect.disable", userAgent: "command line (ops-user)" },
    ]);
  });
});
