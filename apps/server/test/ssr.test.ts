import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recentAnswerMaxAgeMs } from "../src/web/ssr-plugin.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const buildEntry = path.resolve(import.meta.dirname, "../../web/build/server/index.js");

// `npm test` builds the web app before these run; say so plainly when it is missing.
describe.runIf(existsSync(buildEntry) || process.env.CI)("server-rendered pages over HTTP", () => {
  describe.each(testDatabaseKinds())("%s", (kind) => {
    let server: TestServer;

    beforeAll(async () => {
      if (!existsSync(buildEntry)) throw new Error("Run `npm run build` first: the web build is missing");
      server = await startTestServer(kind, undefined, { serveWeb: true });
      const [partner] = await server.database.db
        .insert(tables.substations)
        .values({
          code: "partner",
          host: "partner.test",
          nameZh: "伙伴代理",
          nameEn: "Partner Proxy",
          primaryColor: "#16a34a",
          analyticsId: "baidu:0123456789abcdef0123456789abcdef",
        })
        .returning();
      await server.database.db.insert(tables.routeRedirects).values([
        { fromPath: "/old-pricing", toUrl: "/buy", statusCode: 301 },
        { fromPath: "/status", toUrl: "https://status.example.com/", statusCode: 302 },
        { fromPath: "/partner-only", toUrl: "/service", substationId: partner?.id },
        { fromPath: "/loop-a", toUrl: "/loop-b" },
        { fromPath: "/loop-b", toUrl: "/loop-a" },
      ]);
    });
    afterAll(() => server?.close());

    const get = (url: string, headers: Record<string, string> = {}) =>
      fetch(`${server.baseUrl}${url}`, { headers, redirect: "manual" });

    // fetch() may not set Host, so requests for another host name go through node:http.
    const getAsHost = (host: string, url: string) =>
      new Promise<{ status: number; location?: string; body: string; csp: string }>((resolve, reject) => {
        const request = http.get(`${server.baseUrl}${url}`, { headers: { host } }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            body += chunk;
          });
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location,
              body,
              csp: String(response.headers["content-security-policy"] ?? ""),
            }),
          );
        });
        request.on("error", reject);
      });

    it("renders the Chinese home page with lang, title and hreflang alternates", async () => {
      const response = await get("/");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="zh-CN"');
      expect(html).toMatch(/<title>[^<]*云栈代理<\/title>/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="http:\/\/127\.0\.0\.1:\d+\/en"\/>/);
      expect(html).toContain('name="description"');
    });

    it("renders the English home page under /en", async () => {
      const html = await (await get("/en")).text();
      expect(html).toContain('<html lang="en"');
      expect(html).toMatch(/<title>[^<]*CloudStack Proxy<\/title>/);
    });

    it("puts the CSP nonce on every inline script", async () => {
      const response = await get("/en/buy");
      const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeTruthy();
      const scripts = [...(await response.text()).matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    });

    it("sends a visitor with an English browser or cookie to /en, keeping the query", async () => {
      const byHeader = await get("/buy?plan=2", { "accept-language": "en" });
      expect(byHeader.status).toBe(302);
      expect(byHeader.headers.get("location")).toBe("/en/buy?plan=2");
      expect((await get("/buy", { cookie: "locale=en" })).headers.get("location")).toBe("/en/buy");
      expect((await get("/buy", { "accept-language": "en-US,en;q=0.9" })).status).toBe(200);
      expect((await get("/buy", { cookie: "locale=zh-CN", "accept-language": "en" })).status).toBe(200);
    });

    it("answers an unknown path with the 404 page and status 404 in both languages", async () => {
      const zh = await get("/no-such-page");
      expect(zh.status).toBe(404);
      expect(await zh.text()).toContain("您访问的页面不存在");
      const en = await get("/en/no/such/page");
      expect(en.status).toBe(404);
      expect(await en.text()).toContain("The page you are looking for does not exist");
    });

    it("sends a visitor from /admin to the login page of the same locale, with the way back", async () => {
      expect((await get("/admin/dashboard")).headers.get("location")).toBe("/login?redirect=%2Fadmin%2Fdashboard");
      expect((await get("/en/admin/static/list?page=2")).headers.get("location")).toBe(
        "/en/login?redirect=%2Fen%2Fadmin%2Fstatic%2Flist%3Fpage%3D2",
      );
      expect((await get("/admin/dashboard", { cookie: "sid=abc" })).status).toBe(200);
    });

    it("sends a logged-in user away from the login page", async () => {
      expect((await get("/en/login", { cookie: "sid=abc" })).headers.get("location")).toBe("/en");
      expect((await get("/login")).status).toBe(200);
    });

    it("applies the route middleware table before rendering", async () => {
      const moved = await get("/old-pricing");
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/buy");
      expect((await get("/en/old-pricing")).headers.get("location")).toBe("/en/buy");
      expect((await get("/status")).headers.get("location")).toBe("https://status.example.com/");
    });

    it("applies a substation's rules only on its own host", async () => {
      expect((await getAsHost("partner.test", "/partner-only")).location).toBe("/service");
      expect((await get("/partner-only")).status).toBe(404);
    });

    it("renders the substation's brand for its host", async () => {
      const html = (await getAsHost("partner.test:8080", "/en")).body;
      expect(html).toContain("Partner Proxy");
      expect(html).toContain("--brand:#16a34a");
    });

    it("loads the visitor-analytics script only for a substation that configures one, with the page's nonce", async () => {
      const partner = await getAsHost("partner.test", "/en");
      const nonce = /'nonce-([^']+)'/.exec(partner.csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(partner.body).toContain(
        `<script async="" src="https://hm.baidu.com/hm.js?0123456789abcdef0123456789abcdef" nonce="${nonce}"`,
      );
      // Its CSP allows that provider's hosts, and no other provider's.
      expect(partner.csp).toMatch(/script-src [^;]*https:\/\/hm\.baidu\.com/);
      expect(partner.csp).not.toContain("googletagmanager");
      const mainPage = await get("/en");
      const main = await mainPage.text();
      expect(main).not.toContain("hm.baidu.com/hm.js");
      expect(main).not.toContain("googletagmanager");
      // A site without analytics: no analytics host in its policy at all.
      expect(mainPage.headers.get("content-security-policy")).not.toMatch(
        /googletagmanager|hm\.baidu|google-analytics/,
      );
    });

    it("ignores a redirect loop instead of sending visitors round in circles", async () => {
      expect((await get("/loop-a")).status).toBe(404);
    });

    it("tells visitors from the Chinese mainland that the service is for overseas use only", async () => {
      const mainland = await (await get("/en", { "x-forwarded-for": "114.114.114.114" })).text();
      expect(mainland).toContain("Our service is for overseas network use only");
      const zh = await (await get("/", { "x-forwarded-for": "223.5.5.5" })).text();
      expect(zh).toContain("本服务仅面向海外网络使用");
      const overseas = await (await get("/en", { "x-forwarded-for": "8.8.8.8" })).text();
      expect(overseas).not.toContain('data-testid="mainland-notice"');
    });

    it("reports the deployed build id", async () => {
      const response = await get("/builds/latest.json");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toMatchObject({ buildId: expect.stringMatching(/^\d{14}-[0-9a-f]{6}$/) });
    });

    it("remembers a language switch for a year and keeps the path, never leaving the site", async () => {
      const response = await get("/locale/switch?to=en&redirect=%2Fbuy%3Fx%3D1");
      expect(response.headers.get("location")).toBe("/en/buy?x=1");
      expect(response.headers.get("set-cookie")).toMatch(/locale=en; Max-Age=31536000; Path=\/; SameSite=Lax/);
      expect((await get("/locale/switch?to=zh-CN&redirect=%2Fen%2Fblog")).headers.get("location")).toBe("/blog");
      expect((await get("/locale/switch?to=en&redirect=https%3A%2F%2Fevil.example")).headers.get("location")).toBe(
        "/en",
      );
      expect((await get("/locale/switch?to=en&redirect=%2F%2Fevil.example")).headers.get("location")).toBe("/en");
    });

    // node:http, unlike fetch(), shows the bytes as sent: no automatic decompression.
    const getRaw = (url: string, headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${server.baseUrl}${url}`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });

    it("compresses pages, assets and API answers for browsers that accept it, and only for them", async () => {
      const plain = await getRaw("/en", {});
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const brotli = await getRaw("/en", { "accept-encoding": "gzip, deflate, br" });
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
      const page = zlib.brotliDecompressSync(brotli.body).toString("utf8");
      expect(page).toContain('<html lang="en"');
      expect(page).toContain("</html>");
      const gzip = await getRaw("/en", { "accept-encoding": "gzip;q=1, br;q=0" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gzip.body).toString("utf8")).toContain("</html>");

      const stylesheet = page.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
      expect(stylesheet).toBeTruthy();
      const css = await getRaw(stylesheet ?? "", { "accept-encoding": "br" });
      expect(css.headers["content-encoding"]).toBe("br");
      // The policy governs the page; the build's files keep nosniff but not 700 bytes of policy each.
      expect(brotli.headers["content-security-policy"]).toContain("script-src");
      expect(css.headers["content-security-policy"]).toBeUndefined();
      expect(css.headers["x-content-type-options"]).toBe("nosniff");
      expect(zlib.brotliDecompressSync(css.body).toString("utf8")).toMatch(/^@layer|^\/\*/);

      const countries = await getRaw("/app-api/ip/country-code/countryList", { "accept-encoding": "gzip" });
      expect(countries.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(zlib.gunzipSync(countries.body).toString("utf8"))).toMatchObject({ code: 0 });
    });

    it("renders the price list from an answer at most a few seconds old, while the API itself is live", async () => {
      const [cheapest] = await server.database.db
        .select()
        .from(tables.trafficPackages)
        .orderBy(tables.trafficPackages.priceFen)
        .limit(1);
      if (!cheapest) throw new Error("the demo price list has no traffic package");
      const uniqueName = `Renamed package ${Date.now()}`;
      expect(await (await get("/en/buy")).text()).not.toContain(uniqueName);
      await server.database.db
        .update(tables.trafficPackages)
        .set({ nameEn: uniqueName })
        .where(eq(tables.trafficPackages.id, cheapest.id));
      try {
        const api = (await (
          await get("/app-api/ip/traffic-combo-product-price/list", { "accept-language": "en" })
        ).json()) as {
          data: Array<{ name: string }>;
        };
        expect(api.data.map((item) => item.name)).toContain(uniqueName);
        expect(await (await get("/en/buy")).text()).not.toContain(uniqueName);
        await expect
          .poll(async () => (await (await get("/en/buy")).text()).includes(uniqueName), {
            timeout: recentAnswerMaxAgeMs + 3_000,
            interval: 500,
          })
          .toBe(true);
      } finally {
        await server.database.db
          .update(tables.trafficPackages)
          .set({ nameEn: cheapest.nameEn })
          .where(eq(tables.trafficPackages.id, cheapest.id));
      }
    });

    it("serves sitemap.xml and robots.txt", async () => {
      const sitemap = await (await get("/sitemap.xml")).text();
      expect(sitemap).toContain("<urlset");
      expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/en\/buy<\/loc>/);
      const robots = await (await get("/robots.txt")).text();
      expect(robots).toContain("Disallow: /admin");
      expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    });
  });
});
