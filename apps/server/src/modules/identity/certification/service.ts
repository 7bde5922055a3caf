import path from "node:path";
import {
  CertificationStatus,
  CertificationType,
  type EnterpriseCertification,
  type EnterpriseCertificationRequest,
  type ForeignCertification,
  type ForeignCertificationRequest,
  hasMessage,
  isPassportExpired,
  type LicenceContentType,
  type LicenceFile,
  type Locale,
  licenceContentTypes,
  licenceMaxBytes,
  maskPassportNumber,
  maskResidentIdNumber,
  type PersonalCertification,
  type PersonalCertificationRequest,
  ResponseCode,
  translateMessage,
} from "@shop/contract";
import sharp from "sharp";
import { AppError } from "../../../http/app-error.ts";
import type { Executor } from "../../../lib/executor.ts";
import { isUniqueViolation } from "../../../lib/postgres-errors.ts";
import type { RateLimiter } from "../../../lib/rate-limiter.ts";
import { hmacSha256 } from "../../../lib/secrets.ts";
import { queueMemberNotice } from "../../platform/alerts/member-notices.ts";
import { sniffContentType } from "../../platform/storage/file-type.ts";
import { isStructurallyPdf } from "../../platform/storage/pdf-structure.ts";
import type { StoredFileRow, StoredFiles } from "../../platform/storage/service.ts";
import type { MemberCertification, MemberCertificationState } from "../auth/member-standing.ts";
import { type CertificationProvider, CertificationProviderError } from "./provider.ts";
import type { CertificationKind, CertificationRepo, EnterpriseRow, ForeignRow, PersonalRow } from "./repo.ts";

/** The partial unique index that lets one ID number verify one account only. */
const oneVerifiedPersonIndex = "personal_certifications_one_verified_person";

const licencePurpose = "business-licence";
/** A passport's data page or a foreign company's registration document. */
const foreignDocumentPurpose = "foreign-document";
const dayInSeconds = 24 * 3600;
const maxReasonLength = 500;

/** Work that joins an operator's decision's transaction (the console's audit row). */
export type OnDecided = (
  tx: Executor,
  change: { memberId: number; previousStatus: number; status: number },
) => Promise<void>;

/** The console's reasons are short: the member reads them in one line. */
const consoleReasonMax = 200;

interface CertificationLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface CertificationServiceDeps {
  repo: CertificationRepo;
  /** The auth module's certification columns of members. */
  memberCertification: MemberCertification;
  provider: CertificationProvider;
  files: StoredFiles;
  rateLimiter: RateLimiter;
  /** Keys the HMAC of ID numbers (Config.appSecret): the same person is found without comparing plaintext. */
  secret: string;
  /** Provider checks per member per day. */
  checksPerDay: number;
  /** Licence uploads per member per day. */
  uploadsPerDay?: number;
  log: CertificationLogger;
  /**
   * Told in the verification's transaction when a person passes (the growth context's real-name
   * trial): `identityKey` is the ID number's keyed hash, the same for every account of that person.
   */
  onPersonVerified?: (tx: Executor, verified: { memberId: number; identityKey: string }) => Promise<void>;
  /** The clock that tells whether a passport has expired. */
  now?: () => Date;
}

/** A certification named the way operators type it: P12 (personal #12), E7 (enterprise #7) or F3 (foreign #3). */
export interface CertificationRef {
  kind: CertificationKind;
  id: number;
}

export function parseCertificationRef(value: string | undefined): CertificationRef | null {
  const match = /^([PEF])-?(\d{1,15})$/i.exec(value?.trim() ?? "");
  if (!match) return null;
  const letter = match[1]?.toUpperCase();
  return { kind: letter === "P" ? "personal" : letter === "F" ? "foreign" : "enterprise", id: Number(match[2]) };
}

const refLetters: Record<CertificationKind, string> = { personal: "P", enterprise: "E", foreign: "F" };

export function formatCertificationRef(ref: CertificationRef): string {
  return `${refLetters[ref.kind]}${ref.id}`;
}

/** A review queue entry for `certifications:list`. */
export interface ReviewItem extends CertificationRef {
  ref: string;
  memberId: number;
  status: number;
  /** The real name or the company name. */
  name: string;
  /** Foreign verifications: "passport" or "company". */
  foreignKind?: string;
  createdAt: Date;
}

/**
 * Real-name verification (SPEC §3, §4): personal checks decided by the
 * certification provider at once, enterprise submissions reviewed by operators
 * within 1-2 days, and the operators' decisions. Members' certification
 * columns change only through the auth module, in the same transaction.
 */
export function createCertificationService(deps: CertificationServiceDeps) {
  const { repo, memberCertification, provider, files, rateLimiter } = deps;
  const uploadsPerDay = deps.uploadsPerDay ?? 20;
  const now = deps.now ?? (() => new Date());
  const hashIdCard = (number: string) => hmacSha256(deps.secret, `id-card:${number}`);

  async function stateOf(memberId: number, within?: Parameters<MemberCertification["getCertification"]>[1]) {
    const state = await memberCertification.getCertification(memberId, within);
    if (!state) throw AppError.unauthorized();
    return state;
  }

  /** Nothing changes while a verification is under review or after one passed (SPEC §4). */
  function assertCanSubmit(state: MemberCertificationState): void {
    if (state.status === CertificationStatus.Success) {
      throw new AppError(ResponseCode.BadRequest, "certification.alreadyCertified");
    }
    if (state.status === CertificationStatus.Auditing) {
      throw new AppError(ResponseCode.BadRequest, "certification.underReview");
    }
  }

  async function licenceOf(row: EnterpriseRow): Promise<LicenceFile> {
    const file = await files.findById(row.licenceFileId);
    if (!file) throw new Error(`licence file ${row.licenceFileId} of enterprise certification ${row.id} is missing`);
    return licenceView(file);
  }

  async function loadRef(ref: CertificationRef): Promise<PersonalRow | EnterpriseRow | ForeignRow> {
    const row =
      ref.kind === "personal"
        ? await repo.findPersonal(ref.id)
        : ref.kind === "foreign"
          ? await repo.findForeign(ref.id)
          : await repo.findEnterprise(ref.id);
    if (!row) throw AppError.notFound();
    return row;
  }

  /** Records an operator's decision and moves the member along, in one transaction. */
  async function decide(
    ref: CertificationRef,
    decision: "approve" | "reject",
    operator: string,
    reason: string | null,
    onDecided?: OnDecided,
    /** The console operator deciding; null for command-line decisions. */
    operatorId: number | null = null,
  ) {
    const row = await loadRef(ref);
    const status = decision === "approve" ? CertificationStatus.Success : CertificationStatus.Fail;
    const type = certificationTypeOf(ref.kind, row);
    try {
      await repo.transaction(async (tx) => {
        await tx.lockMember(row.memberId);
        const decided =
          ref.kind === "personal"
            ? await tx.decidePersonal(ref.id, status, reason)
            : ref.kind === "foreign"
              ? await tx.decideForeign(ref.id, status, reason)
              : await tx.decideEnterprise(ref.id, status, reason);
        if (!decided) throw new AppError(ResponseCode.BadRequest, "certification.notPending");
        const recorded = await tx.insertDecision({
          kind: ref.kind,
          certificationId: ref.id,
          decision,
          reason,
          operator,
          operatorId,
        });
        await memberCertification.setCertification(row.memberId, status, type, tx.executor);
        // The member is told once, by their contact channel, after this commits (platform/alerts).
        await queueMemberNotice(tx.executor, row.memberId, `realname:${ref.kind}:${recorded.id}`, {
          kind: "realname-decided",
          decision,
          certification: ref.kind,
          reason,
        });
        if (status === CertificationStatus.Success && "idCardHash" in row) {
          await deps.onPersonVerified?.(tx.executor, { memberId: row.memberId, identityKey: row.idCardHash });
        }
        await onDecided?.(tx.executor, { memberId: row.memberId, previousStatus: row.status, status });
      });
    } catch (error) {
      if (isUniqueViolation(error, oneVerifiedPersonIndex)) {
        throw new AppError(ResponseCode.BadRequest, "certification.idCardTaken");
      }
      throw error;
    }
    deps.log.info(
      { kind: ref.kind, certificationId: ref.id, memberId: row.memberId, decision, operator },
      "certification decided by an operator",
    );
  }

  /**
   * A licence, passport page or registration document: JPG, PNG or PDF by its content, at most
   * 5 MB, from one daily allowance per member; refused files leave nothing behind.
   */
  async function storeDocument(
    memberId: number,
    upload: { bytes: Buffer; fileName: string | null },
    purpose: typeof licencePurpose | typeof foreignDocumentPurpose,
    logLine: string,
  ): Promise<LicenceFile> {
    assertCanSubmit(await stateOf(memberId));
    if (upload.bytes.length > licenceMaxBytes)
      throw new AppError(ResponseCode.BadRequest, "certification.licenceTooLarge");
    const contentType = await detectLicenceType(upload.bytes);
    if (!contentType) throw new AppError(ResponseCode.BadRequest, "certification.licenceWrongType");
    const usage = await rateLimiter.hit(`licence-upload:${memberId}`, uploadsPerDay, dayInSeconds);
    if (!usage.allowed) throw new AppError(ResponseCode.TooManyRequests, "certification.uploadTooMany");
    const row = await files.save({
      ownerMemberId: memberId,
      purpose,
      bytes: upload.bytes,
      contentType,
      originalName: cleanFileName(upload.fileName),
    });
    deps.log.info({ memberId, fileId: row.id, contentType, sizeBytes: row.sizeBytes }, logLine);
    return licenceView(row);
  }

  return {
    /** Personal data of a closed account's certifications erased, inside the caller's transaction. */
    eraseForClosureWithin: (tx: Executor, memberId: number) => repo.bind(tx).eraseForClosure(memberId),

    /** The verification status as the member may download it: no ID number, not even masked. */
    async exportStatus(memberId: number) {
      const personal = await repo.latestPersonal(memberId);
      const enterprise = await repo.latestEnterprise(memberId);
      return {
        personal: personal
          ? {
              realName: personal.realName,
              status: personal.status,
              createdAt: personal.createdAt.toISOString(),
              decidedAt: personal.decidedAt?.toISOString() ?? null,
            }
          : null,
        enterprise: enterprise
          ? {
              companyName: enterprise.companyName,
              creditCode: enterprise.creditCode,
              status: enterprise.status,
              createdAt: enterprise.createdAt.toISOString(),
              decidedAt: enterprise.decidedAt?.toISOString() ?? null,
            }
          : null,
      };
    },

    async getPersonal(memberId: number, locale: Locale): Promise<PersonalCertification | null> {
      const row = await repo.latestPersonal(memberId);
      return row ? personalView(row, locale) : null;
    },

    /**
     * Checks the format (the contract did), then who holds the number, then
     * asks the provider. Passing sets status 3 at once; failing sets 4 with the
     * reason and the user may try again; "no record" goes to an operator.
     */
    async submitPersonal(
      memberId: number,
      input: PersonalCertificationRequest,
      locale: Locale,
    ): Promise<PersonalCertification> {
      assertCanSubmit(await stateOf(memberId));
      // Counted before the duplicate check too, so nobody can probe which numbers are registered here.
      const usage = await rateLimiter.hit(`certification-check:${memberId}`, deps.checksPerDay, dayInSeconds);
      if (!usage.allowed) throw new AppError(ResponseCode.TooManyRequests, "certification.tooManyAttempts");
      const idCardHash = hashIdCard(input.idCardNumber);
      if (await repo.isIdCardHeldByOther(idCardHash, memberId)) {
        throw new AppError(ResponseCode.BadRequest, "certification.idCardTaken");
      }

      let result: Awaited<ReturnType<CertificationProvider["check"]>>;
      try {
        // Outside any transaction: a slow provider must not hold a lock or a connection.
        result = await provider.check({ realName: input.realName, idCardNumber: input.idCardNumber });
      } catch (error) {
        if (!(error instanceof CertificationProviderError)) throw error;
        deps.log.warn(
          { provider: provider.name, reason: error.reason, memberId },
          "certification provider gave no answer",
        );
        throw new AppError(ResponseCode.ServerError, "certification.providerUnavailable");
      }

      const status =
        result.outcome === "pass"
          ? CertificationStatus.Success
          : result.outcome === "fail"
            ? CertificationStatus.Fail
            : CertificationStatus.Auditing;
      let row: PersonalRow;
      try {
        row = await repo.transaction(async (tx) => {
          await tx.lockMember(memberId);
          // Decided while the provider was asked? (A second tab, a double click.)
          assertCanSubmit(await stateOf(memberId, tx.executor));
          if (status !== CertificationStatus.Fail && (await tx.isIdCardHeldByOther(idCardHash, memberId))) {
            throw new AppError(ResponseCode.BadRequest, "certification.idCardTaken");
          }
          const inserted = await tx.insertPersonal({
            memberId,
            realName: input.realName,
            idCardNumber: input.idCardNumber,
            idCardHash,
            status,
            failureReason: result.outcome === "fail" ? result.reason : null,
            provider: provider.name,
            providerReference: result.reference,
            decidedAt: result.outcome === "review" ? null : new Date(),
          });
          await memberCertification.setCertification(memberId, status, CertificationType.Personal, tx.executor);
          if (status === CertificationStatus.Success) {
            await deps.onPersonVerified?.(tx.executor, { memberId, identityKey: idCardHash });
          }
          return inserted;
        });
      } catch (error) {
        // Two accounts passing with one number at the same moment: the partial unique index decides.
        if (isUniqueViolation(error, oneVerifiedPersonIndex)) {
          throw new AppError(ResponseCode.BadRequest, "certification.idCardTaken");
        }
        throw error;
      }
      deps.log.info(
        { memberId, certificationId: row.id, provider: provider.name, outcome: result.outcome },
        "personal verification checked",
      );
      return personalView(row, locale);
    },

    async getEnterprise(memberId: number, locale: Locale): Promise<EnterpriseCertification | null> {
      const row = await repo.latestEnterprise(memberId);
      return row ? enterpriseView(row, await licenceOf(row), locale) : null;
    },

    /**
     * Stores a business licence: JPG, PNG or PDF by its content, at most 5 MB.
     * Refused files leave nothing behind. Not while a verification is under
     * review or passed: then nothing may change.
     */
    async uploadLicence(memberId: number, upload: { bytes: Buffer; fileName: string | null }): Promise<LicenceFile> {
      return storeDocument(memberId, upload, licencePurpose, "business licence stored");
    },

    /** Submits the company for review: status 1 Auditing, reviewed within 1-2 days (SPEC §4, §9). */
    async submitEnterprise(
      memberId: number,
      input: EnterpriseCertificationRequest,
      locale: Locale,
    ): Promise<EnterpriseCertification> {
      assertCanSubmit(await stateOf(memberId));
      const licence = await files.findOwned(input.licenceFileId, memberId, licencePurpose);
      if (!licence) throw new AppError(ResponseCode.BadRequest, "certification.licenceNotFound");
      const row = await repo.transaction(async (tx) => {
        await tx.lockMember(memberId);
        assertCanSubmit(await stateOf(memberId, tx.executor));
        const inserted = await tx.insertEnterprise({
          memberId,
          companyName: input.companyName,
          contactPhone: input.contactPhone,
          creditCode: input.creditCode,
          bankName: input.bankName,
          bankAccount: input.bankAccount,
          registrationAddress: input.registrationAddress,
          registrationPhone: input.registrationPhone,
          licenceFileId: licence.id,
          status: CertificationStatus.Auditing,
        });
        await memberCertification.setCertification(
          memberId,
          CertificationStatus.Auditing,
          CertificationType.Enterprise,
          tx.executor,
        );
        return inserted;
      });
      deps.log.info({ memberId, certificationId: row.id }, "enterprise verification submitted for review");
      return enterpriseView(row, licenceView(licence), locale);
    },

    async getForeign(memberId: number, locale: Locale): Promise<ForeignCertification | null> {
      const row = await repo.latestForeign(memberId);
      if (!row) return null;
      const file = await files.findById(row.documentFileId);
      if (!file) throw new Error(`document ${row.documentFileId} of foreign certification ${row.id} is missing`);
      return foreignView(row, licenceView(file), locale);
    },

    /** Stores a passport data page or a registration document: the licence's rules (type by content, 5 MB). */
    async uploadForeignDocument(
      memberId: number,
      upload: { bytes: Buffer; fileName: string | null },
    ): Promise<LicenceFile> {
      return storeDocument(memberId, upload, foreignDocumentPurpose, "foreign document stored");
    },

    /**
     * A passport or a foreign company for review: status 1 Auditing, decided by an operator in
     * the same queue as enterprises. An expired passport is refused before anything is stored.
     */
    async submitForeign(
      memberId: number,
      input: ForeignCertificationRequest,
      locale: Locale,
    ): Promise<ForeignCertification> {
      assertCanSubmit(await stateOf(memberId));
      if (input.kind === "passport" && isPassportExpired(input.expiresOn, now())) {
        throw new AppError(ResponseCode.BadRequest, "certification.passportExpired");
      }
      const document = await files.findOwned(input.documentFileId, memberId, foreignDocumentPurpose);
      if (!document) throw new AppError(ResponseCode.BadRequest, "certification.documentNotFound");
      const type = input.kind === "passport" ? CertificationType.Passport : CertificationType.ForeignCompany;
      const row = await repo.transaction(async (tx) => {
        await tx.lockMember(memberId);
        assertCanSubmit(await stateOf(memberId, tx.executor));
        const inserted = await tx.insertForeign({
          memberId,
          kind: input.kind,
          name: input.kind === "passport" ? input.fullName : input.companyName,
          documentNumber: input.kind === "passport" ? input.passportNumber : input.registrationNumber,
          country: input.kind === "passport" ? input.nationality : input.country,
          expiresOn: input.kind === "passport" ? input.expiresOn : null,
          documentFileId: document.id,
          status: CertificationStatus.Auditing,
        });
        await memberCertification.setCertification(memberId, CertificationStatus.Auditing, type, tx.executor);
        return inserted;
      });
      deps.log.info(
        { memberId, certificationId: row.id, kind: input.kind },
        "foreign verification submitted for review",
      );
      return foreignView(row, licenceView(document), locale);
    },

    /** The member's own passport page or registration document; anyone else's is "not found". */
    async readForeignDocument(memberId: number, fileId: number) {
      const row = await files.findOwned(fileId, memberId, foreignDocumentPurpose);
      if (!row) throw AppError.notFound();
      return { bytes: await files.read(row), contentType: row.contentType, fileName: row.originalName };
    },

    /**
     * After a closure has committed: the passport pages and registration documents are deleted
     * from the store (their rows stay, naming what was there). Safe to repeat.
     */
    async deleteDocumentsOfClosed(memberId: number): Promise<void> {
      for (const fileId of await repo.foreignDocumentFileIds(memberId)) {
        const file = await files.findById(fileId);
        if (file) await files.removeBytes(file);
      }
    },

    /** The member's own licence file; anyone else's answers "not found", as if it did not exist. */
    async readLicence(memberId: number, fileId: number) {
      const row = await files.findOwned(fileId, memberId, licencePurpose);
      if (!row) throw AppError.notFound();
      return { bytes: await files.read(row), contentType: row.contentType, fileName: row.originalName };
    },

    // Operators (npm run ops -- certifications:…).

    async listForReview(options: { all?: boolean; limit?: number } = {}): Promise<ReviewItem[]> {
      const { personal, enterprise, foreign } = options.all
        ? await repo.listRecent(options.limit ?? 50)
        : await repo.listPending();
      const items: ReviewItem[] = [
        ...personal.map((row) => reviewItem("personal", row.id, row, row.realName)),
        ...enterprise.map((row) => reviewItem("enterprise", row.id, row, row.companyName)),
        ...foreign.map((row) => ({ ...reviewItem("foreign", row.id, row, row.name), foreignKind: row.kind })),
      ];
      return items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    /** Everything an operator needs to decide, with the decisions so far and the member's contact. */
    async showForOperator(ref: CertificationRef) {
      const row = await loadRef(ref);
      const [contact, decisions] = await Promise.all([
        memberCertification.getContactForOperator(row.memberId),
        repo.listDecisions(ref.kind, ref.id),
      ]);
      if (ref.kind === "personal") {
        return { kind: "personal" as const, row: row as PersonalRow, contact, decisions };
      }
      if (ref.kind === "foreign") {
        const foreign = row as ForeignRow;
        const document = await files.findById(foreign.documentFileId);
        return { kind: "foreign" as const, row: foreign, contact, decisions, licence: document };
      }
      const enterprise = row as EnterpriseRow;
      const [licence, sameCreditCode] = await Promise.all([
        files.findById(enterprise.licenceFileId),
        repo.findEnterprisesByCreditCode(enterprise.creditCode, enterprise.id),
      ]);
      return { kind: "enterprise" as const, row: enterprise, contact, decisions, licence, sameCreditCode };
    },

    async approve(ref: CertificationRef, operator: string): Promise<void> {
      await decide(ref, "approve", operator, null);
    },

    async reject(ref: CertificationRef, operator: string, reason: string): Promise<void> {
      const text = reason.trim();
      if (text === "") throw new AppError(ResponseCode.BadRequest, "certification.reasonRequired");
      await decide(ref, "reject", operator, text.slice(0, maxReasonLength));
    },

    /**
     * The console's decision: like approve/reject, with `onDecided` run in the
     * same transaction (the audit row), and a loser of a race answered 409
     * naming who decided first and when.
     */
    async decideInConsole(
      ref: CertificationRef,
      input: { decision: "approve" | "reject"; operator: string; operatorId: number; reason: string | null },
      onDecided: OnDecided,
    ): Promise<void> {
      const reason = input.reason?.trim() || null;
      if (input.decision === "reject" && reason === null) {
        throw new AppError(ResponseCode.BadRequest, "certification.reasonRequired");
      }
      if (reason !== null && reason.length > consoleReasonMax) {
        throw new AppError(ResponseCode.BadRequest, "certification.reasonTooLong");
      }
      try {
        await decide(ref, input.decision, input.operator, reason, onDecided, input.operatorId);
      } catch (error) {
        if (!(error instanceof AppError) || error.messageKey !== "certification.notPending") throw error;
        const decisions = await repo.listDecisions(ref.kind, ref.id);
        const last = decisions.at(-1);
        if (!last) throw error;
        throw new AppError(ResponseCode.Conflict, "certification.alreadyDecided", {
          operator: last.operator,
          at: last.createdAt.toISOString(),
        });
      }
    },

    listDecisions(ref: CertificationRef) {
      return repo.listDecisions(ref.kind, ref.id);
    },

    /** An enterprise's licence or a foreign verification's document, for an operator to look at. */
    async readLicenceForOperator(ref: CertificationRef) {
      if (ref.kind === "personal") throw AppError.notFound();
      const row = await loadRef(ref);
      const fileId = "licenceFileId" in row ? row.licenceFileId : "documentFileId" in row ? row.documentFileId : null;
      const file = fileId === null ? undefined : await files.findById(fileId);
      if (!file) throw AppError.notFound();
      return { bytes: await files.read(file), contentType: file.contentType, fileName: file.originalName };
    },
  };
}

export type CertificationService = ReturnType<typeof createCertificationService>;
export type { EnterpriseRow, ForeignRow, PersonalRow };

/** The member's certification type a decided row stands for. */
function certificationTypeOf(
  kind: CertificationKind,
  row: PersonalRow | EnterpriseRow | ForeignRow,
): CertificationType {
  if (kind === "personal") return CertificationType.Personal;
  if (kind === "enterprise") return CertificationType.Enterprise;
  return "kind" in row && row.kind === "passport" ? CertificationType.Passport : CertificationType.ForeignCompany;
}

/**
 * A licence's real type: JPG, PNG or PDF by the magic bytes, and then the
 * structure: for images a header an image decoder accepts, for PDFs the
 * header, cross-reference section, trailer and %%EOF a reader starts from, so
 * "PNG signature + anything" or "%PDF- + an HTML page" is refused too.
 */
async function detectLicenceType(bytes: Buffer): Promise<LicenceContentType | null> {
  const sniffed = sniffContentType(bytes);
  if (!sniffed || !(licenceContentTypes as readonly string[]).includes(sniffed)) return null;
  if (sniffed === "application/pdf") return isStructurallyPdf(bytes) ? sniffed : null;
  try {
    const metadata = await sharp(bytes).metadata();
    const expected = sniffed === "image/png" ? "png" : "jpeg";
    return metadata.format === expected && (metadata.width ?? 0) > 0 ? sniffed : null;
  } catch {
    return null;
  }
}

/** The name as the user's computer called it, without folders or control characters, for the download. */
function cleanFileName(name: string | null): string | null {
  if (!name) return null;
  const base = [...path.basename(name.replaceAll("\\", "/"))]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && char !== '"')
    .join("")
    .trim();
  return base === "" ? null : base.slice(0, 120);
}

function translateReason(reason: string | null, locale: Locale): string | null {
  if (!reason) return null;
  return hasMessage(reason) ? translateMessage(locale, reason) : reason;
}

function personalView(row: PersonalRow, locale: Locale): PersonalCertification {
  return {
    id: row.id,
    realName: row.realName,
    idCardNumber: maskResidentIdNumber(row.idCardNumber),
    status: row.status,
    failureReason: translateReason(row.failureReason, locale),
    createTime: row.createdAt.toISOString(),
    decidedTime: row.decidedAt?.toISOString() ?? null,
  };
}

function enterpriseView(row: EnterpriseRow, licence: LicenceFile, locale: Locale): EnterpriseCertification {
  return {
    id: row.id,
    companyName: row.companyName,
    contactPhone: row.contactPhone,
    creditCode: row.creditCode,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    registrationAddress: row.registrationAddress,
    registrationPhone: row.registrationPhone,
    licence,
    status: row.status,
    failureReason: translateReason(row.failureReason, locale),
    createTime: row.createdAt.toISOString(),
    decidedTime: row.decidedAt?.toISOString() ?? null,
  };
}

function foreignView(row: ForeignRow, document: LicenceFile, locale: Locale): ForeignCertification {
  return {
    id: row.id,
    kind: row.kind === "company" ? "company" : "passport",
    name: row.name,
    documentNumber: row.kind === "passport" ? maskPassportNumber(row.documentNumber) : row.documentNumber,
    country: row.country,
    expiresOn: row.expiresOn,
    document,
    status: row.status,
    failureReason: translateReason(row.failureReason, locale),
    createTime: row.createdAt.toISOString(),
    decidedTime: row.decidedAt?.toISOString() ?? null,
  };
}

function licenceView(row: StoredFileRow): LicenceFile {
  return {
    fileId: row.id,
    fileName: row.originalName,
    contentType: row.contentType as LicenceContentType,
    sizeBytes: row.sizeBytes,
  };
}

function reviewItem(
  kind: CertificationKind,
  id: number,
  row: PersonalRow | EnterpriseRow | ForeignRow,
  name: string,
): ReviewItem {
  return {
    kind,
    id,
    ref: formatCertificationRef({ kind, id }),
    memberId: row.memberId,
    status: row.status,
    name,
    createdAt: row.createdAt,
  };
}
