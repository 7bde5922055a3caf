import { consoleCertificationReviewCalls, consoleMembersCalls, type FileAnswer } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { extensionOf, type SniffedContentType } from "../../platform/storage/file-type.ts";
import { auditContextOf } from "../audit/service.ts";
import { currentOperator } from "../operators/console-http.ts";
import type { ConsoleCertificationReviewService } from "./certification-review-service.ts";
import type { ConsoleActor, ConsoleMembersService } from "./service.ts";

/** The console's member and real-name review calls (served on the operator host only). */
export async function consoleMembersRoutes(
  app: FastifyInstance,
  opts: { members: ConsoleMembersService; certificationReview: ConsoleCertificationReviewService },
) {
  const { members, certificationReview } = opts;
  const actorOf = (request: FastifyRequest): ConsoleActor => ({
    operator: currentOperator(request),
    audit: auditContextOf(request),
  });
  const c = consoleMembersCalls;

  serveEndpoint(app, c.searchMembers, async ({ query }, request) => members.searchMembers(actorOf(request), query));
  serveEndpoint(app, c.getMember, async ({ params }, request) => members.getMember(actorOf(request), params.memberId));
  serveEndpoint(app, c.unmaskCertification, async ({ params, body }, request) =>
    members.unmaskIdNumber(actorOf(request), params.memberId, body.reason),
  );
  serveEndpoint(app, c.addNote, async ({ params, body }, request) =>
    members.addNote(actorOf(request), params.memberId, body.body),
  );
  serveEndpoint(app, c.suspendMember, async ({ params, body }, request) =>
    members.suspend(actorOf(request), params.memberId, body.reason),
  );
  serveEndpoint(app, c.liftSuspension, async ({ params, body }, request) =>
    members.lift(actorOf(request), params.memberId, body.reason),
  );
  serveEndpoint(app, c.adjustTraffic, async ({ params, body }, request) =>
    members.adjustTraffic(actorOf(request), params.memberId, body),
  );
  serveEndpoint(app, c.listPendingAdjustments, async (_input, request) =>
    members.listPendingAdjustments(actorOf(request)),
  );
  serveEndpoint(app, c.decideAdjustment, async ({ params, body }, request) =>
    members.decideAdjustment(actorOf(request), params.adjustmentId, body),
  );
  serveEndpoint(app, c.extendStaticIp, async ({ params, body }, request) =>
    members.extendStaticIp(actorOf(request), params.memberId, params.staticIpId, body),
  );
  serveEndpoint(app, c.replaceStaticIp, async ({ params, body }, request) =>
    members.replaceStaticIp(actorOf(request), params.memberId, params.staticIpId, body),
  );

  const k = consoleCertificationReviewCalls;
  serveEndpoint(app, k.listApplications, async ({ query }, request) =>
    certificationReview.queue(actorOf(request), query.status === "all"),
  );
  serveEndpoint(app, k.getApplication, async ({ params }, request) =>
    certificationReview.application(actorOf(request), params),
  );
  serveEndpoint(app, k.viewLicence, async ({ params }, request): Promise<FileAnswer> => {
    const file = await certificationReview.licence(actorOf(request), params);
    const extension = extensionOf(file.contentType as SniffedContentType);
    return {
      filename: `licence-E${params.id}.${extension}`,
      contentType: file.contentType,
      content: file.bytes,
      inline: true,
    };
  });
  serveEndpoint(app, k.decideApplication, async ({ params, body }, request) =>
    certificationReview.decide(actorOf(request), params, body),
  );
}
