import type { GatewayStaticIp } from "@shop/contract";
import { CertificationStatus } from "@shop/contract";
import { sha256 } from "../../../lib/secrets.ts";
import type { OrdersRepo } from "./repo.ts";

/** The member standing a gateway needs (the auth module's columns). */
interface MemberStanding {
  getCertification(memberId: number): Promise<{ status: number; suspended: boolean; closed?: boolean } | null>;
}

/**
 * What the gateway asks about a static IP's account (the /internal static-IP
 * lookup): the same rules as sub-accounts, so a suspended, closed or
 * unverified member's static IP is refused like their sub-accounts.
 */
export function createStaticIpLookup(repo: OrdersRepo, members: MemberStanding, now: () => Date = () => new Date()) {
  return {
    async findByAccount(account: string): Promise<GatewayStaticIp | null> {
      // Static accounts are short names; anything else is not worth a query.
      if (!/^[a-z0-9]{1,32}$/.test(account)) return null;
      const row = await repo.findIpByAccount(account);
      if (!row) return null;
      const member = await members.getCertification(row.memberId);
      const status: GatewayStaticIp["status"] =
        !member || member.closed
          ? "deleted"
          : member.suspended
            ? "suspended"
            : row.status !== 1 || row.expiresAt.getTime() <= now().getTime()
              ? "expired"
              : member.status !== CertificationStatus.Success
                ? "uncertified"
                : "active";
      return {
        account: row.account,
        status,
        passwordSha256: sha256(row.password),
        outIp: row.outIp,
        host: row.host,
        port: row.port,
        expiresAt: row.expiresAt.toISOString(),
        maxConnections: row.maxConnections,
        bandwidthMbps: row.bandwidthMbps,
      };
    },

    /** The static IPs' proxy accounts of these members (gateways drop what they cached of them). */
    accountsOfMembers: (memberIds: number[]) => repo.ipAccountsOfMembers(memberIds),
  };
}
