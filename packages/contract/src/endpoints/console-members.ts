import type {
  AdjustmentDecisionRequest,
  AdjustmentIdParams,
  AdjustmentList,
  MemberDetail,
  MemberIdParams,
  MemberNote,
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
import { endpointGroup } from "../endpoint.ts";

const { get, post } = endpointGroup({ tag: "Console: members", audience: "operator" });

/** A change to one member: which (the route's memberId), what is asked, and what it answers. */
type OnMember<Body, Data> = { params: MemberIdParams; body: Body; data: Data };
/** A change to one of a member's static IPs. */
type OnStaticIp<Body, Data> = { params: StaticIpParams; body: Body; data: Data };

/**
 * Support's member calls: search, the member page ("why was I charged"), notes, suspension, traffic
 * adjustments (capped; above the caps a request someone else approves) and static IPs. Every change
 * and every unmasked read is audited in its own transaction.
 */
export const consoleMembersEndpoints = {
  searchMembers: get<{ query: MemberSearchQuery; data: MemberPage }>(
    "/ops-api/members",
    "Members by mobile, e-mail, order number, sub-account name, exit IP or id; sorted and paged",
    { permission: "members.read" },
  ),
  getMember: get<{ params: MemberIdParams; data: MemberDetail }>(
    "/ops-api/members/:memberId",
    "Profile (ID number masked), orders, payments, notifications, ledger, usage, sub-accounts, IPs, notes",
    { permission: "members.read" },
  ),
  unmaskCertification: post<OnMember<UnmaskRequest, UnmaskedCertification>>(
    "/ops-api/members/:memberId/unmask",
    "The full ID number of the member's personal verification, for a stated reason (audited)",
    { permission: "certification.unmask" },
  ),
  addNote: post<OnMember<MemberNoteRequest, MemberNote>>(
    "/ops-api/members/:memberId/notes",
    "Adds a note to the member's page",
    { permission: "members.notes" },
  ),
  suspendMember: post<OnMember<SuspensionRequest, MemberSuspensionState>>(
    "/ops-api/members/:memberId/suspend",
    "Suspends the member: sessions end, gateways and the extraction URL refuse them, logins are refused",
    { permission: "members.suspend" },
  ),
  liftSuspension: post<OnMember<SuspensionRequest, MemberSuspensionState>>(
    "/ops-api/members/:memberId/lift",
    "Lifts a suspension; what the member had enabled works again as before",
    { permission: "members.suspend" },
  ),
  adjustTraffic: post<OnMember<TrafficAdjustmentRequest, TrafficAdjustment>>(
    "/ops-api/members/:memberId/adjust-traffic",
    "Adds or takes traffic (never below zero); above the caller's caps it becomes a request to approve",
    { permission: "members.adjust-traffic" },
  ),
  listPendingAdjustments: get<{ data: AdjustmentList }>(
    "/ops-api/traffic-adjustments/pending",
    "Adjustment requests above support's caps, waiting for an approval",
    { permission: "members.adjust-traffic-unlimited" },
  ),
  decideAdjustment: post<{ params: AdjustmentIdParams; body: AdjustmentDecisionRequest; data: TrafficAdjustment }>(
    "/ops-api/traffic-adjustments/:adjustmentId/decide",
    "Approves (applies) or rejects a waiting request; never the requester's own",
    { permission: "members.adjust-traffic-unlimited" },
  ),
  extendStaticIp: post<OnStaticIp<StaticIpExtendRequest, StaticIpChange>>(
    "/ops-api/members/:memberId/static-ips/:staticIpId/extend",
    "Extends one of the member's static IPs by a number of days",
    { permission: "members.static-ips" },
  ),
  replaceStaticIp: post<OnStaticIp<StaticIpReplaceRequest, StaticIpChange>>(
    "/ops-api/members/:memberId/static-ips/:staticIpId/replace",
    "Replaces one of the member's static IPs with an address of another node (expiry and account kept)",
    { permission: "members.static-ips" },
  ),
};
