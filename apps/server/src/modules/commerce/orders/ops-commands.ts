import type { OrdersService } from "./service.ts";

/** The operator's static-IP commands (`npm run ops -- …`); `print` is console.log in the CLI. */
export const ordersUsage = `  ips:who --address IP --at TIME             who had exit address IP at TIME (ISO 8601, e.g. 2026-11-01T10:00Z)
  orders:anomalies [--all]                     paid static orders that did not get all their IPs
  orders:resolve ID --note TEXT                mark a fulfilment anomaly delivered by hand or refunded
`;

export const ordersOptionNames = ["address", "at"] as const;

export class OrdersUsageError extends Error {}

type OrdersOps = Pick<OrdersService, "whoHadAddress" | "listFulfilmentAnomalies" | "resolveFulfilmentAnomaly">;

export async function runOrdersCommand(
  orders: OrdersOps,
  command: string,
  rest: string[],
  options: { address?: string; at?: string; note?: string; all?: boolean },
  print: (line: string) => void,
): Promise<void> {
  switch (command) {
    case "ips:who": {
      const address = options.address?.trim();
      if (!address || !/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) {
        throw new OrdersUsageError("ips:who needs --address with an IPv4 address");
      }
      const at = options.at ? new Date(options.at) : new Date();
      if (Number.isNaN(at.getTime())) throw new OrdersUsageError("--at must be a time such as 2026-11-01T10:00Z");
      const holders = await orders.whoHadAddress(address, at);
      if (holders.length === 0) print(`Nobody held ${address} at ${at.toISOString()}.`);
      for (const holder of holders) {
        print(
          `member ${holder.memberId}\tstatic IP #${holder.staticIpId}\taccount ${holder.account}\torder ${holder.orderNo}\tfrom ${holder.from.toISOString()}\tuntil ${holder.until ? `${holder.until.toISOString()} (${holder.endReason})` : "now"}`,
        );
      }
      return;
    }
    case "orders:anomalies": {
      const rows = await orders.listFulfilmentAnomalies(options.all ? undefined : "open");
      if (rows.length === 0) print(options.all ? "No fulfilment anomalies." : "No open fulfilment anomalies.");
      for (const row of rows) {
        const a = row.anomaly;
        print(
          `#${a.id}\t${a.status}\torder ${row.orderNo}\tmember ${a.memberId}\tbought ${a.expectedIps} IPs, delivered ${a.deliveredIps}\t${a.createdAt.toISOString()}${a.note ? `\t${a.note}` : ""}`,
        );
      }
      return;
    }
    case "orders:resolve": {
      const id = Number(rest[0]);
      if (!Number.isInteger(id) || !options.note) {
        throw new OrdersUsageError("orders:resolve needs the anomaly's ID and --note");
      }
      if (!(await orders.resolveFulfilmentAnomaly(id, options.note)))
        throw new OrdersUsageError(`No open anomaly #${id}`);
      print(`Fulfilment anomaly #${id} is resolved.`);
      return;
    }
    default:
      throw new OrdersUsageError(`Unknown command ${command}`);
  }
}
