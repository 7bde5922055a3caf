/** The member row's standing as other modules see it: the substation it registered on, its certification and its suspension. */
import { CertificationStatus, type CertificationType } from "@shop/contract";
import type { AuthRepo, AuthRepoExecutor } from "./repo.ts";

/** A member's SPEC §4 certification status (0-4) and type (0 personal, 1 enterprise, null before any). */
export interface MemberCertificationState {
  status: number;
  type: number | null;
  /** True while an operator has suspended the member: gateways and the extraction URL refuse them. */
  suspended: boolean;
  /** True once the member closed the account: nothing of theirs may pass a gateway. */
  closed: boolean;
}

/** The substation a member registered on (SPEC §1): the supplier they belong to; null for members from before. */
export function createMemberRegistration(repo: AuthRepo) {
  return {
    async substationOf(memberId: number): Promise<number | null> {
      return (await repo.findMemberById(memberId))?.substationId ?? null;
    },
  };
}

/**
 * The certification columns of members, which this module owns. The certification
 * module keeps them current through here, inside its own transaction when it
 * passes one (`within`), and guards read them.
 */
export function createMemberCertification(repo: AuthRepo) {
  const on = (within?: AuthRepoExecutor) => (within ? repo.bind(within) : repo);
  return {
    async getCertification(memberId: number, within?: AuthRepoExecutor): Promise<MemberCertificationState | null> {
      const member = await on(within).findMemberById(memberId);
      return member
        ? {
            status: member.certificationStatus,
            type: member.certificationType,
            suspended: member.suspendedAt !== null,
            closed: member.closedAt !== null,
          }
        : null;
    },

    async setCertification(
      memberId: number,
      status: CertificationStatus,
      type: CertificationType,
      within?: AuthRepoExecutor,
    ): Promise<void> {
      if (!(await on(within).setCertification(memberId, status, type))) throw new Error(`no member ${memberId}`);
    },

    /** Certified means status 3 Success (SPEC §3), whatever the type. */
    async isCertified(memberId: number): Promise<boolean> {
      return (await repo.findMemberById(memberId))?.certificationStatus === CertificationStatus.Success;
    },

    async isSuspended(memberId: number): Promise<boolean> {
      return Boolean((await repo.findMemberById(memberId))?.suspendedAt);
    },

    /** Unmasked contact details, for operators reviewing a verification (the ops CLI), never for an API answer. */
    async getContactForOperator(memberId: number): Promise<{ mobile: string | null; email: string | null } | null> {
      const member = await repo.findMemberById(memberId);
      return member ? { mobile: member.mobile, email: member.email } : null;
    },
  };
}

export type MemberCertification = ReturnType<typeof createMemberCertification>;

/**
 * Operators' suspension of a member, a state of the member row this module
 * owns: suspending ends every session at once; lifting clears only the state,
 * so everything the member had enabled (sub-accounts, allowlist) works again
 * exactly as before. Both run inside the caller's transaction (with its audit row).
 */
export function createMemberSuspension(repo: AuthRepo) {
  return {
    /** The member's suspension, or undefined for an unknown member. */
    async getSuspension(
      memberId: number,
      within?: AuthRepoExecutor,
    ): Promise<{ suspendedAt: Date | null; reason: string | null } | undefined> {
      const member = await (within ? repo.bind(within) : repo).findMemberById(memberId);
      return member ? { suspendedAt: member.suspendedAt, reason: member.suspensionReason } : undefined;
    },
    /** False when the member was already suspended (nothing changes then). */
    async suspend(memberId: number, reason: string, within: AuthRepoExecutor): Promise<boolean> {
      const bound = repo.bind(within);
      if (!(await bound.setSuspension(memberId, reason))) return false;
      await bound.revokeAllSessions(memberId);
      return true;
    },
    /** False when the member was not suspended. */
    async lift(memberId: number, within: AuthRepoExecutor): Promise<boolean> {
      return repo.bind(within).clearSuspension(memberId);
    },
  };
}

export type MemberSuspension = ReturnType<typeof createMemberSuspension>;
