/** A member's sessions: refreshing and checking tokens, listing and revoking sessions, logging out, login history. */
import { type LoginHistoryEntry, type MemberSession, ResponseCode, type TokenPair } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { sha256 } from "../../../lib/secrets.ts";
import type { AuthContext, RequestMeta } from "./service-context.ts";

export function createSessions({ deps, issueTokens }: AuthContext) {
  const { repo } = deps;

  return {
    /** Rotates a refresh token; a refresh token used twice revokes its whole family. */
    async refresh(refreshToken: string, meta: RequestMeta): Promise<TokenPair> {
      const session = await repo.findSessionByRefreshHash(sha256(refreshToken));
      const now = Date.now();
      if (
        !session ||
        session.revokedAt ||
        session.refreshExpiresAt.getTime() <= now ||
        session.absoluteExpiresAt.getTime() <= now
      )
        throw AppError.unauthorized();
      if (session.rotatedAt) {
        await repo.revokeFamily(session.familyId);
        throw AppError.unauthorized();
      }
      const tokens = await repo.transaction(async (tx) => {
        if (!(await tx.markRotated(session.id))) return null;
        return issueTokens(tx, session.memberId, meta, session);
      });
      if (!tokens) {
        await repo.revokeFamily(session.familyId);
        throw AppError.unauthorized();
      }
      return tokens;
    },

    /** The member behind a live access token, or null. */
    async authenticate(accessToken: string): Promise<{ memberId: number; familyId: string } | null> {
      const session = await repo.findLiveSessionByAccessHash(sha256(accessToken));
      if (!session) return null;
      await repo.touchSessionSeen(session.id);
      return { memberId: session.memberId, familyId: session.familyId };
    },

    async listSessions(memberId: number, currentFamilyId: string): Promise<MemberSession[]> {
      const rows = await repo.listLiveSessions(memberId);
      return rows.map((row) => ({
        id: row.familyId,
        device: row.device,
        ip: row.ip,
        location: row.location,
        firstSeenAt: row.firstSeenAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.familyId === currentFamilyId,
      }));
    },

    async revokeSession(memberId: number, familyId: string): Promise<void> {
      if (!(await repo.revokeMemberFamily(memberId, familyId))) {
        throw new AppError(ResponseCode.NotFound, "auth.sessionNotFound");
      }
    },

    async revokeOtherSessions(memberId: number, currentFamilyId: string): Promise<void> {
      await repo.revokeOtherFamilies(memberId, currentFamilyId);
    },

    async loginHistory(memberId: number): Promise<LoginHistoryEntry[]> {
      const rows = await repo.listLoginHistory(memberId);
      return rows.map((row) => ({
        success: row.success,
        reason: row.reason,
        ip: row.ip,
        device: row.device,
        location: row.location,
        time: row.createdAt.toISOString(),
      }));
    },

    async logout(familyId: string): Promise<void> {
      await repo.revokeFamily(familyId);
    },
  };
}
