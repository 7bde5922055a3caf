import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type EnterpriseCertification,
  type LicenceFile,
  ok,
  type PersonalCertification,
  ResponseCode,
  residentIdCheckChar,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCertificationCommand } from "../src/modules/identity/certification/ops-commands.ts";
import type { CertificationService } from "../src/modules/identity/certification/service.ts";
import { apiClient, randomIp } from "./auth-helpers.ts";
import {
  companyDetails,
  registerMember,
  sampleJpeg,
  samplePdf,
  samplePng,
  uniqueIdNumber,
  uploadFile,
} from "./certification-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

// Numbers the local provider is configured to fail or to send to review (all valid).
const mismatchNumber = "320106198511111234";
const textReasonNumber = "310115198001015554";
const reviewNumber = "510107199405152418";
const withCheck = (first17: string) => `${first17}${residentIdCheckChar(first17)}`;

const personalCreate = "/app-api/ip/member-user-personal-info/create";
const personalGet = "/app-api/ip/member-user-personal-info/get";
const enterpriseCreate = "/app-api/ip/member-user-enterprise-info/create";
const enterpriseGet = "/app-api/ip/member-user-enterprise-info/get";
const licenceUrl = "/app-api/ip/member-user-enterprise-info/licence";
const proxyOnly = "/app-api/test/proxy-credentials";

describe.each(testDatabaseKinds())("real-name verification over HTTP (%s)", (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let uploadsDir: string;
  /** What `npm run ops -- certifications:…` builds: the same service on the same database. */
  let operatorService: CertificationService;
  const certificationReview = async (
    command: string,
    args: string[] = [],
    options: Record<string, string | boolean> = {},
  ) => {
    const lines: string[] = [];
    await runCertificationCommand(operatorService, command, args, { defaultOperator: "ops-user", ...options }, (line) =>
      lines.push(line),
    );
    return lines.join("\n");
  };

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), "certification-uploads-"));
    server = await startTestServer(
      kind,
      (app) => {
        // Stands for the proxy calls of a later issue: certified members only.
        app.get(proxyOnly, { preHandler: app.memberGuards.certified }, async () => ok({ username: "proxy-user" }));
      },
      {
        env: {
          UPLOADS_DIR: uploadsDir,
          CERTIFICATION_LOCAL_REJECT: `${mismatchNumber}:certification.reasons.mismatch;${textReasonNumber}:Photo on file does not match`,
          CERTIFICATION_LOCAL_REVIEW: reviewNumber,
          CERTIFICATION_CHECKS_PER_DAY: "5",
        },
      },
    );
    api = apiClient(server);
    operatorService = server.services.certification;
  });
  afterAll(async () => {
    await server?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const me = async (token: string) =>
    (
      await api.get<{ certificationStatus: number; certificationType: number | null }>("/app-api/ip/member-user/get", {
        token,
      })
    ).data;
  const storedFileCount = async () =>
    Number((await server.database.db.select({ n: sql<number>`count(*)::int` }).from(tables.storedFiles))[0]?.n);
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
  const uploadPng = async (token: string) => {
    const uploaded = await uploadFile(server, token, {
      bytes: await samplePng(),
      name: "营业执照.png",
      type: "image/png",
    });
    expect(uploaded.code).toBe(0);
    return uploaded.data;
  };

  describe("personal verification", () => {
    it("needs a login", async () => {
      expect(await api.post(personalCreate, { realName: "张三", idCardNumber: uniqueIdNumber() })).toMatchObject({
        code: ResponseCode.Unauthorized,
      });
      expect((await api.get(personalGet)).code).toBe(ResponseCode.Unauthorized);
    });

    it("refuses bad formats, wrong check characters and impossible birth dates before asking anyone", async () => {
      const token = await registerMember(server);
      const bad = [
        "11010519491231002", // 17 characters
        "110101199003074478", // wrong check character
        withCheck("11010119900230123"), // 30 February
        withCheck("11010120991231123"), // born in the future
        withCheck("99010119900307123"), // no such province
        "11010519491231002Y",
      ];
      for (const idCardNumber of bad) {
        expect(await api.post(personalCreate, { realName: "张三", idCardNumber }, { token })).toEqual({
          code: ResponseCode.BadRequest,
          data: null,
          msg: "The ID card format is incorrect",
        });
      }
      expect(
        await api.post(
          personalCreate,
          { realName: "张三", idCardNumber: "110101199003074478" },
          { token, language: "zh-CN" },
        ),
      ).toMatchObject({ code: 400, msg: "身份证号格式不正确" });
      expect(await api.post(personalCreate, { realName: "", idCardNumber: uniqueIdNumber() }, { token })).toMatchObject(
        {
          code: 400,
          msg: "Please enter your real name",
        },
      );
      expect(
        await api.post(personalCreate, { realName: "Zhang San", idCardNumber: uniqueIdNumber() }, { token }),
      ).toMatchObject({ code: 400, msg: "Please enter your name in Chinese characters, exactly as on your ID card" });
      expect(await api.post(personalCreate, { realName: "张三" }, { token, language: "zh-CN" })).toMatchObject({
        msg: "请输入身份证号",
      });
      expect((await api.get<PersonalCertification | null>(personalGet, { token })).data).toBeNull();
      expect(await me(token)).toMatchObject({ certificationStatus: 0, certificationType: null });
    });

    it("passes a valid number at once (status 3) and refuses any change afterwards", async () => {
      const token = await registerMember(server);
      const number = uniqueIdNumber();
      const result = await api.post<PersonalCertification>(
        personalCreate,
        { realName: " 张三 ", idCardNumber: number.toLowerCase() },
        { token },
      );
      expect(result.code).toBe(0);
      expect(result.data).toMatchObject({
        realName: "张三",
        idCardNumber: `${number.slice(0, 6)}********${number.slice(14)}`,
        status: 3,
        failureReason: null,
      });
      expect(await me(token)).toMatchObject({ certificationStatus: 3, certificationType: 0 });
      expect((await api.get<PersonalCertification>(personalGet, { token })).data).toEqual(result.data);
      expect(await api.post(personalCreate, { realName: "张三", idCardNumber: uniqueIdNumber() }, { token })).toEqual({
        code: 400,
        data: null,
        msg: "Your account has already completed real-name verification",
      });
      expect(
        await uploadFile(server, token, { bytes: await samplePng(), name: "a.png", type: "image/png" }),
      ).toMatchObject({ code: 400, msg: "Your account has already completed real-name verification" });
      const [row] = await server.database.db
        .select()
        .from(tables.personalCertifications)
        .where(eq(tables.personalCertifications.id, result.data.id));
      expect(row).toMatchObject({ idCardNumber: number, provider: "local", status: 3 });
      expect(row?.idCardHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it("fails with the provider's reason in the user's language (status 4), then passes on resubmission", async () => {
      const token = await registerMember(server);
      const failed = await api.post<PersonalCertification>(
        personalCreate,
        { realName: "李四", idCardNumber: mismatchNumber },
        { token },
      );
      expect(failed.data).toMatchObject({ status: 4, failureReason: "The name does not match the ID card number" });
      expect(await me(token)).toMatchObject({ certificationStatus: 4, certificationType: 0 });
      const zh = await api.get<PersonalCertification>(personalGet, { token, language: "zh-CN" });
      expect(zh.data.failureReason).toBe("姓名与身份证号不一致");

      const textReason = await api.post<PersonalCertification>(
        personalCreate,
        { realName: "李四", idCardNumber: textReasonNumber },
        { token },
      );
      expect(textReason.data).toMatchObject({ status: 4, failureReason: "Photo on file does not match" });

      const passed = await api.post<PersonalCertification>(
        personalCreate,
        { realName: "李四", idCardNumber: uniqueIdNumber() },
        { token },
      );
      expect(passed.data.status).toBe(3);
      expect(await me(token)).toMatchObject({ certificationStatus: 3, certificationType: 0 });
    });

    it("refuses a number already verified by another account", async () => {
      const number = uniqueIdNumber();
      const first = await registerMember(server);
      expect(
        (
          await api.post<PersonalCertification>(
            personalCreate,
            { realName: "王五", idCardNumber: number },
            { token: first },
          )
        ).data.status,
      ).toBe(3);
      const second = await registerMember(server);
      expect(await api.post(personalCreate, { realName: "王五", idCardNumber: number }, { token: second })).toEqual({
        code: 400,
        data: null,
        msg: "This ID card number is already verified on another account",
      });
      expect(
        (
          await api.post(
            personalCreate,
            { realName: "王五", idCardNumber: number },
            { token: second, language: "zh-CN" },
          )
        ).msg,
      ).toBe("该身份证号已在其他账户完成实名认证");
      expect(await me(second)).toMatchObject({ certificationStatus: 0 });
    });

    it("lets only one of two accounts racing with the same number pass, and one of two clicks count", async () => {
      const number = uniqueIdNumber();
      // Registered one after the other: the test's captcha solver reads the newest puzzle.
      const first = await registerMember(server);
      const second = await registerMember(server);
      const answers = await Promise.all([
        api.post<PersonalCertification>(personalCreate, { realName: "吴九", idCardNumber: number }, { token: first }),
        api.post<PersonalCertification>(personalCreate, { realName: "吴九", idCardNumber: number }, { token: second }),
      ]);
      expect(answers.filter((answer) => answer.code === 0 && answer.data.status === 3)).toHaveLength(1);
      expect(answers.filter((answer) => answer.code === 400).map((answer) => answer.msg)).toEqual([
        "This ID card number is already verified on another account",
      ]);

      const clicker = await registerMember(server);
      const clicks = await Promise.all(
        [1, 2].map(() =>
          api.post<PersonalCertification>(
            personalCreate,
            { realName: "郑十", idCardNumber: uniqueIdNumber() },
            { token: clicker },
          ),
        ),
      );
      expect(clicks.map((click) => click.code).sort()).toEqual([0, 400]);
      expect(await me(clicker)).toMatchObject({ certificationStatus: 3, certificationType: 0 });
    });

    it("limits provider checks to 5 a day per member", async () => {
      const token = await registerMember(server);
      for (let i = 0; i < 5; i++) {
        const answer = await api.post<PersonalCertification>(
          personalCreate,
          { realName: "赵六", idCardNumber: mismatchNumber },
          { token },
        );
        expect(answer.data.status).toBe(4);
      }
      expect(await api.post(personalCreate, { realName: "赵六", idCardNumber: uniqueIdNumber() }, { token })).toEqual({
        code: ResponseCode.TooManyRequests,
        data: null,
        msg: "Too many verification attempts today. Please try again tomorrow.",
      });
    });

    it("sends a 'no record' answer to an operator, who approves it with certifications:approve", async () => {
      const token = await registerMember(server);
      const sent = await api.post<PersonalCertification>(
        personalCreate,
        { realName: "孙七", idCardNumber: reviewNumber },
        { token },
      );
      expect(sent.data).toMatchObject({ status: 1, decidedTime: null });
      expect(await me(token)).toMatchObject({ certificationStatus: 1, certificationType: 0 });
      // Nothing changes while it is under review, not even by switching to enterprise.
      expect(
        await api.post(personalCreate, { realName: "孙七", idCardNumber: uniqueIdNumber() }, { token }),
      ).toMatchObject({
        code: 400,
        msg: "Your verification is under review and cannot be changed until it is decided",
      });
      expect(await api.post(enterpriseCreate, companyDetails(1), { token })).toMatchObject({
        msg: "Your verification is under review and cannot be changed until it is decided",
      });

      const ref = `P${sent.data.id}`;
      expect(await certificationReview("certifications:list")).toContain(`${ref}\tpersonal\tauditing`);
      const shown = await certificationReview("certifications:show", [ref]);
      expect(shown).toContain("real name       孙七");
      expect(shown).toContain("ID number       510107********2418");
      expect(shown).not.toContain(reviewNumber);
      expect(await certificationReview("certifications:approve", [ref], { operator: "li.ming" })).toBe(
        `${ref} approved by li.ming.`,
      );
      expect(await me(token)).toMatchObject({ certificationStatus: 3, certificationType: 0 });
      expect((await api.get<PersonalCertification>(personalGet, { token })).data).toMatchObject({ status: 3 });
      await expect(certificationReview("certifications:approve", [ref])).rejects.toMatchObject({
        messageKey: "certification.notPending",
      });
      const [decision] = await server.database.db
        .select()
        .from(tables.certificationDecisions)
        .where(eq(tables.certificationDecisions.certificationId, sent.data.id));
      expect(decision).toMatchObject({ kind: "personal", decision: "approve", operator: "li.ming", reason: null });
      expect(decision?.createdAt).toBeInstanceOf(Date);
    });
  });

  describe("business licence upload", () => {
    it("stores JPG, PNG and PDF by their content, privately, outside any public folder", async () => {
      const token = await registerMember(server);
      const png = await uploadFile(server, token, {
        bytes: await samplePng(),
        name: "营业执照.png",
        type: "image/png",
      });
      expect(png).toMatchObject({ code: 0, data: { contentType: "image/png", fileName: "营业执照.png" } });
      // A JPEG with a misleading name and type is still a JPEG.
      const jpeg = await uploadFile(server, token, {
        bytes: await sampleJpeg(),
        name: "scan.pdf",
        type: "application/pdf",
      });
      expect(jpeg).toMatchObject({ code: 0, data: { contentType: "image/jpeg" } });
      const pdf = await uploadFile(server, token, {
        bytes: samplePdf(),
        name: "C:\\scans\\licence.pdf",
        type: "application/octet-stream",
      });
      expect(pdf).toMatchObject({ code: 0, data: { contentType: "application/pdf", fileName: "licence.pdf" } });
      const [row] = await server.database.db
        .select()
        .from(tables.storedFiles)
        .where(eq(tables.storedFiles.id, pdf.data.fileId));
      expect(row).toMatchObject({ purpose: "business-licence", storage: "local", sizeBytes: samplePdf().length });
      expect(row?.storageKey).toMatch(/^business-licence\/\d+\/[0-9a-f-]{36}$/);
      expect(await filesOnDisk()).toContain(path.join(uploadsDir, ...(row?.storageKey ?? "").split("/")));
    });

    it("refuses oversize files and disguised files with a clear message, storing nothing", async () => {
      const token = await registerMember(server);
      const before = { rows: await storedFileCount(), files: (await filesOnDisk()).length };
      const png = await samplePng();
      const oversize = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
      expect(await uploadFile(server, token, { bytes: oversize, name: "big.png", type: "image/png" })).toEqual({
        code: 400,
        data: null,
        msg: "The file is larger than 5 MB. Please upload a smaller one.",
      });
      expect(
        (await uploadFile(server, token, { bytes: oversize, name: "big.png", type: "image/png" }, "zh-CN")).msg,
      ).toBe("文件超过 5 MB，请上传更小的文件");
      // Where the cut falls within the last chunk varies; none may slip through as a 5 MB file.
      for (const extra of [1, 7, 1000, 65_537, 1024 * 1024]) {
        const bigger = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + extra - png.length)]);
        expect((await uploadFile(server, token, { bytes: bigger, name: "big.png", type: "image/png" })).msg).toBe(
          "The file is larger than 5 MB. Please upload a smaller one.",
        );
      }
      const disguised = [
        { bytes: Buffer.from("just some text, not a picture"), name: "licence.png", type: "image/png" },
        {
          bytes: Buffer.concat([png.subarray(0, 8), Buffer.from("garbage after a PNG signature")]),
          name: "x.png",
          type: "image/png",
        },
        { bytes: Buffer.from("MZ\x90\x00\x03 a program"), name: "licence.pdf", type: "application/pdf" },
        // The PDF magic bytes alone, or on an HTML page: no cross-reference section, trailer or %%EOF.
        { bytes: Buffer.from("%PDF-1.4 licence"), name: "licence.pdf", type: "application/pdf" },
        {
          bytes: Buffer.from("%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n"),
          name: "licence.pdf",
          type: "application/pdf",
        },
        { bytes: samplePdf().subarray(0, -30), name: "cut.pdf", type: "application/pdf" },
        { bytes: Buffer.from("GIF89a\x01\x00\x01\x00"), name: "licence.gif", type: "image/gif" },
        { bytes: Buffer.alloc(0), name: "empty.jpg", type: "image/jpeg" },
      ];
      for (const file of disguised) {
        expect(await uploadFile(server, token, file)).toMatchObject({
          code: 400,
          msg: "Only JPG, PNG or PDF files are accepted",
        });
      }
      expect(await uploadFile(server, token, { ...disguised[0], field: "other" } as never)).toMatchObject({
        code: 400,
        msg: "Please choose a file to upload",
      });
      const notMultipart = await api.post("/app-api/ip/member-user-enterprise-info/upload-licence", {}, { token });
      expect(notMultipart).toMatchObject({ code: 400, msg: "Please choose a file to upload" });
      expect(await storedFileCount()).toBe(before.rows);
      expect((await filesOnDisk()).length).toBe(before.files);
    });

    it("takes a file of exactly 5 MB", async () => {
      const token = await registerMember(server);
      const pdf = samplePdf();
      const exact = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length, 0x20)]);
      expect(
        await uploadFile(server, token, { bytes: exact, name: "full.pdf", type: "application/pdf" }),
      ).toMatchObject({
        code: 0,
        data: { sizeBytes: 5 * 1024 * 1024 },
      });
    });

    it("needs a login", async () => {
      expect(
        await uploadFile(server, null, { bytes: await samplePng(), name: "a.png", type: "image/png" }),
      ).toMatchObject({
        code: ResponseCode.Unauthorized,
      });
    });
  });

  describe("enterprise verification", () => {
    it("refuses a wrong credit code, a missing licence and someone else's licence", async () => {
      const token = await registerMember(server);
      const other = await registerMember(server);
      const othersFile = await uploadPng(other);
      const mine = await uploadPng(token);
      expect(
        await api.post(enterpriseCreate, companyDetails(mine.fileId, { creditCode: "911100001000118910" }), { token }),
      ).toEqual({
        code: 400,
        data: null,
        msg: "The unified social credit code is incorrect. Please check the 18 characters.",
      });
      expect(
        (
          await api.post(enterpriseCreate, companyDetails(mine.fileId, { creditCode: "91350100M000100YO3" }), {
            token,
            language: "zh-CN",
          })
        ).msg,
      ).toBe("统一社会信用代码不正确，请核对 18 位代码");
      expect(
        await api.post(enterpriseCreate, companyDetails(mine.fileId, { contactPhone: "12345" }), { token }),
      ).toMatchObject({
        msg: "Please enter a valid mobile or landline number, e.g. 010-12345678",
      });
      const { licenceFileId: _, ...withoutLicence } = companyDetails(0);
      expect(await api.post(enterpriseCreate, withoutLicence, { token })).toMatchObject({
        msg: "Please upload the business licence",
      });
      expect(await api.post(enterpriseCreate, companyDetails(othersFile.fileId), { token })).toMatchObject({
        code: 400,
        msg: "The uploaded business licence was not found. Please upload it again.",
      });
      expect(await me(token)).toMatchObject({ certificationStatus: 0 });
    });

    it("goes to review (status 1), cannot be edited then, is rejected with a reason, resubmitted, approved, and frozen", async () => {
      const token = await registerMember(server);
      const licence = await uploadPng(token);
      const submitted = await api.post<EnterpriseCertification>(
        enterpriseCreate,
        companyDetails(licence.fileId, { creditCode: "91350100m000100y43" }),
        { token },
      );
      expect(submitted.code).toBe(0);
      expect(submitted.data).toMatchObject({
        status: 1,
        creditCode: "91350100M000100Y43",
        bankAccount: "6214830123456789",
        licence: { fileId: licence.fileId, contentType: "image/png", fileName: "营业执照.png" },
        failureReason: null,
      });
      expect(await me(token)).toMatchObject({ certificationStatus: 1, certificationType: 1 });
      expect((await api.get<EnterpriseCertification>(enterpriseGet, { token })).data).toEqual(submitted.data);

      // No edits while auditing: not the details, not the licence, not a personal check instead.
      const underReview = "Your verification is under review and cannot be changed until it is decided";
      expect(await api.post(enterpriseCreate, companyDetails(licence.fileId), { token })).toMatchObject({
        msg: underReview,
      });
      expect(
        await uploadFile(server, token, { bytes: await samplePng(), name: "b.png", type: "image/png" }),
      ).toMatchObject({
        msg: underReview,
      });
      expect(
        await api.post(personalCreate, { realName: "张三", idCardNumber: uniqueIdNumber() }, { token }),
      ).toMatchObject({
        msg: underReview,
      });
      expect((await api.post(enterpriseCreate, companyDetails(licence.fileId), { token, language: "zh-CN" })).msg).toBe(
        "您的认证正在审核中，审核结束前不能修改",
      );

      // The operator rejects with a reason; the user sees it and resubmits.
      const ref = `E${submitted.data.id}`;
      expect(await certificationReview("certifications:list")).toContain(`${ref}\tenterprise\tauditing`);
      const shown = await certificationReview("certifications:show", [ref]);
      expect(shown).toContain("company         福州云栈网络科技有限公司");
      expect(shown).toContain("credit code     91350100M000100Y43");
      expect(shown).toContain("licence         image/png");
      await expect(certificationReview("certifications:reject", [ref])).rejects.toThrow(/needs --reason/);
      expect(
        await certificationReview("certifications:reject", [ref], { reason: "营业执照照片模糊，请重新上传清晰的照片" }),
      ).toBe(`${ref} rejected by ops-user: 营业执照照片模糊，请重新上传清晰的照片`);
      expect(await me(token)).toMatchObject({ certificationStatus: 4, certificationType: 1 });
      const rejected = await api.get<EnterpriseCertification>(enterpriseGet, { token });
      expect(rejected.data).toMatchObject({ status: 4, failureReason: "营业执照照片模糊，请重新上传清晰的照片" });
      expect(rejected.data.decidedTime).not.toBeNull();

      const clearer = await uploadFile(server, token, {
        bytes: await sampleJpeg(),
        name: "清晰.jpg",
        type: "image/jpeg",
      });
      const resubmitted = await api.post<EnterpriseCertification>(
        enterpriseCreate,
        companyDetails(clearer.data.fileId, { bankName: "招商银行福州分行五四支行" }),
        { token },
      );
      expect(resubmitted.data).toMatchObject({ status: 1, bankName: "招商银行福州分行五四支行", failureReason: null });
      expect(resubmitted.data.id).not.toBe(submitted.data.id);
      const history = await certificationReview("certifications:show", [ref]);
      expect(history).toMatch(/decision +\d{4}-\d\d-\d\d \d\d:\d\d:\d\d reject by ops-user: 营业执照照片模糊/);
      expect(history).toContain(`same code       E${resubmitted.data.id}`);

      // Approved: certified, and frozen.
      const secondRef = `E${resubmitted.data.id}`;
      await certificationReview("certifications:approve", [secondRef], { operator: "wang.fang" });
      expect(await me(token)).toMatchObject({ certificationStatus: 3, certificationType: 1 });
      expect((await api.get<EnterpriseCertification>(enterpriseGet, { token })).data.status).toBe(3);
      expect(await api.post(enterpriseCreate, companyDetails(clearer.data.fileId), { token })).toMatchObject({
        msg: "Your account has already completed real-name verification",
      });
      expect(
        await api.post(personalCreate, { realName: "张三", idCardNumber: uniqueIdNumber() }, { token }),
      ).toMatchObject({
        msg: "Your account has already completed real-name verification",
      });
      await expect(
        certificationReview("certifications:reject", [secondRef], { reason: "too late" }),
      ).rejects.toMatchObject({
        messageKey: "certification.notPending",
      });
      expect(await certificationReview("certifications:list")).not.toContain(secondRef);

      const decisions = await server.database.db
        .select()
        .from(tables.certificationDecisions)
        .where(eq(tables.certificationDecisions.kind, "enterprise"));
      expect(
        decisions
          .filter((d) => [submitted.data.id, resubmitted.data.id].includes(d.certificationId))
          .map((d) => [d.decision, d.operator]),
      ).toEqual([
        ["reject", "ops-user"],
        ["approve", "wang.fang"],
      ]);
    });

    it("lets only the owner fetch the licence, as a private download", async () => {
      const owner = await registerMember(server);
      const stranger = await registerMember(server);
      const bytes = await samplePng();
      const uploaded = await uploadFile(server, owner, { bytes, name: "营业执照.png", type: "image/png" });
      const url = `${server.baseUrl}${licenceUrl}?fileId=${uploaded.data.fileId}`;
      const headers = (token?: string) => ({
        "x-forwarded-for": randomIp(),
        "accept-language": "en",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      });

      const response = await fetch(url, { headers: headers(owner) });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      // The server names the download by the sniffed type, never by the uploader's name.
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="business-licence-${uploaded.data.fileId}.png"`,
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
      // A JPEG uploaded as "licence.pdf.html" downloads as a .jpg the server named.
      const disguised = await uploadFile(server, owner, {
        bytes: await sampleJpeg(),
        name: "licence.pdf.html",
        type: "text/html",
      });
      const jpeg = await fetch(`${server.baseUrl}${licenceUrl}?fileId=${disguised.data.fileId}`, {
        headers: headers(owner),
      });
      expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
      expect(jpeg.headers.get("content-disposition")).toBe(
        `attachment; filename="business-licence-${disguised.data.fileId}.jpg"`,
      );

      const strangers = await fetch(url, { headers: headers(stranger) });
      expect(await strangers.json()).toEqual({
        code: 404,
        data: null,
        msg: "The requested API or record does not exist",
      });
      expect(await (await fetch(url, { headers: headers() })).json()).toMatchObject({ code: 401 });
      expect(
        await (await fetch(`${server.baseUrl}${licenceUrl}?fileId=abc`, { headers: headers(owner) })).json(),
      ).toMatchObject({ code: 400, msg: "Please upload the business licence" });

      // The operator gets it through the ops CLI.
      const licence: LicenceFile = uploaded.data as LicenceFile;
      const submitted = await api.post<EnterpriseCertification>(enterpriseCreate, companyDetails(licence.fileId), {
        token: owner,
      });
      const out = path.join(uploadsDir, "..", `operator-copy-${Date.now()}.png`);
      expect(await certificationReview("certifications:licence", [`E${submitted.data.id}`], { out })).toBe(
        `Saved ${bytes.length} bytes (image/png) to ${out}`,
      );
      await rm(out);
      await expect(certificationReview("certifications:licence", [`P${submitted.data.id}`])).rejects.toMatchObject({
        messageKey: "errors.notFound",
      });
      await expect(certificationReview("certifications:show", ["12"])).rejects.toThrow(/like E12/);
    });
  });

  describe("the not-authenticated rule (code 1006000000)", () => {
    it("answers proxy calls of uncertified members with 1006000000, certified ones normally", async () => {
      expect((await api.get(proxyOnly)).code).toBe(ResponseCode.Unauthorized);
      const token = await registerMember(server);
      expect(await api.get(proxyOnly, { token })).toEqual({
        code: 1006000000,
        data: null,
        msg: "Please complete real-name verification first",
      });
      expect(await api.get(proxyOnly, { token, language: "zh-CN" })).toMatchObject({
        code: 1006000000,
        msg: "请先完成实名认证",
      });
      // Failed and under-review members are not certified either.
      await api.post(personalCreate, { realName: "周八", idCardNumber: mismatchNumber }, { token });
      expect((await api.get(proxyOnly, { token })).code).toBe(1006000000);
      await api.post(personalCreate, { realName: "周八", idCardNumber: uniqueIdNumber() }, { token });
      expect(await api.get(proxyOnly, { token })).toEqual({ code: 0, data: { username: "proxy-user" }, msg: "" });
    });
  });
});
