import { type AlertSettings, translateMessage } from "@shop/contract";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient } from "./auth-helpers.ts";
import { quickMembers } from "./orders-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const get = "/app-api/member/alerts/get";
const save = "/app-api/member/alerts/save";

describe.each(testDatabaseKinds())("alerts API (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server);
    [token] = (await quickMembers(server, 1)) as [string];
  });
  afterAll(() => server?.close());

  it("starts with every alert off, and says which channels the member can be reached on", async () => {
    const answer = await api.get<AlertSettings>(get, { token });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data).toEqual({
      trafficBelowGb: null,
      trafficBelowPercent: null,
      subaccountCap: false,
      ipExpiryDays: [],
      balanceBelowYuan: null,
      byEmail: false,
      bySms: false,
      byWebhook: false,
      hasEmail: false,
      hasMobile: true,
      smsAvailable: true,
    });
  });

  it("saves the member's alerts and answers them back", async () => {
    const body = {
      trafficBelowGb: 2.5,
      trafficBelowPercent: 10,
      subaccountCap: true,
      ipExpiryDays: [1, 7, 7],
      balanceBelowYuan: 20.5,
      bySms: true,
      byWebhook: true,
    };
    const answer = await api.post<AlertSettings>(save, body, { token });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data).toMatchObject({ ...body, ipExpiryDays: [7, 1], byEmail: false });
    expect((await api.get<AlertSettings>(get, { token })).data).toMatchObject({ ...body, ipExpiryDays: [7, 1] });
  });

  it("refuses bad input with a translated message and changes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ balanceBelowYuan: 10 }, "alerts.channelRequired"],
      [{ trafficBelowPercent: 0, byEmail: true }, "alerts.percentInvalid"],
      [{ trafficBelowGb: "lots", byEmail: true }, "alerts.trafficGbInvalid"],
      [{ ipExpiryDays: [2], byEmail: true }, "alerts.daysInvalid"],
      [{ balanceBelowYuan: -1, byEmail: true }, "alerts.balanceInvalid"],
    ];
    for (const [body, key] of cases) {
      for (const language of ["zh-CN", "en"] as const) {
        const answer = await api.post(save, body, { token, language });
        expect(answer.code, JSON.stringify(body)).toBe(400);
        expect(answer.msg).toContain(translateMessage(language, key));
      }
    }
    expect((await api.get<AlertSettings>(get, { token })).data.balanceBelowYuan).toBe(20.5);
  });

  it("needs a signed-in member", async () => {
    expect((await api.get(get)).code).toBe(401);
  });
});
