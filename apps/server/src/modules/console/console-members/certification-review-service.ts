import {
  type CertificationApplication,
  type CertificationDecisionRequest,
  type CertificationQueue,
  type CertificationRefParams,
  maskResidentIdNumber,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import { inTransaction } from "../../../lib/executor.ts";
import type {
  CertificationService,
  EnterpriseRow,
  ForeignRow,
  PersonalRow,
} from "../../identity/certification/service.ts";
import type { ConsoleActor, ConsoleAuditLog } from "./service.ts";

const statusWaiting = 1;

/**
 * The console's real-name review: the queue, one application with its
 * licence, and decisions through the certification module (the same rules as the
 * `certifications:*` commands). Two operators deciding at once: one wins, the other gets
 * 409 naming who decided and when. Viewing a licence is an audited read.
 */
export function createConsoleCertificationReviewService(deps: {
  db: Database;
  certification: CertificationService;
  audit: ConsoleAuditLog;
  /** The member's substation, for operators limited to one. */
  substationOf(memberId: number): Promise<number | null>;
}) {
  const { certification, audit } = deps;

  async function visibleOrThrow(actor: ConsoleActor, memberId: number): Promise<void> {
    if (actor.operator.substationId === null) return;
    if ((await deps.substationOf(memberId)) !== actor.operator.substationId) throw AppError.notFound();
  }

  return {
    async queue(actor: ConsoleActor, all: boolean): Promise<CertificationQueue> {
      const items = await certification.listForReview({ all, limit: 200 });
      const list: CertificationQueue["list"] = [];
      for (const item of items) {
        if (
          actor.operator.substationId !== null &&
          (await deps.substationOf(item.memberId)) !== actor.operator.substationId
        ) {
          continue;
        }
        list.push({
          kind: item.kind,
          foreignKind: item.foreignKind === "passport" || item.foreignKind === "company" ? item.foreignKind : null,
          id: item.id,
          memberId: item.memberId,
          name: item.name,
          status: item.status,
          createdAt: item.createdAt.toISOString(),
        });
      }
      // Waiting ones first, oldest first: the review promise is 1-2 days.
      list.sort((a, b) =>
        a.status === statusWaiting && b.status !== statusWaiting
          ? -1
          : b.status === statusWaiting && a.status !== statusWaiting
            ? 1
            : a.createdAt.localeCompare(b.createdAt),
      );
      return { list };
    },

    async application(actor: ConsoleActor, ref: CertificationRefParams): Promise<CertificationApplication> {
      const details = await certification.showForOperator(ref);
      await visibleOrThrow(actor, details.row.memberId);
      // A sensitive read (names, ID and bank details): audited like the licence's bytes.
      await inTransaction(deps.db, (tx) =>
        audit.record(tx, {
          context: actor.audit,
          action: "certification.view",
          recordType: `${details.kind}_certification`,
          recordId: ref.id,
          memberId: details.row.memberId,
          outcome: "ok",
        }),
      );
      const base = {
        kind: details.kind,
        id: details.row.id,
        memberId: details.row.memberId,
        memberMobile: details.contact?.mobile ?? null,
        memberEmail: details.contact?.email ?? null,
        status: details.row.status,
        failureReason: details.row.failureReason,
        createdAt: details.row.createdAt.toISOString(),
        decidedAt: details.row.decidedAt ? details.row.decidedAt.toISOString() : null,
        decisions: details.decisions.map((decision) => ({
          decision: decision.decision,
          reason: decision.reason,
          operator: decision.operator,
          createdAt: decision.createdAt.toISOString(),
        })),
      };
      const empty = {
        realName: null,
        idCardNumberMasked: null,
        companyName: null,
        creditCode: null,
        contactPhone: null,
        bankName: null,
        bankAccount: null,
        registrationAddress: null,
        registrationPhone: null,
        licence: null,
        sameCreditCode: [],
        foreignKind: null,
        fullName: null,
        passportNumber: null,
        nationality: null,
        passportExpiresOn: null,
        registrationNumber: null,
        country: null,
      };
      const fileOf = (file: { contentType: string; sizeBytes: number; originalName: string | null } | undefined) =>
        file ? { contentType: file.contentType, sizeBytes: file.sizeBytes, fileName: file.originalName } : null;
      if (details.kind === "personal") {
        const row = details.row as PersonalRow;
        return {
          ...base,
          ...empty,
          realName: row.realName,
          idCardNumberMasked: maskResidentIdNumber(row.idCardNumber),
        };
      }
      if (details.kind === "foreign") {
        const row = details.row as ForeignRow;
        const passport = row.kind === "passport";
        return {
          ...base,
          ...empty,
          foreignKind: passport ? "passport" : "company",
          fullName: passport ? row.name : null,
          passportNumber: passport ? row.documentNumber : null,
          nationality: passport ? row.country : null,
          passportExpiresOn: passport ? row.expiresOn : null,
          companyName: passport ? null : row.name,
          registrationNumber: passport ? null : row.documentNumber,
          country: passport ? null : row.country,
          licence: fileOf(details.licence),
        };
      }
      const row = details.row as EnterpriseRow;
      return {
        ...base,
        ...empty,
        companyName: row.companyName,
        creditCode: row.creditCode,
        contactPhone: row.contactPhone,
        bankName: row.bankName,
        bankAccount: row.bankAccount,
        registrationAddress: row.registrationAddress,
        registrationPhone: row.registrationPhone,
        licence: details.licence
          ? {
              contentType: details.licence.contentType,
              sizeBytes: details.licence.sizeBytes,
              fileName: details.licence.originalName,
            }
          : null,
        sameCreditCode: details.sameCreditCode.map((other) => ({
          id: other.id,
          memberId: other.memberId,
          status: other.status,
        })),
      };
    },

    /** The licence's bytes for the console's viewer; the read is audited (the file is personal data). */
    async licence(actor: ConsoleActor, ref: CertificationRefParams) {
      const details = await certification.showForOperator(ref);
      await visibleOrThrow(actor, details.row.memberId);
      const file = await certification.readLicenceForOperator(ref);
      await inTransaction(deps.db, (tx) =>
        audit.record(tx, {
          context: actor.audit,
          action: "certification.licence.view",
          recordType: `${ref.kind}_certification`,
          recordId: ref.id,
          memberId: details.row.memberId,
          outcome: "ok",
        }),
      );
      return file;
    },

    async decide(
      actor: ConsoleActor,
      ref: CertificationRefParams,
      input: CertificationDecisionRequest,
    ): Promise<CertificationApplication> {
      const details = await certification.showForOperator(ref);
      await visibleOrThrow(actor, details.row.memberId);
      await certification.decideInConsole(
        ref,
        {
          decision: input.decision,
          operator: operatorLabel(actor),
          operatorId: actor.operator.id,
          reason: input.reason ?? null,
        },
        async (tx, change) => {
          await audit.record(tx, {
            context: actor.audit,
            action: input.decision === "approve" ? "certification.approve" : "certification.reject",
            recordType: `${ref.kind}_certification`,
            recordId: ref.id,
            memberId: change.memberId,
            reason: input.reason ?? null,
            before: { status: change.previousStatus },
            after: { status: change.status },
            outcome: "ok",
          });
        },
      );
      return this.application(actor, ref);
    },
  };
}

export type ConsoleCertificationReviewService = ReturnType<typeof createConsoleCertificationReviewService>;

/** How a console decision names its operator in the certification's history (read by the member's support too). */
function operatorLabel(actor: ConsoleActor): string {
  return `${actor.operator.name} (#${actor.operator.id})`;
}
