import type {
  AdjustmentDecisionRequest,
  AdjustmentIdParams,
  AdjustmentList,
  MemberDetail,
  MemberIdParams,
  MemberNoteRequest,
  MemberPage,
  MemberSearchQuery,
  MemberSuspensionState,
  StaticIpChange,
  StaticIpExtendRequest,
  StaticIpParams,
  StaticIpReplaceRequest,
  SuspensionRequest,
  TrafficAdjustment,
  TrafficAdjustmentRequest,
  UnmaskedCertification,
  UnmaskRequest,
} from "../console-members.ts";
import { defineEndpoint } from "../endpoint.ts";

const tag = "Console: members";

/** A member's note as the console shows it. */
export interface MemberNote {
  id: number;
  operatorId: number;
  body: string;
  createdAt: string;
}

/**
 * Support's member calls: search, the member page ("why was I charged"), notes, suspension, traffic
 * adjustments (capped; above the caps a request someone else approves) and static IPs. Every change
 * and every unmasked read is audited in its own transaction.
 */
export const consoleMembersEndpoints = {
  searchMembers: defineEndpoint<{ query: MemberSearchQuery; data: MemberPage }>({
    method: "GET",
    path: "/ops-api/members",
    audience: "operator",
    permission: "members.read",
    tag,
    summary: "Members by mobile, e-mail, order number, sub-account name, exit IP or id; sorted and paged",
  }),
  getMember: defineEndpoint<{ params: MemberIdParams; data: MemberDetail }>({
    method: "GET",
    path: "/ops-api/members/:memberId",
    audience: "operator",
    permission: "members.read",
    tag,
    summary: "Profile (ID number masked), orders, payments, notifications, ledger, usage, sub-accounts, IPs, notes",
  }),
  unmaskCertification: defineEndpoint<{ params: MemberIdParams; body: UnmaskRequest; data: UnmaskedCertification }>({
    method: "POST",
    path: "/ops-api/members/:memberId/unmask",
    audience: "operator",
    permission: "certification.unmask",
    tag,
    summary: "The full ID number of the member's personal verification, for a stated reason (audited)",
  }),
  addNote: defineEndpoint<{ params: MemberIdParams; body: MemberNoteRequest; data: MemberNote }>({
    method: "POST",
    path: "/ops-api/members/:memberId/notes",
    audience: "operator",
    permission: "members.notes",
    tag,
    summary: "Adds a note to the member's page",
  }),
  suspendMember: defineEndpoint<{ params: MemberIdParams; body: SuspensionRequest; data: MemberSuspensionState }>({
    method: "POST",
    path: "/ops-api/members/:memberId/suspend",
    audience: "operator",
    permission: "members.suspend",
    tag,
    summary: "Suspends the member: sessions end, gateways and the extraction URL refuse them, logins are refused",
  }),
  liftSuspension: defineEndpoint<{ params: MemberIdParams; body: SuspensionRequest; data: MemberSuspensionState }>({
    method: "POST",
    path: "/ops-api/members/:memberId/lift",
    audience: "operator",
    permission: "members.suspend",
    tag,
    summary: "Lifts a suspension; what the member had enabled works again as before",
  }),
  adjustTraffic: defineEndpoint<{
    params: MemberIdParams;
    body: TrafficAdjustmentRequest;
    data: TrafficAdjustment;
  }>({
    method: "POST",
    path: "/ops-api/members/:memberId/adjust-traffic",
    audience: "operator",
    permission: "members.adjust-traffic",
    tag,
    summary: "Adds or takes traffic (never below zero); above the caller's caps it becomes a request to approve",
  }),
  listPendingAdjustments: defineEndpoint<{ data: AdjustmentList }>({
    method: "GET",
    path: "/ops-api/traffic-adjustments/pending",
    audience: "operator",
    permission: "members.adjust-traffic-unlimited",
    tag,
    summary: "Adjustment requests above support's caps, waiting for an approval",
  }),
  decideAdjustment: defineEndpoint<{
    params: AdjustmentIdParams;
    body: AdjustmentDecisionRequest;
    data: TrafficAdjustment;
  }>({
    method: "POST",
    path: "/ops-api/traffic-adjustments/:adjustmentId/decide",
    audience: "operator",
    permission: "members.adjust-traffic-unlimited",
    tag,
    summary: "Approves (applies) or rejects a waiting request; never the requester's own",
  }),
  extendStaticIp: defineEndpoint<{ params: StaticIpParams; body: StaticIpExtendRequest; data: StaticIpChange }>({
    method: "POST",
    path: "/ops-api/members/:memberId/static-ips/:staticIpId/extend",
    audience: "operator",
    permission: "members.static-ips",
    tag,
    summary: "Extends one of the member's static IPs by a number of days",
  }),
  replaceStaticIp: defineEndpoint<{ params: StaticIpParams; body: StaticIpReplaceRequest; data: StaticIpChange }>({
    method: "POST",
    path: "/ops-api/members/:memberId/static-ips/:staticIpId/replace",
    audience: "operator",
    permission: "members.static-ips",
    tag,
    summary: "Replaces one of the member's static IPs with an address of another node (expiry and account kept)",
  }),
};
