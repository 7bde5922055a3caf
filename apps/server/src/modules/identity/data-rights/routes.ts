import { dataRightsCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { clearSessionCookies, type SessionCookies } from "../auth/session-cookies.ts";
import type { DataRightsService } from "./service.ts";

/** Downloading one's data and closing the account: browser sessions only (no scope). */
export async function dataRightsRoutes(
  app: FastifyInstance,
  opts: { dataRights: DataRightsService; cookies: SessionCookies },
) {
  const { dataRights } = opts;
  const calls = dataRightsCalls;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  serveEndpoint(app, calls.exportMyData, async (_input, request) =>
    dataRights.exportData(currentMember(request).memberId, request.locale),
  );
  serveEndpoint(app, calls.getClosurePreview, async (_input, request) =>
    dataRights.closurePreview(currentMember(request).memberId, request.locale),
  );
  serveEndpoint(app, calls.closeAccount, async ({ body }, request, reply) => {
    await dataRights.closeAccount(currentMember(request).memberId, body.password);
    // The account's sessions ended with it: so do this browser's cookies.
    clearSessionCookies(reply, opts.cookies);
    return true as const;
  });
}
