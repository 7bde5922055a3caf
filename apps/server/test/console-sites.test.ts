import type { ConsoleRedirect, ConsoleRedirectList, ConsoleSubstation, ConsoleSubstationList } from "@shop/contract";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandLineActor } from "../src/lib/console-actor.ts";
import { runSitesCommand } from "../src/modules/storefront/site/ops-commands.ts";
import { createSiteRepo } from "../src/modules/storefront/site/repo.ts";
import { type ConsoleClient, loggedInConsole } from "./console-helpers.ts";
import { lastAudit } from "./service-helpers.ts";
import { siteSeenAt } from "./site-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const newSite = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  host: `${code}.example`,
  nameZh: `${code} 站`,
  nameEn: `${code} site`,
  ...extra,
});

describe.each(testDatabaseKinds())("console substations and redirects (%s)", (kind) => {
  let server: TestServer;
  let client: ConsoleClient;
  const siteOf = (host: string, language?: string) => siteSeenAt(server, host, language);
  const substations = async () => (await client.get<ConsoleSubstationList>("/ops-api/sites")).data.list;
  const create = (body: object, language = "en") =>
    client.post<ConsoleSubstation>("/ops-api/sites/create", body, { language });

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client } = await loggedInConsole(server, "content"));
  });
  afterAll(() => server?.close());

  it("lists the main site first and adds a substation its host's visitors see at once", async () => {
    const before = await substations();
    expect(before[0]).toMatchObject({ isMain: true });

    const answer = await create(newSite("alpha", { primaryColor: "#16A34A", contactEmail: "help@alpha.example" }));
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ code: "alpha", host: "alpha.example", primaryColor: "#16a34a", version: 1 });
    expect(await siteOf("alpha.example")).toMatchObject({ name: "alpha site", contactEmail: "help@alpha.example" });

    const audit = await lastAudit(server.database.db, "sites.substation.create");
    expect(audit).toMatchObject({ recordType: "substation", recordId: String(answer.data.id), outcome: "ok" });
    expect(audit?.after).toMatchObject({ code: "alpha", host: "alpha.example" });
  });

  it("saves only what changed, audits before and after, and this server shows it without waiting", async () => {
    const created = (await create(newSite("beta", { icpNumber: "京ICP备00000001号" }))).data;
    // The page has been served (and cached) with the old name.
    expect(await siteOf("beta.example")).toMatchObject({ name: "beta site" });

    const answer = await client.post<ConsoleSubstation>(`/ops-api/sites/${created.id}/update`, {
      ...created,
      nameEn: "Beta Proxy",
      icpNumber: "",
    });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ nameEn: "Beta Proxy", icpNumber: null, version: 2 });
    expect(await siteOf("beta.example")).toMatchObject({ name: "Beta Proxy", icpNumber: null });

    const audit = await lastAudit(server.database.db, "sites.substation.update");
    expect(audit?.before).toEqual({ nameEn: "beta site", icpNumber: "京ICP备00000001号" });
    expect(audit?.after).toEqual({ nameEn: "Beta Proxy", icpNumber: null });

    // A form opened before that save is refused, naming who saved.
    const stale = await client.post(`/ops-api/sites/${created.id}/update`, { ...created, nameZh: "旧表单" });
    expect(stale.code).toBe(409);
    expect(stale.msg).toMatch(/^Changed by content \d+ at /);
    expect((await substations()).find((row) => row.id === created.id)?.nameZh).toBe("beta 站");
  });

  it("refuses bad values, a taken code or host, and a partner site without a host, changing nothing", async () => {
    const gamma = (await create(newSite("gamma"))).data;
    const count = (await substations()).length;

    const badColour = await create(newSite("delta", { primaryColor: "blue" }));
    expect(badColour.code).toBe(400);
    expect(badColour.msg).toBe("a colour like #2563eb");
    const badCodeZh = await create(newSite("Bad Code", { host: "bad.example" }), "zh-CN");
    expect(badCodeZh.code).toBe(400);
    expect(badCodeZh.msg).toBe("2 到 31 位小写字母、数字或连字符，如 partner-a");
    const badHost = await create(newSite("delta", { host: "https://delta.example/" }));
    expect(badHost.msg).toMatch(/host name such as/);
    const badPort = await create(newSite("delta", { proxyGatewayHttpPort: 70000 }));
    expect(badPort.code).toBe(400);

    const takenCode = await create(newSite("gamma", { host: "other-gamma.example" }));
    expect(takenCode.code).toBe(409);
    expect(takenCode.msg).toBe("The code gamma is taken");
    const takenHost = await create(newSite("delta", { host: "gamma.example" }), "zh-CN");
    expect(takenHost.code).toBe(409);
    expect(takenHost.msg).toBe("gamma.example 已是分站 gamma 的域名");
    const noNames = await create({ code: "delta", host: "delta.example" });
    expect(noNames.msg).toBe("A new substation needs a host name and both names");
    expect(await substations()).toHaveLength(count);

    const withoutHost = await client.post(`/ops-api/sites/${gamma.id}/update`, { ...gamma, host: "" });
    expect(withoutHost.code).toBe(400);
    expect(withoutHost.msg).toBe("Only the main site may be without a host name");
    const main = (await substations())[0] as ConsoleSubstation;
    const hostOfMain = await client.post(`/ops-api/sites/${main.id}/update`, { ...main, host: "gamma.example" });
    expect(hostOfMain.code).toBe(409);
    const missing = await client.post("/ops-api/sites/999999/update", { ...gamma });
    expect(missing.code).toBe(404);
  });

  it("keeps the command line on the same rules and lets a console form see its change as stale", async () => {
    const epsilon = (await create(newSite("epsilon"))).data;
    const lines: string[] = [];
    const commandLine = {
      repo: createSiteRepo(server.database.db),
      console: server.services.siteConsole,
      actor: commandLineActor("ops-user"),
    };
    await runSitesCommand(commandLine, "sites:set", ["epsilon"], { color: "#0ea5e9" }, (line) => lines.push(line));
    // The command line's change is audited like the console's, naming the command line.
    const audited = await lastAudit(server.database.db, "sites.substation.update");
    expect(audited).toMatchObject({
      recordId: String(epsilon.id),
      operatorId: null,
      userAgent: "command line (ops-user)",
      after: { primaryColor: "#0ea5e9" },
    });
    const stale = await client.post(`/ops-api/sites/${epsilon.id}/update`, { ...epsilon, nameEn: "Late" });
    expect(stale.code).toBe(409);
    await expect(
      runSitesCommand(
        commandLine,
        "sites:add",
        [],
        {
          code: "zeta",
          host: "epsilon.example",
          "name-zh": "z",
          "name-en": "z",
        },
        () => {},
      ),
    ).rejects.toThrow("epsilon.example is already the host of epsilon");
  });

  it("adds redirects that apply at once, refuses a loop, and switches rules off and on", async () => {
    const site = (await create(newSite("eta"))).data;
    const rule = (body: object) => client.post<ConsoleRedirect>("/ops-api/redirects/create", body);
    const resolve = (path: string) => server.services.site.resolveRedirect("eta.example", path);
    expect(await resolve("/old-offer")).toBeNull();

    const added = await rule({
      substationId: site.id,
      fromPath: "/old-offer/",
      toUrl: "/buy",
      statusCode: 301,
      note: "",
    });
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ fromPath: "/old-offer", substationCode: "eta", isEnabled: true, note: null });
    expect(await resolve("/old-offer")).toMatchObject({ target: "/buy", statusCode: 301 });
    expect(await lastAudit(server.database.db, "sites.redirect.create")).toMatchObject({
      recordId: String(added.data.id),
    });

    const loop = await rule({
      substationId: site.id,
      fromPath: "/buy",
      toUrl: "/old-offer",
      statusCode: 302,
      note: null,
    });
    expect(loop.code).toBe(400);
    expect(loop.msg).toBe("This rule would close a redirect loop");
    // A rule for every site closes the loop on eta too.
    const sharedLoop = await rule({
      substationId: null,
      fromPath: "/buy",
      toUrl: "/old-offer",
      statusCode: 302,
      note: null,
    });
    expect(sharedLoop.code).toBe(400);
    const badTarget = await rule({
      substationId: site.id,
      fromPath: "/x",
      toUrl: "ftp://x",
      statusCode: 302,
      note: null,
    });
    expect(badTarget.code).toBe(400);
    const badCode = await rule({ substationId: site.id, fromPath: "/x", toUrl: "/y", statusCode: 303, note: null });
    expect(badCode.code).toBe(400);
    const gone = await rule({ substationId: 999999, fromPath: "/x", toUrl: "/y", statusCode: 302, note: null });
    expect(gone.code).toBe(400);

    const off = await client.post<ConsoleRedirect>(`/ops-api/redirects/${added.data.id}/enabled`, {
      isEnabled: false,
      version: added.data.version,
    });
    expect(off.data).toMatchObject({ isEnabled: false, version: 2 });
    expect(await resolve("/old-offer")).toBeNull();
    expect(await lastAudit(server.database.db, "sites.redirect.disable")).toMatchObject({
      before: { isEnabled: true },
      after: { isEnabled: false },
    });
    const stale = await client.post(`/ops-api/redirects/${added.data.id}/enabled`, {
      isEnabled: true,
      version: added.data.version,
    });
    expect(stale.code).toBe(409);

    // While it was off, the reverse rule became possible; switching the first back on would loop.
    const reverse = await rule({
      substationId: site.id,
      fromPath: "/buy",
      toUrl: "/old-offer",
      statusCode: 302,
      note: null,
    });
    expect(reverse.code).toBe(0);
    const loopOn = await client.post(`/ops-api/redirects/${added.data.id}/enabled`, { isEnabled: true, version: 2 });
    expect(loopOn.code).toBe(400);
    await client.post(`/ops-api/redirects/${reverse.data.id}/enabled`, { isEnabled: false, version: 1 });
    const on = await client.post<ConsoleRedirect>(`/ops-api/redirects/${added.data.id}/enabled`, {
      isEnabled: true,
      version: 2,
    });
    expect(on.data).toMatchObject({ isEnabled: true, version: 3 });
    expect(await resolve("/old-offer")).toMatchObject({ target: "/buy" });

    const list = (await client.get<ConsoleRedirectList>("/ops-api/redirects")).data.list;
    expect(list.map((row) => [row.fromPath, row.isEnabled])).toEqual(
      expect.arrayContaining([
        ["/old-offer", true],
        ["/buy", false],
      ]),
    );
  });
});
