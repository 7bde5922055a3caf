import { describe, expect, it } from "vitest";
import { loadProxyGatewayConfig } from "./config.ts";

describe("proxy gateway configuration", () => {
  it("has working defaults and reads overrides", () => {
    // Demo mode points lines at the gateway npm start runs beside the shop.
    expect(loadProxyGatewayConfig({}).host).toBe("127.0.0.1");
    expect(loadProxyGatewayConfig({ APP_MODE: "production" })).toEqual({
      host: "gate.cloudstack-proxy.example",
      httpPort: 7777,
      socks5Port: 7778,
      maxExtractCount: 1000,
      lineTestUrl: null,
    });
    expect(
      loadProxyGatewayConfig({
        PROXY_GATEWAY_HOST: "GW.Example.com",
        PROXY_GATEWAY_HTTP_PORT: "8000",
        PROXY_GATEWAY_SOCKS5_PORT: "1080",
        PROXY_EXTRACT_MAX_COUNT: "200",
        PROXY_LINE_TEST_URL: "https://echo.example/ip",
      }),
    ).toEqual({
      host: "gw.example.com",
      httpPort: 8000,
      socks5Port: 1080,
      maxExtractCount: 200,
      lineTestUrl: "https://echo.example/ip",
    });
  });

  it("refuses bad values with one clear line", () => {
    expect(() => loadProxyGatewayConfig({ PROXY_GATEWAY_HOST: "http://gw" })).toThrow(
      "Invalid configuration: PROXY_GATEWAY_HOST must be a host name or an IPv4 address",
    );
    expect(() => loadProxyGatewayConfig({ PROXY_GATEWAY_HTTP_PORT: "70000" })).toThrow(/PROXY_GATEWAY_HTTP_PORT/);
    expect(() => loadProxyGatewayConfig({ PROXY_LINE_TEST_URL: "ftp://echo" })).toThrow(/PROXY_LINE_TEST_URL/);
  });
});
