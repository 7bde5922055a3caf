import { envFlag, envText, envVar } from "@shop/contract";
import { z } from "zod";
// config-error.ts, not config.ts: config.ts imports this module.
import { parseEnvironment } from "../../../config-error.ts";
import { optionalHttpUrl } from "../../../lib/env-settings.ts";
import type { S3StorageConfig } from "./s3-file-storage.ts";

const defaultUploadsDir = "./data/uploads";

/** Where private uploads go: a local folder (default) or an S3-compatible bucket. */
export type FileStorageConfig =
  | { kind: "local"; dir: string /** True when UPLOADS_DIR was not set. */; isDefaultDir: boolean }
  | ({ kind: "s3" } & S3StorageConfig);

const schema = z
  .object({
    FILE_STORAGE: envVar(z.enum(["local", "s3"], { error: "must be local or s3" }).default("local")),
    UPLOADS_DIR: envText(),
    S3_ENDPOINT: optionalHttpUrl(),
    S3_REGION: envVar(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]+$/, { error: "must be a region such as us-east-1 or cn-hangzhou" })
        .default("us-east-1"),
    ),
    S3_BUCKET: envVar(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: "must be a bucket name (3-63 lower-case characters)" })
        .optional(),
    ),
    S3_ACCESS_KEY_ID: envText(),
    S3_SECRET_ACCESS_KEY: envText(),
    S3_FORCE_PATH_STYLE: envFlag(),
    S3_PREFIX: envVar(
      z
        .string()
        .trim()
        .regex(/^(?:[a-z0-9][a-z0-9-]*\/)*$/, { error: "must be lower-case folders ending in a slash, e.g. shop/" })
        .default(""),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.FILE_STORAGE !== "s3") return;
    for (const name of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (env[name] === undefined)
        ctx.addIssue({ code: "custom", path: [name], message: "is required when FILE_STORAGE=s3" });
    }
  });

/** Reads the storage variables once at boot; a bad one stops the process with one clear line. */
export function loadFileStorageConfig(env: NodeJS.ProcessEnv): FileStorageConfig {
  const e = parseEnvironment(schema, env);
  if (e.FILE_STORAGE === "local") {
    return { kind: "local", dir: e.UPLOADS_DIR ?? defaultUploadsDir, isDefaultDir: e.UPLOADS_DIR === undefined };
  }
  // The superRefine above guarantees these.
  const required = (value: string | undefined) => value ?? "";
  return {
    kind: "s3",
    endpoint: required(e.S3_ENDPOINT),
    region: e.S3_REGION,
    bucket: required(e.S3_BUCKET),
    accessKeyId: required(e.S3_ACCESS_KEY_ID),
    secretAccessKey: required(e.S3_SECRET_ACCESS_KEY),
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    prefix: e.S3_PREFIX,
  };
}
