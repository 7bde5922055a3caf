import net from "node:net";
import os from "node:os";

/** Whether this machine can send from `address` (one of its interfaces, or anything in 127.0.0.0/8). */
export function isLocalAddress(address: string): boolean {
  if (net.isIPv4(address) && address.startsWith("127.")) return true;
  if (address === "::1") return true;
  return Object.values(os.networkInterfaces()).some((entries) =>
    (entries ?? []).some((entry) => entry.address === address),
  );
}
