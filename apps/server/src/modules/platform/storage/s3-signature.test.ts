import { describe, expect, it } from "vitest";
import { sha256 } from "../../../lib/secrets.ts";
import { amzDate, emptyPayloadSha256, signSigV4, uriEncode } from "./s3-signature.ts";

// The worked examples of Amazon S3's "Authenticating Requests: Using the
// Authorization Header (AWS Signature Version 4)", replayed byte for byte.
const credentials = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
  date: new Date("2013-05-24T00:00:00Z"),
};

describe("AWS Signature Version 4 (S3)", () => {
  it("signs the documented GET Object example", () => {
    const signed = signSigV4({
      ...credentials,
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { Range: "bytes=0-9" },
      payloadSha256: emptyPayloadSha256,
    });
    expect(signed.canonicalRequest).toBe(
      [
        "GET",
        "/test.txt",
        "",
        "host:examplebucket.s3.amazonaws.com",
        "range:bytes=0-9",
        `x-amz-content-sha256:${emptyPayloadSha256}`,
        "x-amz-date:20130524T000000Z",
        "",
        "host;range;x-amz-content-sha256;x-amz-date",
        emptyPayloadSha256,
      ].join("\n"),
    );
    expect(signed.signature).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
    expect(signed.headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("signs the documented PUT Object example, with its encoded key and payload hash", () => {
    const signed = signSigV4({
      ...credentials,
      method: "PUT",
      url: new URL("https://examplebucket.s3.amazonaws.com/test%24file.text"),
      headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
      payloadSha256: sha256("Welcome to Amazon S3."),
    });
    expect(signed.signature).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });

  it("encodes like RFC 3986 and formats the date in UTC", () => {
    expect(uriEncode("营业执照 (1).pdf")).toBe("%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7%20%281%29.pdf");
    expect(uriEncode("a/b~c", true)).toBe("a/b~c");
    expect(amzDate(new Date("2026-11-21T23:59:58.123+08:00"))).toBe("20261121T155958Z");
  });
});
