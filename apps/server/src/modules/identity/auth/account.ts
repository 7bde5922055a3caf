/** The member's own account: the profile the site shows, its export, and closing it. */
import type { MemberUser } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { maskEmail, maskMobile } from "./masking.ts";
import type { AuthRepoExecutor, MemberRow } from "./repo.ts";
import type { AuthContext } from "./service-context.ts";

export function createAccount({ deps }: AuthContext) {
  const { repo } = deps;

  return {
    /** Anonymises the member and ends every session, inside the caller's transaction. */
    async closeMemberWithin(tx: AuthRepoExecutor, memberId: number): Promise<void> {
      const bound = repo.bind(tx);
      await bound.anonymiseClosedMember(memberId);
      await bound.revokeAllSessions(memberId);
    },

    /** The account row as the member may download it: contact, language, dates; never the password hash. */
    async exportAccount(memberId: number) {
      const member = await repo.findMemberById(memberId);
      if (!member) throw AppError.unauthorized();
      return {
        id: member.id,
        mobile: member.mobile,
        email: member.email,
        locale: member.locale,
        registerIp: member.registerIp,
        createdAt: member.createdAt.toISOString(),
        lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
        passwordChangedAt: member.passwordChangedAt.toISOString(),
      };
    },

    async getMemberUser(memberId: number): Promise<MemberUser> {
      const member = await repo.findMemberById(memberId);
      if (!member) throw AppError.unauthorized();
      const balance = await deps.traffic.getBalance(memberId);
      return toMemberUser(member, balance.remainingBytes);
    },
  };
}

function toMemberUser(member: MemberRow, remainingBytes: bigint): MemberUser {
  return {
    id: member.id,
    mobile: member.mobile ? maskMobile(member.mobile) : null,
    email: member.email ? maskEmail(member.email) : null,
    limitBalance: Number(remainingBytes),
    certificationStatus: member.certificationStatus,
    certificationType: member.certificationType,
    createTime: member.createdAt.toISOString(),
  };
}
