import type { GatewayStaticIp } from "@shop/contract";
import { sha256 } from "../../lib/secrets.ts";
import type { OrdersRepo } from "./repo.ts";

/** What the gateway asks about a static IP's account (the /internal static-IP lookup). */
export function createStaticIpLookup(repo: OrdersRepo) {
  return {
    async findByAccount(account: string): Promise<GatewayStaticIp | null> {
      // Static accounts are short names; anything else is not worth a query.
      if (!/^[a-z0-9]{1,32}$/.test(account)) return null;
      const row = await repo.findIpByAccount(account);
      if (!row) return null;
      return {
        account: row.account,
        status: row.status === 1 && row.expiresAt.getTime() > Date.now() ? "active" : "expired",
        passwordSha256: sha256(row.password),
        outIp: row.outIp,
        host: row.host,
        port: row.port,
        expiresAt: row.expiresAt.toISOString(),
      };
    },
  };
}
