import { describe, expect, it } from "vitest";
import { loadFileStorageConfig } from "./config.ts";

const s3 = {
  FILE_STORAGE: "s3",
  S3_ENDPOINT: "https://oss-cn-hangzhou.aliyuncs.com",
  S3_REGION: "cn-hangzhou",
  S3_BUCKET: "shop-private",
  S3_ACCESS_KEY_ID: "LTAI5tKey",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("file storage configuration", () => {
  it("keeps files in ./data/uploads without any variable", () => {
    expect(loadFileStorageConfig({})).toEqual({ kind: "local", dir: "./data/uploads", isDefaultDir: true });
    expect(loadFileStorageConfig({ UPLOADS_DIR: "/var/lib/shop/uploads" })).toEqual({
      kind: "local",
      dir: "/var/lib/shop/uploads",
      isDefaultDir: false,
    });
  });

  it("reads an S3-compatible bucket, virtual-hosted unless told otherwise", () => {
    expect(loadFileStorageConfig(s3)).toEqual({
      kind: "s3",
      endpoint: "https://oss-cn-hangzhou.aliyuncs.com",
      region: "cn-hangzhou",
      bucket: "shop-private",
      accessKeyId: "LTAI5tKey",
      secretAccessKey: "secret",
      forcePathStyle: false,
      prefix: "",
    });
    expect(loadFileStorageConfig({ ...s3, S3_FORCE_PATH_STYLE: "true", S3_PREFIX: "shop/" })).toMatchObject({
      forcePathStyle: true,
      prefix: "shop/",
    });
  });

  it("stops with one clear line on a missing or bad value", () => {
    expect(() => loadFileStorageConfig({ ...s3, S3_BUCKET: "" })).toThrow(
      "Invalid configuration: S3_BUCKET is required when FILE_STORAGE=s3",
    );
    expect(() => loadFileStorageConfig({ ...s3, S3_BUCKET: "Shop_Private" })).toThrow(
      /^Invalid configuration: S3_BUCKET /,
    );
    expect(() => loadFileStorageConfig({ ...s3, S3_PREFIX: "shop" })).toThrow(/S3_PREFIX must be/);
    expect(() => loadFileStorageConfig({ FILE_STORAGE: "ftp" })).toThrow(/FILE_STORAGE must be local or s3/);
  });
});
