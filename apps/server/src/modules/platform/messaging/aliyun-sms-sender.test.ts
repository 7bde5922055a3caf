import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type AliyunSmsConfig, createAliyunSmsSender } from "./aliyun-sms-sender.ts";
import { localProviderPerTest, type ReceivedRequest, unusedPort } from "./testing/local-http-server.ts";
import { DeliveryError, type VerificationMessage } from "./types.ts";

const secret = "aliyun-test-secret";
const config = (endpoint: string): AliyunSmsConfig => ({
  accessKeyId: "LTAI5tTestKeyId",
  accessKeySecret: secret,
  signName: "云栈代理",
  templateRegister: "SMS_100000001",
  templateReset: "SMS_100000003",
  endpoint,
});
const message: VerificationMessage = {
  channel: "sms",
  to: "13800138000",
  locale: "zh-CN",
  code: "246810",
  purpose: 0,
  ttlMinutes: 5,
};

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * What Alibaba Cloud's gateway does with a request: rebuild the canonical
 * request from what arrived and compare signatures (written from the documented
 * steps, independently of the adapter's signer).
 */
function verifyAcs3(request: ReceivedRequest, accessKeySecret: string): string | null {
  const header = (name: string) => String(request.headers[name] ?? "");
  const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
    header("authorization"),
  );
  if (!auth) return "malformed Authorization";
  const [, , signedHeaders = "", signature] = auth;
  const names = signedHeaders.split(";");
  for (const required of [
    "host",
    "x-acs-action",
    "x-acs-content-sha256",
    "x-acs-date",
    "x-acs-signature-nonce",
    "x-acs-version",
  ]) {
    if (!names.includes(required)) return `${required} not signed`;
  }
  if (header("x-acs-content-sha256") !== sha256(request.body)) return "body hash mismatch";
  if (Math.abs(Date.parse(header("x-acs-date")) - Date.now()) > 15 * 60_000) return "stale x-acs-date";
  const url = new URL(request.url, "http://placeholder");
  const query = [...url.searchParams.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .join("&");
  const canonicalHeaders = names.map((name) => `${name}:${header(name).trim()}\n`).join("");
  const canonical = [request.method, url.pathname, query, canonicalHeaders, signedHeaders, sha256(request.body)].join(
    "\n",
  );
  const expected = createHmac("sha256", accessKeySecret)
    .update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`)
    .digest("hex");
  return expected === signature ? null : "SignatureDoesNotMatch";
}

const okBody = JSON.stringify({ Code: "OK", Message: "OK", BizId: "9006197469364984^0", RequestId: "F655A8D5" });

describe("Aliyun SMS adapter (SendSms against a local server)", () => {
  const provider = localProviderPerTest();

  it("sends a correctly signed SendSms with the register template and the code", async () => {
    const server = await provider((request) => {
      const problem = verifyAcs3(request, secret);
      return problem
        ? { status: 400, body: JSON.stringify({ Code: "SignatureDoesNotMatch", Message: problem }) }
        : { body: okBody };
    });
    await createAliyunSmsSender(config(server.url)).send(message);

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    if (!request) throw new Error("no request");
    expect(request.method).toBe("POST");
    expect(request.headers["x-acs-action"]).toBe("SendSms");
    expect(request.headers["x-acs-version"]).toBe("2017-05-25");
    expect(request.headers["x-acs-signature-nonce"]).toMatch(/^[0-9a-f]{32}$/);
    expect(request.headers.authorization).toMatch(/^ACS3-HMAC-SHA256 Credential=LTAI5tTestKeyId,/);
    const params = Object.fromEntries(new URL(request.url, server.url).searchParams);
    expect(params).toEqual({
      PhoneNumbers: "13800138000",
      SignName: "云栈代理",
      TemplateCode: "SMS_100000001",
      TemplateParam: '{"code":"246810"}',
    });
  });

  it("uses the reset template for purpose 3, a fresh nonce each time, and the mainland number without +86", async () => {
    const server = await provider((request) =>
      verifyAcs3(request, secret) ? { status: 400, body: "{}" } : { body: okBody },
    );
    const sender = createAliyunSmsSender(config(server.url));
    await sender.send({ ...message, purpose: 3, to: "+86 138 0013 8000" });
    await sender.send({ ...message, purpose: 3 });
    const [first, second] = server.requests;
    expect(new URL(first?.url ?? "", server.url).searchParams.get("TemplateCode")).toBe("SMS_100000003");
    expect(new URL(first?.url ?? "", server.url).searchParams.get("PhoneNumbers")).toBe("13800138000");
    expect(first?.headers["x-acs-signature-nonce"]).not.toBe(second?.headers["x-acs-signature-nonce"]);
  });

  it("sends other countries' numbers with the international template, and refuses them without one", async () => {
    const server = await provider((request) =>
      verifyAcs3(request, secret) ? { status: 400, body: "{}" } : { body: okBody },
    );
    const international = {
      ...config(server.url),
      templateRegisterInternational: "SMS_200000001",
      templateResetInternational: "SMS_200000003",
    };
    await createAliyunSmsSender(international).send({ ...message, to: "+14155552671" });
    await createAliyunSmsSender(international).send({ ...message, purpose: 3, to: "+447911123456" });
    await createAliyunSmsSender(international).send(message);
    const sent = server.requests.map((request) => new URL(request.url ?? "", server.url).searchParams);
    expect(sent.map((query) => [query.get("PhoneNumbers"), query.get("TemplateCode")])).toEqual([
      ["14155552671", "SMS_200000001"],
      ["447911123456", "SMS_200000003"],
      ["13800138000", "SMS_100000001"],
    ]);
    const refused = createAliyunSmsSender(config(server.url)).send({ ...message, to: "+14155552671" });
    await expect(refused).rejects.toThrow(DeliveryError);
    await expect(refused).rejects.toMatchObject({ reason: "no international template configured" });
    expect(server.requests).toHaveLength(3);
  });

  it("is rejected by the gateway when signed with another secret", async () => {
    const server = await provider((request) => {
      const problem = verifyAcs3(request, "the-real-secret");
      return problem
        ? {
            status: 400,
            body: JSON.stringify({
              RequestId: "0A6D7A4D",
              Code: "SignatureDoesNotMatch",
              Message: "Specified signature is not matched with our calculation.",
            }),
          }
        : { body: okBody };
    });
    const error = await createAliyunSmsSender(config(server.url))
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({
      provider: "aliyun",
      providerCode: "SignatureDoesNotMatch",
      reason: "SignatureDoesNotMatch: Specified signature is not matched with our calculation.",
    });
  });

  it("turns a business error (HTTP 200, Code other than OK) into a DeliveryError with its Message", async () => {
    const server = await provider(() => ({
      body: JSON.stringify({ Code: "isv.BUSINESS_LIMIT_CONTROL", Message: "触发分钟级流控Permits:1", RequestId: "x" }),
    }));
    await expect(createAliyunSmsSender(config(server.url)).send(message)).rejects.toMatchObject({
      name: "DeliveryError",
      providerCode: "isv.BUSINESS_LIMIT_CONTROL",
      reason: "isv.BUSINESS_LIMIT_CONTROL: 触发分钟级流控Permits:1",
    });
  });

  it("reports a non-JSON answer, an unreachable endpoint and a timeout without the code or the secret", async () => {
    const server = await provider((request) =>
      request.url.includes("hang") ? "hang" : { status: 502, body: "<html>" },
    );
    const errors: unknown[] = [];
    errors.push(
      await createAliyunSmsSender(config(server.url))
        .send(message)
        .catch((e: unknown) => e),
    );
    errors.push(
      await createAliyunSmsSender(config(`http://127.0.0.1:${await unusedPort()}`))
        .send(message)
        .catch((e: unknown) => e),
    );
    errors.push(
      await createAliyunSmsSender(config(`${server.url}/hang`), { timeoutMs: 200 })
        .send(message)
        .catch((e: unknown) => e),
    );
    expect(errors.map((e) => (e as DeliveryError).reason)).toEqual([
      "HTTP 502",
      "request failed: ECONNREFUSED",
      "request failed: timed out",
    ]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(DeliveryError);
      expect(String((error as Error).message)).not.toMatch(/246810|aliyun-test-secret/);
    }
  });

  it("refuses a recipient that is not a mobile number without calling the provider", async () => {
    const server = await provider(() => ({ body: okBody }));
    await expect(
      createAliyunSmsSender(config(server.url)).send({ ...message, to: "someone@example.com" }),
    ).rejects.toBeInstanceOf(DeliveryError);
    expect(server.requests).toHaveLength(0);
  });

  it("sends a notice through the notice template with its title, mainland numbers only, never without one", async () => {
    const server = await provider((request) =>
      verifyAcs3(request, secret) ? { status: 400, body: "{}" } : { body: okBody },
    );
    const withTemplate = createAliyunSmsSender({ ...config(server.url), templateNotice: "SMS_100000009" });
    const long = "您的静态 IP 203.0.113.77 自动续费失败：余额不足，请尽快充值或手动续费以免 IP 被回收";
    expect(await withTemplate.sendNotice("+86 138 0013 8000", long)).toBe(true);
    const params = Object.fromEntries(new URL(server.requests[0]?.url ?? "", server.url).searchParams);
    expect(params).toMatchObject({ PhoneNumbers: "13800138000", TemplateCode: "SMS_100000009" });
    const { title } = JSON.parse(params.TemplateParam ?? "{}") as { title: string };
    expect(title).toHaveLength(35);
    expect(title.endsWith("…")).toBe(true);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);

    expect(await withTemplate.sendNotice("+1 415 555 2671", "New sign-in")).toBe(false);
    expect(await createAliyunSmsSender(config(server.url)).sendNotice("13800138000", "新设备登录")).toBe(false);
    expect(server.requests).toHaveLength(1);
  });
});
