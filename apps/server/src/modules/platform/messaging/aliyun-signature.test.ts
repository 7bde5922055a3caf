import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { acsCanonicalQueryString, acsPercentEncode, formatAcsDate, signAcs3Request } from "./aliyun-signature.ts";

// The worked example of Alibaba Cloud's "V3 request structure and signature"
// (help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature):
// RunInstances on ECS with fixed credentials, date and nonce.
const officialExample = {
  method: "POST",
  host: "ecs.cn-shanghai.aliyuncs.com",
  path: "/",
  query: { ImageId: "win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd", RegionId: "cn-shanghai" },
  action: "RunInstances",
  version: "2014-05-26",
  accessKeyId: "YourAccessKeyId",
  accessKeySecret: "YourAccessKeySecret",
  date: new Date("2023-10-26T10:22:32Z"),
  nonce: "3156853299f313e23d1673dc12e1703d",
};

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

describe("ACS3-HMAC-SHA256 (Alibaba Cloud V3 signature)", () => {
  it("reproduces the published worked example byte for byte", () => {
    const signed = signAcs3Request(officialExample);
    expect(signed.canonicalRequest).toBe(
      [
        "POST",
        "/",
        "ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai",
        "host:ecs.cn-shanghai.aliyuncs.com",
        "x-acs-action:RunInstances",
        "x-acs-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "x-acs-date:2023-10-26T10:22:32Z",
        "x-acs-signature-nonce:3156853299f313e23d1673dc12e1703d",
        "x-acs-version:2014-05-26",
        "",
        "host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version",
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      ].join("\n"),
    );
    expect(signed.hashedCanonicalRequest).toBe("7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259");
    expect(signed.authorization).toBe(
      "ACS3-HMAC-SHA256 Credential=YourAccessKeyId," +
        "SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version," +
        "Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0",
    );
    expect(signed.headers).toEqual({
      "x-acs-action": "RunInstances",
      "x-acs-version": "2014-05-26",
      "x-acs-date": "2023-10-26T10:22:32Z",
      "x-acs-signature-nonce": "3156853299f313e23d1673dc12e1703d",
      "x-acs-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      authorization: signed.authorization,
    });
  });

  it("signs a SendSms request the way the documented steps compute it", () => {
    const query = {
      TemplateParam: '{"code":"123456"}',
      PhoneNumbers: "13800138000",
      SignName: "云栈代理",
      TemplateCode: "SMS_123456789",
    };
    const signed = signAcs3Request({
      method: "POST",
      host: "dysmsapi.aliyuncs.com",
      query,
      action: "SendSms",
      version: "2017-05-25",
      accessKeyId: "LTAI-test",
      accessKeySecret: "test-secret",
      date: new Date("2026-11-21T08:00:05.123Z"),
      nonce: "0123456789abcdef0123456789abcdef",
    });
    // Step by step from the documentation, written out independently of the signer.
    const canonicalQuery =
      "PhoneNumbers=13800138000&SignName=%E4%BA%91%E6%A0%88%E4%BB%A3%E7%90%86" +
      "&TemplateCode=SMS_123456789&TemplateParam=%7B%22code%22%3A%22123456%22%7D";
    const emptyHash = sha256("");
    const canonicalRequest = `POST\n/\n${canonicalQuery}\nhost:dysmsapi.aliyuncs.com\nx-acs-action:SendSms\nx-acs-content-sha256:${emptyHash}\nx-acs-date:2026-11-21T08:00:05Z\nx-acs-signature-nonce:0123456789abcdef0123456789abcdef\nx-acs-version:2017-05-25\n\nhost;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version\n${emptyHash}`;
    const expected = createHmac("sha256", "test-secret")
      .update(`ACS3-HMAC-SHA256\n${sha256(canonicalRequest)}`)
      .digest("hex");
    expect(signed.queryString).toBe(canonicalQuery);
    expect(signed.canonicalRequest).toBe(canonicalRequest);
    expect(signed.signature).toBe(expected);
  });

  it("signs content-type and a body when there is one", () => {
    const signed = signAcs3Request({
      ...officialExample,
      query: {},
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
    });
    expect(signed.canonicalRequest).toContain("content-type:application/json\nhost:");
    expect(signed.canonicalRequest).toContain(`x-acs-content-sha256:${sha256('{"a":1}')}`);
    expect(signed.authorization).toContain("SignedHeaders=content-type;host;x-acs-action;");
  });

  it("encodes per RFC 3986 and sorts parameters by name", () => {
    expect(acsPercentEncode("a b*c~d'(!)")).toBe("a%20b%2Ac~d%27%28%21%29");
    expect(acsCanonicalQueryString({ b: "2", a: "x y", B: "" })).toBe("B=&a=x%20y&b=2");
    expect(formatAcsDate(new Date("2023-10-26T10:22:32.999Z"))).toBe("2023-10-26T10:22:32Z");
  });
});
