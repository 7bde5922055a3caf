import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTencentSmsSender, type TencentSmsConfig } from "./tencent-sms-sender.ts";
import { localProviderPerTest, type ReceivedRequest, unusedPort } from "./testing/local-http-server.ts";
import { DeliveryError, type VerificationMessage } from "./types.ts";

const secretKey = "tencent-test-secret-key";
const config = (endpoint: string): TencentSmsConfig => ({
  secretId: "AKIDtestSecretId",
  secretKey,
  sdkAppId: "1400006666",
  signName: "云栈代理",
  templateRegister: "1110001",
  templateReset: "1110003",
  region: "ap-guangzhou",
  endpoint,
});
const message: VerificationMessage = {
  channel: "sms",
  to: "13800138000",
  locale: "zh-CN",
  code: "135790",
  purpose: 0,
  ttlMinutes: 5,
};

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const hmac = (key: string | Buffer, s: string) => createHmac("sha256", key).update(s).digest();

/**
 * What Tencent Cloud's gateway does with a request: rebuild the canonical
 * request from what arrived and compare signatures (written from the documented
 * steps, independently of the adapter's signer).
 */
function verifyTc3(request: ReceivedRequest, key: string): string | null {
  const header = (name: string) => String(request.headers[name] ?? "");
  const auth =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      header("authorization"),
    );
  if (!auth) return "malformed Authorization";
  const [, , date, service = "", signedHeaders = "", signature] = auth;
  const timestamp = Number(header("x-tc-timestamp"));
  if (Math.abs(timestamp * 1000 - Date.now()) > 5 * 60_000) return "stale X-TC-Timestamp";
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return "date does not match timestamp";
  if (service !== "sms") return "wrong service";
  const names = signedHeaders.split(";");
  if (!names.includes("host") || !names.includes("content-type")) return "host/content-type not signed";
  const canonicalHeaders = names.map((name) => `${name}:${header(name).trim().toLowerCase()}\n`).join("");
  const canonical = ["POST", "/", "", canonicalHeaders, signedHeaders, sha256(request.body)].join("\n");
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256(canonical)}`;
  const signingKey = hmac(hmac(hmac(`TC3${key}`, date ?? ""), service), "tc3_request");
  return hmac(signingKey, stringToSign).toString("hex") === signature ? null : "SignatureFailure";
}

const ok = (phone = "+8613800138000") =>
  JSON.stringify({
    Response: {
      SendStatusSet: [
        {
          SerialNo: "5000:1045710669157053657849499619",
          PhoneNumber: phone,
          Fee: 1,
          Code: "Ok",
          Message: "send success",
        },
      ],
      RequestId: "a0aabda6-cf91-4f3e-a81f-9198114a2279",
    },
  });
const apiError = (code: string, text: string) =>
  JSON.stringify({ Response: { Error: { Code: code, Message: text }, RequestId: "b0b0" } });

describe("Tencent SMS adapter (SendSms against a local server)", () => {
  const provider = localProviderPerTest();

  it("sends a correctly signed SendSms with +86 number, app id, sign, template and the code", async () => {
    const server = await provider((request) => {
      const problem = verifyTc3(request, secretKey);
      return { body: problem ? apiError("AuthFailure.SignatureFailure", problem) : ok() };
    });
    await createTencentSmsSender(config(server.url)).send(message);

    const [request] = server.requests;
    if (!request) throw new Error("no request");
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/");
    expect(request.headers["x-tc-action"]).toBe("SendSms");
    expect(request.headers["x-tc-version"]).toBe("2021-01-11");
    expect(request.headers["x-tc-region"]).toBe("ap-guangzhou");
    expect(request.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(request.body)).toEqual({
      PhoneNumberSet: ["+8613800138000"],
      SmsSdkAppId: "1400006666",
      SignName: "云栈代理",
      TemplateId: "1110001",
      TemplateParamSet: ["135790"],
    });
  });

  it("uses the reset template for purpose 3", async () => {
    const server = await provider((request) => ({
      body: verifyTc3(request, secretKey) ? apiError("AuthFailure.SignatureFailure", "x") : ok(),
    }));
    await createTencentSmsSender(config(server.url)).send({ ...message, purpose: 3 });
    expect(JSON.parse(server.requests[0]?.body ?? "{}").TemplateId).toBe("1110003");
  });

  it("sends other countries' numbers in E.164 with the international template, and refuses them without one", async () => {
    const server = await provider((request) => ({
      body: verifyTc3(request, secretKey) ? apiError("AuthFailure.SignatureFailure", "x") : ok(),
    }));
    const international = {
      ...config(server.url),
      templateRegisterInternational: "2220001",
      templateResetInternational: "2220003",
    };
    await createTencentSmsSender(international).send({ ...message, to: "+14155552671" });
    await createTencentSmsSender(international).send({ ...message, to: "13800138000" });
    const sent = server.requests.map((request) => JSON.parse(request.body ?? "{}"));
    expect(sent.map((body) => [body.PhoneNumberSet[0], body.TemplateId])).toEqual([
      ["+14155552671", "2220001"],
      ["+8613800138000", "1110001"],
    ]);
    await expect(
      createTencentSmsSender(config(server.url)).send({ ...message, purpose: 3, to: "+14155552671" }),
    ).rejects.toMatchObject({ provider: "tencent", reason: "no international template configured" });
    expect(server.requests).toHaveLength(2);
  });

  it("turns Response.Error (e.g. a signature the gateway rejects) into a DeliveryError", async () => {
    const server = await provider((request) => {
      const problem = verifyTc3(request, "the-real-key");
      return {
        body: problem
          ? apiError("AuthFailure.SignatureFailure", "The provided credentials could not be validated.")
          : ok(),
      };
    });
    await expect(createTencentSmsSender(config(server.url)).send(message)).rejects.toMatchObject({
      name: "DeliveryError",
      provider: "tencent",
      providerCode: "AuthFailure.SignatureFailure",
      reason: "AuthFailure.SignatureFailure: The provided credentials could not be validated.",
    });
  });

  it("turns a SendStatusSet code other than Ok into a DeliveryError", async () => {
    const server = await provider(() => ({
      body: JSON.stringify({
        Response: {
          SendStatusSet: [
            {
              PhoneNumber: "+8613800138000",
              Code: "LimitExceeded.PhoneNumberThirtySecondLimit",
              Message:
                "the number of sms messages sent from a single mobile number within 30 seconds exceeds the upper limit",
            },
          ],
          RequestId: "c0c0",
        },
      }),
    }));
    await expect(createTencentSmsSender(config(server.url)).send(message)).rejects.toMatchObject({
      providerCode: "LimitExceeded.PhoneNumberThirtySecondLimit",
    });
  });

  it("reports an unexpected answer, an unreachable endpoint and a timeout without the code or the secret", async () => {
    const server = await provider((request) =>
      request.body.includes("hang") ? "hang" : { status: 503, body: "busy" },
    );
    const errors = [
      await createTencentSmsSender(config(server.url))
        .send(message)
        .catch((e: unknown) => e),
      await createTencentSmsSender(config(`http://127.0.0.1:${await unusedPort()}`))
        .send(message)
        .catch((e: unknown) => e),
      await createTencentSmsSender({ ...config(server.url), signName: "hang" }, { timeoutMs: 200 })
        .send(message)
        .catch((e: unknown) => e),
    ];
    expect(errors.map((e) => (e as DeliveryError).reason)).toEqual([
      "unexpected response (HTTP 503)",
      "request failed: ECONNREFUSED",
      "request failed: timed out",
    ]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(DeliveryError);
      expect((error as Error).message).not.toMatch(/135790|tencent-test-secret-key/);
    }
  });

  it("sends a notice through the notice template with its title as {1}, mainland numbers only", async () => {
    const server = await provider((request) => ({
      body: verifyTc3(request, secretKey) ? apiError("AuthFailure.SignatureFailure", "bad") : ok(),
    }));
    const withTemplate = createTencentSmsSender({ ...config(server.url), templateNotice: "1110009" });
    expect(await withTemplate.sendNotice("13800138000", "退款已到账")).toBe(true);
    expect(JSON.parse(server.requests[0]?.body ?? "{}")).toMatchObject({
      PhoneNumberSet: ["+8613800138000"],
      TemplateId: "1110009",
      TemplateParamSet: ["退款已到账"],
    });
    expect(await withTemplate.sendNotice("+44 7700 900123", "Refund made")).toBe(false);
    expect(await createTencentSmsSender(config(server.url)).sendNotice("13800138000", "退款已到账")).toBe(false);
    expect(server.requests).toHaveLength(1);
  });
});
