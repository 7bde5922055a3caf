import { ResponseCode } from "@shop/contract";
import { tables } from "@shop/db";
import { eq } from "drizzle-orm";
import { AppError } from "../../../http/app-error.ts";
import type { Executor } from "../../../lib/executor.ts";

/**
 * How long an operator stays the creature of whoever created them or last reset their enrolment:
 * within this many days they may not be the second person on that operator's requests. Otherwise an
 * owner could create (or reset) a finance operator, enrol it on their own phone and approve their
 * own refund. Thirty days gives the real person time to notice a reset they did not ask for.
 */
export const approverIndependenceDays = 30;
const windowMs = approverIndependenceDays * 24 * 3600_000;

/**
 * Why `approverId` may not be the second person on a request of `requesterId` (a short reason for
 * the audit row), or null when they may. Same operator, or an approver whose current enrolment the
 * requester issued within the window.
 */
export async function approverConflict(
  executor: Executor,
  approverId: number,
  requesterId: number,
  now: Date,
): Promise<"same operator" | "enrolled by the requester" | null> {
  if (approverId === requesterId) return "same operator";
  const [approver] = await executor
    .select({ by: tables.operators.enrolmentIssuedBy, at: tables.operators.enrolmentIssuedAt })
    .from(tables.operators)
    .where(eq(tables.operators.id, approverId));
  if (approver?.by === requesterId && approver.at && now.getTime() - approver.at.getTime() < windowMs) {
    return "enrolled by the requester";
  }
  return null;
}

/** The translated refusal for an approver the requester enrolled (403, console.approverEnrolledByRequester). */
export function approverEnrolledByRequester(): AppError {
  return new AppError(ResponseCode.Forbidden, "console.approverEnrolledByRequester", {
    days: approverIndependenceDays,
  });
}
