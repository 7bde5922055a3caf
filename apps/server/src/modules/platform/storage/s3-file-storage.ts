import { sha256 } from "../../../lib/secrets.ts";
import { networkReason } from "../messaging/provider-http.ts";
import { assertStorageKey, type FileStorage, FileStorageError } from "./file-storage.ts";
import { emptyPayloadSha256, signSigV4, uriEncode } from "./s3-signature.ts";

export interface S3StorageConfig {
  /** https://s3.us-east-1.amazonaws.com, https://oss-cn-hangzhou.aliyuncs.com, http://127.0.0.1:9000 (MinIO) … */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO, most self-hosted stores) instead of in the host name (AWS, OSS). */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. "shop/"; empty for none. */
  prefix: string;
}

/**
 * Any store that speaks the S3 object API with Signature V4: PutObject,
 * GetObject, DeleteObject. The bucket must be private (no public-read ACL or
 * policy): files are written without an ACL and only read back by the server.
 */
export function createS3FileStorage(config: S3StorageConfig, options: { timeoutMs?: number } = {}): FileStorage {
  const endpoint = new URL(config.endpoint);
  const timeoutMs = options.timeoutMs ?? 20_000;

  const urlOf = (key: string) => {
    assertStorageKey(key);
    const objectPath = uriEncode(`${config.prefix}${key}`, true);
    const basePath = endpoint.pathname.replace(/\/+$/, "");
    return config.forcePathStyle
      ? new URL(`${endpoint.protocol}//${endpoint.host}${basePath}/${uriEncode(config.bucket)}/${objectPath}`)
      : new URL(`${endpoint.protocol}//${config.bucket}.${endpoint.host}${basePath}/${objectPath}`);
  };

  async function send(method: "PUT" | "GET" | "DELETE", key: string, body?: Buffer, contentType?: string) {
    const url = urlOf(key);
    const signed = signSigV4({
      method,
      url,
      headers: contentType ? { "content-type": contentType } : {},
      payloadSha256: body ? sha256(body) : emptyPayloadSha256,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      date: new Date(),
    });
    const { host: _host, ...headers } = signed.headers;
    try {
      return await fetch(url, {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new FileStorageError(`${method} ${key}: ${networkReason(error)}`, { cause: error });
    }
  }

  /** S3 errors are XML: <Error><Code>AccessDenied</Code>…; the code is what a log needs. */
  async function failure(method: string, key: string, response: Response): Promise<FileStorageError> {
    const text = await response.text().catch(() => "");
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
    return new FileStorageError(`${method} ${key}: HTTP ${response.status}${code ? ` ${code}` : ""}`);
  }

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const response = await send("PUT", key, bytes, contentType);
      if (!response.ok) throw await failure("PUT", key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure("GET", key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await send("DELETE", key);
      if (!response.ok && response.status !== 404) throw await failure("DELETE", key, response);
      await response.body?.cancel();
    },
  };
}
