import { randomBytes } from "node:crypto";
import { tables } from "@shop/db";
import type { Executor } from "../../../lib/executor.ts";
import type { MemberEventType } from "./events.ts";

/**
 * The one entry other modules call: `publish` writes the event to the
 * `member_events` outbox on the executor it is given — pass the transaction
 * that makes the change, so the event is recorded exactly when the change
 * commits and rolled back with it. Delivery happens later, from the outbox.
 */
export function createEventPublisher(x: Executor, clock: () => Date = () => new Date()) {
  return {
    async publish(memberId: number, type: MemberEventType, payload: Record<string, unknown>): Promise<string> {
      const publicId = `evt_${randomBytes(12).toString("base64url")}`;
      await x.insert(tables.memberEvents).values({ publicId, memberId, type, payload, occurredAt: clock() });
      return publicId;
    },
  };
}
