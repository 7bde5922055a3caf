import { createHmac, generateKeyPairSync, randomBytes } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

/**
 * Everything the sandbox needs to play Alipay and WeChat Pay with real
 * signatures: the merchant's key pairs (the shop signs with the private halves)
 * and the providers' key pairs (the sandbox signs with them, the shop verifies
 * with the public halves), the APIv3 key and the serials.
 */
export interface SandboxKeys {
  alipay: {
    appId: string;
    sellerId: string;
    /** The shop's app key pair. */
    merchantPrivateKey: string;
    merchantPublicKey: string;
    /** "Alipay's" key pair. */
    alipayPrivateKey: string;
    alipayPublicKey: string;
  };
  wechat: {
    mchId: string;
    appId: string;
    merchantPrivateKey: string;
    merchantPublicKey: string;
    merchantSerial: string;
    /** "WeChat Pay's" key pair and its serial. */
    platformPrivateKey: string;
    platformPublicKey: string;
    platformSerial: string;
    apiV3Key: string;
  };
}

const pem = z.string().includes("-----BEGIN");
const keysSchema = z.object({
  alipay: z.object({
    appId: z.string().min(1),
    sellerId: z.string().min(1),
    merchantPrivateKey: pem,
    merchantPublicKey: pem,
    alipayPrivateKey: pem,
    alipayPublicKey: pem,
  }),
  wechat: z.object({
    mchId: z.string().min(1),
    appId: z.string().min(1),
    merchantPrivateKey: pem,
    merchantPublicKey: pem,
    merchantSerial: z.string().min(1),
    platformPrivateKey: pem,
    platformPublicKey: pem,
    platformSerial: z.string().min(1),
    apiV3Key: z.string().refine((value) => Buffer.byteLength(value) === 32, { error: "must be 32 bytes" }),
  }),
});

function rsaKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    publicKey: publicKey.export({ type: "spki", format: "pem" }).toString(),
  };
}

const digits = (count: number) => [...randomBytes(count)].map((byte) => String(byte % 10)).join("");
const hex = (bytes: number) => randomBytes(bytes).toString("hex").toUpperCase();
const alphanumeric = (count: number) => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return [...randomBytes(count)].map((byte) => alphabet[byte % alphabet.length]).join("");
};

/** Fresh keys and ids shaped like the real ones (four RSA-2048 key pairs: about half a second). */
export function createSandboxKeys(): SandboxKeys {
  const alipayMerchant = rsaKeyPair();
  const alipay = rsaKeyPair();
  const wechatMerchant = rsaKeyPair();
  const wechatPlatform = rsaKeyPair();
  return {
    alipay: {
      appId: `9021${digits(12)}`,
      sellerId: `2088${digits(12)}`,
      merchantPrivateKey: alipayMerchant.privateKey,
      merchantPublicKey: alipayMerchant.publicKey,
      alipayPrivateKey: alipay.privateKey,
      alipayPublicKey: alipay.publicKey,
    },
    wechat: {
      mchId: `19${digits(8)}`,
      appId: `wx${randomBytes(8).toString("hex")}`,
      merchantPrivateKey: wechatMerchant.privateKey,
      merchantPublicKey: wechatMerchant.publicKey,
      merchantSerial: hex(20),
      platformPrivateKey: wechatPlatform.privateKey,
      platformPublicKey: wechatPlatform.publicKey,
      platformSerial: `PUB_KEY_ID_01${digits(20)}`,
      apiV3Key: alphanumeric(32),
    },
  };
}

let processKeys: SandboxKeys | null = null;

/**
 * The sandbox keys of this installation. With a file, every process started on
 * the same data folder reads the same keys (the first one to start writes
 * them; a process that loses the race reads the winner's). Without one
 * (memory:// databases), one set per process.
 */
export async function loadSandboxKeys(options: { file: string | null }): Promise<SandboxKeys> {
  const { file } = options;
  if (file === null) {
    processKeys ??= createSandboxKeys();
    return processKeys;
  }
  const existing = await readKeysFile(file);
  if (existing) return existing;
  const keys = createSandboxKeys();
  await mkdir(path.dirname(file), { recursive: true });
  // Written under a temporary name, then hard-linked to the final one, which fails if another
  // process got there first: readers never see half a file, and exactly one set wins.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(temporary, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  try {
    await link(temporary, file).catch(async (error: NodeJS.ErrnoException) => {
      // File systems without hard links: an exclusive create is the next best thing.
      if (error.code !== "EPERM" && error.code !== "ENOTSUP" && error.code !== "ENOSYS") throw error;
      await writeFile(file, await readFile(temporary), { flag: "wx", mode: 0o600 });
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  const stored = await readKeysFile(file);
  if (!stored) throw new Error(`payment sandbox keys in ${file} are unreadable`);
  return stored;
}

async function readKeysFile(file: string): Promise<SandboxKeys | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const parsed = keysSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`payment sandbox keys in ${file} are malformed; delete the file to generate new ones`);
  }
  return parsed.data;
}

/**
 * The sandbox keys as the shop's real-provider variables, pointed at a sandbox
 * served at `origin`: lets a second process (or a test) talk to another
 * process's sandbox through ordinary "real" configuration (demo mode only).
 */
export function sandboxKeysToEnv(keys: SandboxKeys, origin: string): Record<string, string> {
  return {
    ALIPAY_APP_ID: keys.alipay.appId,
    ALIPAY_PRIVATE_KEY: keys.alipay.merchantPrivateKey,
    ALIPAY_PUBLIC_KEY: keys.alipay.alipayPublicKey,
    ALIPAY_SELLER_ID: keys.alipay.sellerId,
    ALIPAY_GATEWAY: `${origin}/sandbox/alipay/gateway.do`,
    WECHAT_PAY_MCH_ID: keys.wechat.mchId,
    WECHAT_PAY_APP_ID: keys.wechat.appId,
    WECHAT_PAY_PRIVATE_KEY: keys.wechat.merchantPrivateKey,
    WECHAT_PAY_SERIAL_NO: keys.wechat.merchantSerial,
    WECHAT_PAY_API_V3_KEY: keys.wechat.apiV3Key,
    WECHAT_PAY_PLATFORM_PUBLIC_KEY: keys.wechat.platformPublicKey,
    WECHAT_PAY_PLATFORM_SERIAL: keys.wechat.platformSerial,
    WECHAT_PAY_GATEWAY: `${origin}/sandbox/wechat`,
  };
}

/**
 * The official account's AppSecret the sandbox's OAuth stand-in checks: derived from the APIv3
 * key, so stored key files need no new field and every process agrees on it.
 */
export function sandboxWechatAppSecret(keys: SandboxKeys): string {
  return createHmac("sha256", keys.wechat.apiV3Key).update(`appsecret:${keys.wechat.appId}`).digest("hex").slice(0, 32);
}
