/** Changing the password: a reset with a verification code, a change with the old password, and confirming it. */
import {
  type ChangePasswordRequest,
  CodePurpose,
  passwordContainsContact,
  type ResetPasswordRequest,
  ResponseCode,
} from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { clearLoginFailures } from "./login.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { type AuthContext, accountTarget, contactOf, rejectWeakPassword } from "./service-context.ts";

export function createPasswordChanges({ deps, notify, withConsumedCode }: AuthContext) {
  const { repo, rateLimiter } = deps;

  return {
    async resetPassword(input: ResetPasswordRequest): Promise<void> {
      const target = accountTarget(input.account);
      // Before the code is checked, only against what the caller typed: checking the account's other
      // contact here would tell anyone without the code what that contact is.
      rejectWeakPassword(input.password, contactOf(target));
      const passwordHash = await hashPassword(input.password);
      const member = await withConsumedCode(target, CodePurpose.ResetPassword, input.code, async (tx) => {
        const member =
          target.channel === "sms"
            ? await tx.findMemberByMobile(target.target)
            : await tx.findMemberByEmail(target.target);
        // No account: the same answer as a wrong code, so nobody learns which accounts exist.
        if (!member) throw new AppError(ResponseCode.BadRequest, "auth.codeInvalid");
        // Now the caller proved control: the other contact counts too. Throwing rolls back, so the code stays usable.
        if (passwordContainsContact(input.password, member)) {
          throw new AppError(ResponseCode.BadRequest, "auth.passwordContainsContact");
        }
        // The second factor stays: a reset proves control of the mailbox or phone, not of the authenticator.
        await tx.updatePassword(member.id, passwordHash);
        // Unless the member unticked it: whoever else was signed in, or held a key, is out.
        if (input.endOtherAccess !== false) {
          await tx.revokeAllSessions(member.id);
          await tx.revokeApiKeys(member.id);
        }
        return member;
      });
      await notify(member, "password-changed");
      // The code proved control of the account: "log in with your new password" must just work.
      await clearLoginFailures(rateLimiter, member);
    },

    /**
     * With `endOtherAccess` (the default) every session ends, this one too, and every API key is
     * revoked; without it the member stays signed in everywhere and the keys keep working. Answers
     * whether sessions ended (the route then clears this browser's cookies).
     */
    async changePassword(memberId: number, input: ChangePasswordRequest): Promise<{ sessionsEnded: boolean }> {
      const member = await repo.findMemberById(memberId);
      if (!member) throw AppError.unauthorized();
      if (!(await verifyPassword(member.passwordHash, input.oldPassword))) {
        throw new AppError(ResponseCode.BadRequest, "auth.oldPasswordWrong");
      }
      if (input.password === input.oldPassword) throw new AppError(ResponseCode.BadRequest, "auth.samePassword");
      rejectWeakPassword(input.password, member);
      const passwordHash = await hashPassword(input.password);
      const endOtherAccess = input.endOtherAccess !== false;
      await repo.transaction(async (tx) => {
        await tx.updatePassword(memberId, passwordHash);
        if (endOtherAccess) {
          await tx.revokeAllSessions(memberId);
          await tx.revokeApiKeys(memberId);
        }
      });
      await notify(member, "password-changed");
      return { sessionsEnded: endOtherAccess };
    },

    /** Refuses unless `password` is the member's (before closing the account). */
    async confirmPassword(memberId: number, password: string): Promise<void> {
      const member = await repo.findMemberById(memberId);
      if (!member || member.closedAt) throw AppError.unauthorized();
      if (!(await verifyPassword(member.passwordHash, password))) {
        throw new AppError(ResponseCode.Forbidden, "dataRights.wrongPassword");
      }
    },
  };
}
