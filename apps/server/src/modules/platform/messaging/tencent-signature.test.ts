import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signTc3Request, tc3Date } from "./tencent-signature.ts";

// The worked example of Tencent Cloud's "Signature v3" (API 3.0): CVM
// DescribeInstances at timestamp 1551113065. The current page masks the keys
// (32 asterisks) and its signature is computed from that literal value; an
// earlier revision used the partly masked key "Gu5t9xGARNpq86cd98joQYCN3*******".
const payload = '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}';
const officialExample = {
  secretId: "AKID********************************",
  secretKey: "********************************",
  service: "cvm",
  host: "cvm.tencentcloudapi.com",
  action: "DescribeInstances",
  version: "2017-03-12",
  region: "ap-guangzhou",
  payload,
  timestamp: 1551113065,
};

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const hmac = (key: string | Buffer, s: string) => createHmac("sha256", key).update(s).digest();

describe("TC3-HMAC-SHA256 (Tencent Cloud signature v3)", () => {
  it("reproduces the published worked example byte for byte", () => {
    const signed = signTc3Request(officialExample);
    expect(sha256(payload)).toBe("35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064");
    expect(signed.canonicalRequest).toBe(
      [
        "POST",
        "/",
        "",
        "content-type:application/json; charset=utf-8",
        "host:cvm.tencentcloudapi.com",
        "x-tc-action:describeinstances",
        "",
        "content-type;host;x-tc-action",
        "35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064",
      ].join("\n"),
    );
    expect(signed.hashedCanonicalRequest).toBe("7019a55be8395899b900fb5564e4200d984910f34794a27cb3fb7d10ff6a1e84");
    expect(signed.stringToSign).toBe(
      "TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n7019a55be8395899b900fb5564e4200d984910f34794a27cb3fb7d10ff6a1e84",
    );
    expect(signed.signature).toBe("10b1a37a7301a02ca19a647ad722d5e43b4b3cff309d421d85b46093f6ab6c4f");
    expect(signed.authorization).toBe(
      "TC3-HMAC-SHA256 Credential=AKID********************************/2019-02-25/cvm/tc3_request, " +
        "SignedHeaders=content-type;host;x-tc-action, " +
        "Signature=10b1a37a7301a02ca19a647ad722d5e43b4b3cff309d421d85b46093f6ab6c4f",
    );
    expect(signed.headers).toEqual({
      Authorization: signed.authorization,
      "Content-Type": "application/json; charset=utf-8",
      "X-TC-Action": "DescribeInstances",
      "X-TC-Timestamp": "1551113065",
      "X-TC-Version": "2017-03-12",
      "X-TC-Region": "ap-guangzhou",
    });
    expect(signTc3Request({ ...officialExample, secretKey: "Gu5t9xGARNpq86cd98joQYCN3*******" }).signature).toBe(
      "be4f67d323c78ab9acb7395e43c0dbcf822a9cfac32fea2449a7bc7726b770a3",
    );
  });

  it("signs a SendSms request the way the documented steps compute it", () => {
    const body = JSON.stringify({ PhoneNumberSet: ["+8613800138000"], TemplateParamSet: ["123456"] });
    const signed = signTc3Request({
      secretId: "AKIDtest",
      secretKey: "test-key",
      service: "sms",
      host: "sms.tencentcloudapi.com",
      action: "SendSms",
      version: "2021-01-11",
      region: "ap-guangzhou",
      payload: body,
      timestamp: 1_795_000_000,
    });
    const date = new Date(1_795_000_000 * 1000).toISOString().slice(0, 10);
    const canonical = `POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:sms.tencentcloudapi.com\nx-tc-action:sendsms\n\ncontent-type;host;x-tc-action\n${sha256(body)}`;
    const stringToSign = `TC3-HMAC-SHA256\n1795000000\n${date}/sms/tc3_request\n${sha256(canonical)}`;
    const key = hmac(hmac(hmac(`TC3test-key`, date), "sms"), "tc3_request");
    expect(signed.signature).toBe(hmac(key, stringToSign).toString("hex"));
    expect(signed.authorization).toBe(
      `TC3-HMAC-SHA256 Credential=AKIDtest/${date}/sms/tc3_request, SignedHeaders=content-type;host;x-tc-action, Signature=${signed.signature}`,
    );
  });

  it("takes the UTC date, not the local one, for the credential scope", () => {
    // 00:30 on the 26th in Beijing is still the 25th in UTC.
    expect(tc3Date(Date.parse("2019-02-26T00:30:00+08:00") / 1000)).toBe("2019-02-25");
    const withoutRegion = signTc3Request({ ...officialExample, region: undefined });
    expect(withoutRegion.headers["X-TC-Region"]).toBeUndefined();
    expect(withoutRegion.signature).toBe("10b1a37a7301a02ca19a647ad722d5e43b4b3cff309d421d85b46093f6ab6c4f");
  });
});
