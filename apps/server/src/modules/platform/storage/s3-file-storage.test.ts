import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { unusedPort } from "../messaging/testing/local-http-server.ts";
import { FileStorageError } from "./file-storage.ts";
import { createS3FileStorage, type S3StorageConfig } from "./s3-file-storage.ts";

const secret = "minio-test-secret-key";
const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * What an S3 server does with a request: rebuild the canonical request from
 * what arrived and compare signatures. Written from the documented steps,
 * independently of the adapter's signer.
 */
function verifySigV4(req: IncomingMessage, body: Buffer, secretKey: string): string | null {
  const header = (name: string) => String(req.headers[name] ?? "");
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
      header("authorization"),
    );
  if (!auth) return "AuthorizationHeaderMalformed";
  const [, , day, region, signedHeaders = "", signature] = auth;
  const names = signedHeaders.split(";");
  for (const required of ["host", "x-amz-content-sha256", "x-amz-date"]) {
    if (!names.includes(required)) return `${required} not signed`;
  }
  if (header("x-amz-content-sha256") !== sha256(body)) return "XAmzContentSHA256Mismatch";
  const url = new URL(req.url ?? "/", "http://placeholder");
  const path = url.pathname
    .split("/")
    .map((segment) => encode(decodeURIComponent(segment)))
    .join("/");
  const canonical = [
    req.method,
    path,
    "",
    names.map((name) => `${name}:${header(name).trim()}\n`).join(""),
    signedHeaders,
    sha256(body),
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", header("x-amz-date"), scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, day ?? ""), region ?? ""), "s3"), "aws4_request");
  return createHmac("sha256", key).update(toSign).digest("hex") === signature ? null : "SignatureDoesNotMatch";
}

/** A tiny S3: objects in a map, keyed by the path as received. */
async function startFakeS3(options: { secretKey?: string } = {}) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: Array<{ method: string; url: string; host: string }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      requests.push({ method: req.method ?? "", url: req.url ?? "", host: req.headers.host ?? "" });
      const problem = verifySigV4(req, body, options.secretKey ?? secret);
      if (problem) {
        res.writeHead(403, { "content-type": "application/xml" });
        res.end(`<?xml version="1.0"?><Error><Code>${problem}</Code><Message>no</Message></Error>`);
        return;
      }
      const key = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      if (req.method === "PUT") {
        objects.set(key, { body, contentType: String(req.headers["content-type"]) });
        res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` }).end();
      } else if (req.method === "GET") {
        const object = objects.get(key);
        if (!object) {
          res.writeHead(404, { "content-type": "application/xml" });
          res.end("<Error><Code>NoSuchKey</Code></Error>");
          return;
        }
        res.writeHead(200, { "content-type": object.contentType }).end(object.body);
      } else if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    objects,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3, 255]);

describe("S3-compatible file storage (against a local S3 that checks signatures)", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });
  async function fakeS3(options?: { secretKey?: string }) {
    const server = await startFakeS3(options);
    close = server.close;
    const config: S3StorageConfig = {
      endpoint: `http://127.0.0.1:${server.port}`,
      region: "cn-hangzhou",
      bucket: "shop-private",
      accessKeyId: "minio-test",
      secretAccessKey: secret,
      forcePathStyle: true,
      prefix: "shop/",
    };
    return { server, config };
  }

  it("puts, gets and deletes an object in a path-style bucket, binary-safe, signed with SigV4", async () => {
    const { server, config } = await fakeS3();
    const storage = createS3FileStorage(config);
    await storage.put("business-licence/7/abc-123", png, "image/png");
    expect(server.objects.get("/shop-private/shop/business-licence/7/abc-123")).toEqual({
      body: png,
      contentType: "image/png",
    });
    expect(await storage.get("business-licence/7/abc-123")).toEqual(png);
    await storage.remove("business-licence/7/abc-123");
    expect(server.objects.size).toBe(0);
    expect(await storage.get("business-licence/7/abc-123")).toBeNull();
    expect(server.requests.map((r) => r.method)).toEqual(["PUT", "GET", "DELETE", "GET"]);
  });

  it("puts the bucket in the host name for virtual-hosted style", async () => {
    const { config } = await fakeS3();
    const storage = createS3FileStorage({ ...config, forcePathStyle: false, endpoint: "http://s3.example.test" });
    // Nothing listens there: the request must still be addressed to bucket.host.
    const error = await storage.put("a/b", png, "image/png").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileStorageError);
    expect((error as FileStorageError).reason).toMatch(/^PUT a\/b: /);
  });

  it("reports the store's error code when the signature is refused", async () => {
    const { config } = await fakeS3({ secretKey: "another-secret" });
    const error = await createS3FileStorage(config)
      .put("a/b", png, "image/png")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileStorageError);
    expect((error as FileStorageError).reason).toBe("PUT a/b: HTTP 403 SignatureDoesNotMatch");
  });

  it("refuses keys that could leave the prefix, and unreachable stores", async () => {
    const { config } = await fakeS3();
    const storage = createS3FileStorage(config);
    await expect(storage.get("../secrets")).rejects.toBeInstanceOf(FileStorageError);
    await expect(storage.get("a/../../b")).rejects.toBeInstanceOf(FileStorageError);
    const offline = createS3FileStorage({ ...config, endpoint: `http://127.0.0.1:${await unusedPort()}` });
    await expect(offline.get("a/b")).rejects.toMatchObject({ reason: "GET a/b: ECONNREFUSED" });
  });
});
