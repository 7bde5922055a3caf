import { ordersCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { ReceiptsService } from "./service.ts";

/** The member's receipt of a paid order (issue #31), made on request in the request's language. */
export async function receiptRoutes(app: FastifyInstance, opts: { receipts: ReceiptsService }) {
  serveEndpoint(app, ordersCalls.getOrderReceipt, async ({ query }, request) => {
    const file = await opts.receipts.receiptFor(
      currentMember(request).memberId,
      query.orderType,
      query.id,
      request.locale,
      request.hostname,
    );
    return { filename: file.fileName, contentType: "application/pdf", content: file.bytes };
  });
}
