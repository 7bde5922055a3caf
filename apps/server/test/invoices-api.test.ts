import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "./auth-helpers.ts";
import { tinyPdf } from "./invoice-helpers.ts";
import { memberPaysOrder } from "./paid-order-helpers.ts";
import { makeMembers, type TestMember } from "./proxy-centre-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

describe.each(testDatabaseKinds())("invoice calls (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it("a member asks for an invoice of a paid order, is told what is wrong in their language, and downloads the PDF", async () => {
    const [member, stranger] = (await makeMembers(server, 2, { certified: false })) as [TestMember, TestMember];
    const { order } = await memberPaysOrder(server, { token: member.token, trafficGb: 1 });
    const { orderNo } = order;
    const api = apiClient(server);
    const form = { orderNo, kind: "normal", title: "厦门示例网络科技有限公司", email: "tax@example.com" };

    const bad = await api.post(
      "/app-api/invoice/create",
      { ...form, taxId: "91350100M000100Y44" },
      {
        token: member.token,
        language: "zh-CN",
      },
    );
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain("统一社会信用代码有误");

    const made = await api.post<{ id: number; amountFen: number; status: string }>(
      "/app-api/invoice/create",
      { ...form, taxId: "91350100M000100Y43" },
      { token: member.token },
    );
    expect(made.data).toMatchObject({ amountFen: order.payAmount, status: "requested" });
    const again = await api.post(
      "/app-api/invoice/create",
      { ...form, taxId: "91350100M000100Y43" },
      {
        token: member.token,
      },
    );
    expect(again).toMatchObject({ code: 400, msg: "An invoice has already been requested or issued for this order" });

    const pdf = tinyPdf();
    await server.services.invoices.issue(1, made.data.id, { pdf: { bytes: pdf, originalName: "fapiao.pdf" } });
    const listed = await api.get<Array<{ status: string; hasPdf: boolean }>>("/app-api/invoice/list", {
      token: member.token,
    });
    expect(listed.data).toMatchObject([{ status: "issued", hasPdf: true }]);

    const download = await fetch(`${server.baseUrl}/app-api/invoice/pdf?invoiceId=${made.data.id}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain(".pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const theirs = await fetch(`${server.baseUrl}/app-api/invoice/pdf?invoiceId=${made.data.id}`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    // Another member gets the API's "not found" envelope, never the file.
    expect(theirs.headers.get("content-type")).not.toContain("pdf");
    expect(await theirs.json()).toMatchObject({ code: 404 });
  });
});
