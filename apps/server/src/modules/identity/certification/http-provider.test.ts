import { describe, expect, it } from "vitest";
import {
  localProviderPerTest,
  type ProviderHandler,
  unusedPort,
} from "../../platform/messaging/testing/local-http-server.ts";
import { createHttpCertificationProvider } from "./http-provider.ts";
import { CertificationProviderError } from "./provider.ts";

const appCode = "0123456789abcdef0123456789abcdef";
const person = { realName: "张三", idCardNumber: "110101199003074477" };
const answer = (res: string, extra: object = {}) =>
  JSON.stringify({
    code: "0",
    message: "成功",
    seqNo: "YM9R7S1A2B3C",
    result: { name: "张三", idcard: "110101199003074477", res, description: "一致", ...extra },
  });

describe("HTTP certification provider (API marketplace two-factor check against a local server)", () => {
  const startProvider = localProviderPerTest();
  /** A stand-in for the API marketplace gateway on 127.0.0.1. */
  async function marketplace(reply: ProviderHandler) {
    const server = await startProvider(reply);
    return { ...server, url: `${server.url}/eid/check` };
  }

  it("sends the AppCode and the form-encoded name and number in a POST body, and passes on res 1", async () => {
    const server = await marketplace(() => ({ body: answer("1") }));
    const provider = createHttpCertificationProvider({ url: server.url, appCode, timeoutMs: 2000 });
    await expect(provider.check(person)).resolves.toEqual({ outcome: "pass", reference: "YM9R7S1A2B3C" });
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/eid/check");
    expect(request?.headers.authorization).toBe(`APPCODE ${appCode}`);
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded; charset=UTF-8");
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      idcard: "110101199003074477",
      name: "张三",
    });
  });

  it("fails with the mismatch reason on res 2 and sends res 3 (no record) to manual review", async () => {
    const server = await marketplace((request) =>
      new URLSearchParams(request.body).get("name") === "李四"
        ? { body: answer("2", { description: "不一致" }) }
        : { body: answer("3", { description: "无记录" }), headers: { "x-ca-request-id": "REQ-1" } },
    );
    const provider = createHttpCertificationProvider({ url: server.url, appCode, timeoutMs: 2000 });
    await expect(provider.check({ ...person, realName: "李四" })).resolves.toEqual({
      outcome: "fail",
      reason: "certification.reasons.mismatch",
      reference: "YM9R7S1A2B3C",
    });
    await expect(provider.check(person)).resolves.toMatchObject({ outcome: "review" });
  });

  it("accepts numbers where the documentation shows strings, and falls back to the gateway's request id", async () => {
    const server = await marketplace(() => ({
      body: JSON.stringify({ code: 0, message: "成功", result: { res: 1 } }),
      headers: { "x-ca-request-id": "7A3C-REQ" },
    }));
    const provider = createHttpCertificationProvider({ url: server.url, appCode, timeoutMs: 2000 });
    await expect(provider.check(person)).resolves.toEqual({ outcome: "pass", reference: "7A3C-REQ" });
  });

  it("gives no verdict when the gateway refuses the AppCode or the quota is used up", async () => {
    const server = await marketplace(() => ({
      status: 403,
      headers: { "x-ca-error-message": "Quota Exhausted" },
      body: "",
    }));
    const provider = createHttpCertificationProvider({ url: server.url, appCode, timeoutMs: 2000 });
    const error = await provider.check(person).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CertificationProviderError);
    expect((error as CertificationProviderError).reason).toBe("HTTP 403 Quota Exhausted");
  });

  it("gives no verdict on a call error code, a malformed answer or an unknown result", async () => {
    const bodies = [
      JSON.stringify({ code: "20310", message: "姓名不合法" }),
      "<html>502 Bad Gateway</html>",
      JSON.stringify({ code: "0", message: "成功", result: { res: "9" } }),
    ];
    let call = 0;
    const server = await marketplace(() => ({ body: bodies[call++] ?? "" }));
    const provider = createHttpCertificationProvider({ url: server.url, appCode, timeoutMs: 2000 });
    const reasons = [];
    for (let i = 0; i < bodies.length; i++) {
      const error = await provider.check(person).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CertificationProviderError);
      reasons.push((error as CertificationProviderError).reason);
    }
    expect(reasons).toEqual(["code 20310: 姓名不合法", "answer is not JSON", 'unknown result "9"']);
  });

  it("gives up after the timeout and when nothing listens", async () => {
    const server = await marketplace(() => "hang");
    const slow = createHttpCertificationProvider({ url: server.url, appCode, timeoutMs: 200 });
    const started = Date.now();
    const error = await slow.check(person).catch((e: unknown) => e);
    expect((error as CertificationProviderError).reason).toBe("request failed: timed out");
    expect(Date.now() - started).toBeLessThan(2000);

    const unreachable = createHttpCertificationProvider({
      url: `http://127.0.0.1:${await unusedPort()}/eid/check`,
      appCode,
      timeoutMs: 2000,
    });
    const refused = await unreachable.check(person).catch((e: unknown) => e);
    expect((refused as CertificationProviderError).reason).toBe("request failed: ECONNREFUSED");
  });
});
