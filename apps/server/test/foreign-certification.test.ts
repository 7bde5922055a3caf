import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type CertificationApplication,
  type ForeignCertification,
  foreignCertificationRequestSchema,
  isPassportExpired,
  type LicenceFile,
  ok,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCertificationCommand } from "../src/modules/identity/certification/ops-commands.ts";
import { apiClient, type Envelope, randomIp } from "./auth-helpers.ts";
import { registerMember, samplePng } from "./certification-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const foreignCreate = "/app-api/ip/member-user-foreign-info/create";
const foreignGet = "/app-api/ip/member-user-foreign-info/get";
const foreignUpload = "/app-api/ip/member-user-foreign-info/upload-document";
const foreignDocument = "/app-api/ip/member-user-foreign-info/document";
const proxyOnly = "/app-api/test/foreign-proxy-credentials";
const password = "certification test passphrase";

const passport = (documentFileId: number, overrides: Record<string, unknown> = {}) => ({
  kind: "passport",
  fullName: "Jane Mary Doe",
  passportNumber: "e1234 5678",
  nationality: "us",
  expiresOn: "2099-06-30",
  documentFileId,
  ...overrides,
});

describe("foreign verification rules in the contract", () => {
  it("takes a passport valid through its last day and refuses it the day after", () => {
    expect(isPassportExpired("2030-05-01", new Date("2030-05-01T23:59:00Z"))).toBe(false);
    expect(isPassportExpired("2030-05-01", new Date("2030-05-02T00:00:00Z"))).toBe(true);
  });
  it("names each bad field with a message key", () => {
    const parsed = foreignCertificationRequestSchema.safeParse({
      kind: "passport",
      fullName: "J1",
      passportNumber: "12",
      nationality: "XX",
      expiresOn: "2030-02-30",
      documentFileId: 0,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["fullName", "certification.fullNameInvalid"],
      ["passportNumber", "certification.passportNumberInvalid"],
      ["nationality", "certification.nationalityInvalid"],
      ["expiresOn", "certification.passportExpiryInvalid"],
      ["documentFileId", "certification.documentRequired"],
    ]);
  });
});

describe.each(testDatabaseKinds())("passports and foreign companies over HTTP (%s)", (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let uploadsDir: string;
  const review = async (command: string, args: string[] = [], options: Record<string, string> = {}) => {
    const lines: string[] = [];
    await runCertificationCommand(
      server.services.certification,
      command,
      args,
      { defaultOperator: "ops-user", ...options },
      (line) => lines.push(line),
    );
    return lines.join("\n");
  };

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), "foreign-uploads-"));
    server = await startTestServer(
      kind,
      (app) => {
        app.get(proxyOnly, { preHandler: app.memberGuards.certified }, async () => ok({ username: "proxy-user" }));
      },
      { env: { UPLOADS_DIR: uploadsDir } },
    );
    api = apiClient(server);
  });
  afterAll(async () => {
    await server?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const upload = async (token: string, bytes: Buffer, name = "passport.png", type = "image/png") => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${server.baseUrl}${foreignUpload}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "accept-language": "en", "x-forwarded-for": randomIp() },
      body: form,
    });
    return (await response.json()) as Envelope<LicenceFile>;
  };
  const me = async (token: string) =>
    (
      await api.get<{ certificationStatus: number; certificationType: number | null }>("/app-api/ip/member-user/get", {
        token,
      })
    ).data;
  const foreignRows = async (memberToken: string) => {
    const member = (await api.get<{ id: number }>("/app-api/ip/member-user/get", { token: memberToken })).data;
    return server.database.db
      .select()
      .from(tables.foreignCertifications)
      .where(eq(tables.foreignCertifications.memberId, member.id));
  };
  const filesOnDisk = async (): Promise<string[]> => {
    const found: string[] = [];
    const walk = async (dir: string) => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) await walk(path.join(dir, entry.name));
        else found.push(path.join(dir, entry.name));
      }
    };
    await walk(uploadsDir);
    return found;
  };

  it("refuses bad input and an expired passport with translated errors, changing nothing", async () => {
    const token = await registerMember(server);
    const document = await upload(token, await samplePng());
    expect(document.code).toBe(0);

    expect(
      await api.post(foreignCreate, passport(document.data.fileId, { expiresOn: "2001-01-01" }), { token }),
    ).toEqual({
      code: 400,
      data: null,
      msg: "This passport has expired. Please use a valid passport.",
    });
    expect(
      (
        await api.post(foreignCreate, passport(document.data.fileId, { expiresOn: "2001-01-01" }), {
          token,
          language: "zh-CN",
        })
      ).msg,
    ).toBe("该护照已过期，请使用有效期内的护照。");
    const bad = await api.post(foreignCreate, passport(document.data.fileId, { nationality: "ZZ" }), { token });
    expect(bad).toMatchObject({ code: 400, msg: "Please choose a nationality from the list." });
    const noKind = await api.post(foreignCreate, { fullName: "Jane Doe" }, { token, language: "zh-CN" });
    expect(noKind).toMatchObject({ code: 400, msg: "请选择护照或境外企业。" });
    // Someone else's document is as good as none.
    const stranger = await registerMember(server);
    expect(await api.post(foreignCreate, passport(document.data.fileId), { token: stranger })).toMatchObject({
      code: 400,
      msg: "The uploaded document was not found. Please upload it again.",
    });
    // A disguised file is refused and nothing is stored.
    const before = (await filesOnDisk()).length;
    expect(await upload(token, Buffer.from("<html>hi</html>"), "page.png")).toMatchObject({ code: 400 });
    expect((await filesOnDisk()).length).toBe(before);

    expect(await foreignRows(token)).toEqual([]);
    expect(await me(token)).toMatchObject({ certificationStatus: 0 });
    expect((await api.get(foreignGet, { token })).data).toBeNull();
    expect((await api.get(proxyOnly, { token })).code).toBe(1006000000);
  });

  it("sends a passport to the review queue; an operator's approval opens the proxy gate", async () => {
    const token = await registerMember(server);
    const bytes = await samplePng();
    const document = await upload(token, bytes);
    const submitted = await api.post<ForeignCertification>(foreignCreate, passport(document.data.fileId), { token });
    expect(submitted.code).toBe(0);
    expect(submitted.data).toMatchObject({
      kind: "passport",
      name: "Jane Mary Doe",
      documentNumber: "E1*****78",
      country: "US",
      expiresOn: "2099-06-30",
      status: 1,
      document: { fileId: document.data.fileId, contentType: "image/png" },
    });
    expect(await me(token)).toMatchObject({ certificationStatus: 1, certificationType: 2 });
    expect((await api.get(proxyOnly, { token })).code).toBe(1006000000);
    // Under review: nothing may change.
    expect(await api.post(foreignCreate, passport(document.data.fileId), { token })).toMatchObject({
      msg: "Your verification is under review and cannot be changed until it is decided",
    });

    // The owner downloads the page privately; a stranger cannot.
    const url = `${server.baseUrl}${foreignDocument}?fileId=${document.data.fileId}`;
    const own = await fetch(url, { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": randomIp() } });
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("content-disposition")).toBe(`attachment; filename="document-${document.data.fileId}.png"`);
    expect(Buffer.from(await own.arrayBuffer())).toEqual(bytes);
    const stranger = await registerMember(server);
    const theirs = await fetch(url, {
      headers: { authorization: `Bearer ${stranger}`, "x-forwarded-for": randomIp() },
    });
    expect((await theirs.json()) as unknown).toMatchObject({ code: 404 });

    // In the same queue as the Chinese verifications, named F<id>.
    const ref = `F${submitted.data.id}`;
    expect(await review("certifications:list")).toContain(`${ref}\tforeign\tauditing`);
    const shown = await review("certifications:show", [ref]);
    expect(shown).toContain("E12345678");
    expect(shown).toContain("document        image/png");
    const application = (
      await server.services.certification.showForOperator({ kind: "foreign", id: submitted.data.id })
    ).row;
    expect(application).toMatchObject({ kind: "passport", documentNumber: "E12345678", country: "US" });

    expect(await review("certifications:approve", [ref])).toBe(`${ref} approved by ops-user.`);
    expect(await me(token)).toMatchObject({ certificationStatus: 3, certificationType: 2 });
    expect(await api.get(proxyOnly, { token })).toEqual({ code: 0, data: { username: "proxy-user" }, msg: "" });
    expect((await api.get<ForeignCertification>(foreignGet, { token })).data.status).toBe(3);
  });

  it("takes a foreign company, rejected with a reason the member reads, then resubmitted", async () => {
    const token = await registerMember(server);
    const document = await upload(token, await samplePng(), "registration.png");
    const company = {
      kind: "company",
      companyName: "Acme Trading GmbH",
      registrationNumber: "HRB 123456",
      country: "DE",
      documentFileId: document.data.fileId,
    };
    const submitted = await api.post<ForeignCertification>(foreignCreate, company, { token });
    expect(submitted.data).toMatchObject({ kind: "company", documentNumber: "HRB 123456", country: "DE", status: 1 });
    expect(await me(token)).toMatchObject({ certificationStatus: 1, certificationType: 3 });
    await review("certifications:reject", [`F${submitted.data.id}`], { reason: "Document unreadable" });
    expect((await api.get<ForeignCertification>(foreignGet, { token })).data).toMatchObject({
      status: 4,
      failureReason: "Document unreadable",
    });
    expect((await api.get(proxyOnly, { token })).code).toBe(1006000000);
    const again = await upload(token, await samplePng(), "registration-2.png");
    const resubmitted = await api.post<ForeignCertification>(
      foreignCreate,
      { ...company, documentFileId: again.data.fileId },
      { token },
    );
    expect(resubmitted.data.status).toBe(1);
  });

  it("erases the passport and deletes its page when the account closes", async () => {
    const token = await registerMember(server);
    const document = await upload(token, await samplePng());
    await api.post(foreignCreate, passport(document.data.fileId), { token });
    const [file] = await server.database.db
      .select()
      .from(tables.storedFiles)
      .where(eq(tables.storedFiles.id, document.data.fileId));
    const onDisk = path.join(uploadsDir, ...(file?.storageKey ?? "").split("/"));
    expect(await filesOnDisk()).toContain(onDisk);
    const [row] = await foreignRows(token);

    const closed = await api.post("/app-api/member/account/close", { password, confirm: true }, { token });
    expect(closed.code).toBe(0);
    expect(await filesOnDisk()).not.toContain(onDisk);
    const [after] = await server.database.db
      .select()
      .from(tables.foreignCertifications)
      .where(eq(tables.foreignCertifications.id, row?.id ?? 0));
    expect(after).toMatchObject({ name: "", documentNumber: "", status: 1 });
  });
});

export type { CertificationApplication };
