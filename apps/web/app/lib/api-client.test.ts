import { authEndpoints, catalogueEndpoints, certificationEndpoints, dataRightsEndpoints } from "@shop/contract/core";
import { describe, expect, it, vi } from "vitest";
import { ApiError, callSucceeded, createApiClient } from "./api-client.ts";

const texts = {
  "api.loginExpired": "Your session has expired. Please log in again.",
  "api.requestTimeout": "The request timed out. Please try again.",
  "api.serverError": "Something went wrong on our side. Please try again.",
  "api.networkError": "Network connection failed",
} as const;

function setup(respond: (url: string, init: RequestInit) => Promise<Response>, token: string | null = "tok-1") {
  const notify = vi.fn<(message: string) => void>();
  const onUnauthorized = vi.fn();
  const fetchMock = vi.fn(respond);
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    timeoutMs: 50,
    getLocale: () => "en",
    getToken: () => token,
    notify,
    translate: (key) => texts[key],
    onUnauthorized,
  });
  return { client, notify, onUnauthorized, fetchMock };
}

const envelope = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

describe("API client (SPEC §7, §8)", () => {
  it("sends the locale and the bearer token and returns data on code 0", async () => {
    const { client, fetchMock } = setup(() => envelope({ code: 0, data: { ip: "1.2.3.4" }, msg: "" }));
    await expect(client.call(catalogueEndpoints.getTrafficPackage, { query: { id: 7 } })).resolves.toEqual({
      ip: "1.2.3.4",
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${catalogueEndpoints.getTrafficPackage.path}?id=7`);
    expect(init?.headers).toMatchObject({ "Accept-Language": "en", Authorization: "Bearer tok-1" });
  });

  it("sends no Authorization header when logged out", async () => {
    const { client, fetchMock } = setup(() => envelope({ code: 0, data: null, msg: "" }), null);
    await client.call(catalogueEndpoints.listStaticIspNodes, { query: { type: undefined } });
    await client.call(authEndpoints.login, { body: { account: "13800138000", password: "secret" } });
    const [listUrl] = fetchMock.mock.calls[0] ?? [];
    expect(listUrl).toBe(catalogueEndpoints.listStaticIspNodes.path);
    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.headers).not.toHaveProperty("Authorization");
    expect(init?.body).toBe('{"account":"13800138000","password":"secret"}');
  });

  it("on body code 401 toasts 'Login expired', logs out and goes to login", async () => {
    const { client, notify, onUnauthorized } = setup(() => envelope({ code: 401, data: null, msg: "whatever" }));
    await expect(client.call(authEndpoints.getMemberUser)).rejects.toMatchObject({ kind: "unauthorized" });
    expect(notify).toHaveBeenCalledWith("Your session has expired. Please log in again.");
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("on body code 500 toasts the response's msg", async () => {
    const { client, notify } = setup(() => envelope({ code: 500, data: null, msg: "Busy (request ID 42)" }));
    await expect(client.call(authEndpoints.getMemberUser, {}, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(notify).toHaveBeenCalledWith("Busy (request ID 42)");
  });

  it("on an HTTP 5xx status toasts 'Server error'", async () => {
    const { client, notify } = setup(() => Promise.resolve(new Response("<html>bad gateway</html>", { status: 502 })));
    await expect(client.call(authEndpoints.getMemberUser)).rejects.toMatchObject({ kind: "http" });
    expect(notify).toHaveBeenCalledWith("Something went wrong on our side. Please try again.");
  });

  it("on a timeout toasts 'Request timeout'", async () => {
    const { client, notify } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    await expect(client.call(authEndpoints.getMemberUser)).rejects.toMatchObject({ kind: "timeout" });
    expect(notify).toHaveBeenCalledWith("The request timed out. Please try again.");
  });

  it("on a lost connection toasts 'Network connection failed' and carries it, not the browser's own words", async () => {
    const { client, notify } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(client.call(authEndpoints.getMemberUser)).rejects.toMatchObject({
      kind: "network",
      message: "Network connection failed",
    });
    expect(notify).toHaveBeenCalledWith("Network connection failed");
  });

  it("returns other business errors with their code and message, quietly when asked", async () => {
    const { client, notify } = setup(() => envelope({ code: 1006000000, data: null, msg: "Verify first" }));
    await expect(client.call(authEndpoints.getMemberUser, {}, { quiet: true })).rejects.toMatchObject({
      kind: "business",
      code: 1006000000,
      message: "Verify first",
    });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe("API client session refresh", () => {
  it("refreshes once on 401 and repeats the call with the new token", async () => {
    let token = "old";
    const notify = vi.fn();
    const onUnauthorized = vi.fn();
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      return new Response(
        JSON.stringify(auth === "Bearer new" ? { code: 0, data: 1, msg: "" } : { code: 401, data: null, msg: "" }),
      );
    });
    const refreshSession = vi.fn(async () => {
      token = "new";
      return true;
    });
    const client = createApiClient({
      fetch: fetchMock as unknown as typeof fetch,
      getLocale: () => "zh-CN",
      getToken: () => token,
      notify,
      translate: (key) => key,
      onUnauthorized,
      refreshSession,
    });
    await expect(
      Promise.all([client.call(authEndpoints.getMemberUser), client.call(dataRightsEndpoints.getClosurePreview)]),
    ).resolves.toEqual([1, 1]);
    expect(refreshSession).toHaveBeenCalledOnce();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("repeats a call whose 401 arrives after another call's refresh, without trading the new pair away", async () => {
    // The server accepts only the newest pair; each refresh replaces it. Answers come when the test says.
    let newest = 1;
    let cookie = 0;
    const pending: { token: string | null; answer(): void }[] = [];
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          const token = (init.headers as Record<string, string>).Authorization ?? null;
          pending.push({
            token,
            answer: () =>
              resolve(
                new Response(
                  JSON.stringify(
                    token === `Bearer ${newest}`
                      ? { code: 0, data: "ok", msg: "" }
                      : { code: 401, data: null, msg: "" },
                  ),
                ),
              ),
          });
        }),
    );
    const refreshSession = vi.fn(async () => {
      newest += 1;
      cookie = newest;
      return true;
    });
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      fetch: fetchMock as unknown as typeof fetch,
      getLocale: () => "en",
      getToken: () => String(cookie),
      notify: vi.fn(),
      translate: (key) => key,
      onUnauthorized,
      refreshSession,
    });
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

    const first = client.call(authEndpoints.getMemberUser);
    const second = client.call(dataRightsEndpoints.getClosurePreview);
    await settled();
    pending[0]?.answer(); // 401: refreshes, then repeats the first call with the new pair
    await settled();
    expect(refreshSession).toHaveBeenCalledOnce();
    pending[1]?.answer(); // 401 for the old pair, after the refresh went through
    await settled();
    for (const call of pending.slice(2)) call.answer();

    await expect(Promise.all([first, second])).resolves.toEqual(["ok", "ok"]);
    expect(refreshSession).toHaveBeenCalledOnce();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("refuses quietly a call whose 401 arrives after the session ended on this page (a logout)", async () => {
    let sessionsEnded = 0;
    let answer401: () => void = () => {};
    const notify = vi.fn();
    const onUnauthorized = vi.fn();
    const refreshSession = vi.fn(async () => false);
    const client = createApiClient({
      fetch: (() =>
        new Promise<Response>((resolve) => {
          answer401 = () => resolve(new Response(JSON.stringify({ code: 401, data: null, msg: "" })));
        })) as unknown as typeof fetch,
      getLocale: () => "en",
      getToken: () => "tok",
      notify,
      translate: (key) => key,
      onUnauthorized,
      refreshSession,
      sessionsEnded: () => sessionsEnded,
    });
    const slow = client.call(dataRightsEndpoints.getClosurePreview);
    await new Promise((resolve) => setTimeout(resolve, 0));
    sessionsEnded += 1; // the member logs out while the call is under way
    answer401();

    await expect(slow).rejects.toMatchObject({ kind: "unauthorized" });
    expect(refreshSession).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();

    // A call sent after the end is a visitor's: "login expired" and the way to login, as before.
    const later = client.call(dataRightsEndpoints.getClosurePreview);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer401();
    await expect(later).rejects.toMatchObject({ kind: "unauthorized" });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith("api.loginExpired");
  });

  it("logs out when the refresh fails", async () => {
    const onUnauthorized = vi.fn();
    const notify = vi.fn();
    const client = createApiClient({
      fetch: (async () => new Response(JSON.stringify({ code: 401, data: null, msg: "" }))) as unknown as typeof fetch,
      getLocale: () => "en",
      getToken: () => "tok",
      notify,
      translate: (key) => key,
      onUnauthorized,
      refreshSession: async () => false,
    });
    await expect(client.call(authEndpoints.getMemberUser)).rejects.toMatchObject({ kind: "unauthorized" });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith("api.loginExpired");
  });
});

describe("API client: real-name prompt, uploads and downloads", () => {
  it("on code 1006000000 shows the real-name prompt instead of a toast, even for quiet calls", async () => {
    const notify = vi.fn();
    const onNotAuthenticated = vi.fn();
    const client = createApiClient({
      fetch: (async () =>
        new Response(
          JSON.stringify({ code: 1006000000, data: null, msg: "Please complete real-name verification first" }),
        )) as unknown as typeof fetch,
      getLocale: () => "en",
      getToken: () => "tok",
      notify,
      translate: (key) => key,
      onUnauthorized: vi.fn(),
      onNotAuthenticated,
    });
    for (const quiet of [false, true]) {
      await expect(client.call(dataRightsEndpoints.getClosurePreview, {}, { quiet })).rejects.toMatchObject({
        kind: "business",
        code: 1006000000,
      });
    }
    expect(onNotAuthenticated).toHaveBeenCalledTimes(2);
    expect(onNotAuthenticated).toHaveBeenCalledWith("Please complete real-name verification first");
    expect(notify).not.toHaveBeenCalled();
    // A dialog that says it itself gets only the error: no prompt behind the modal.
    await expect(
      client.call(dataRightsEndpoints.getClosurePreview, {}, { quiet: true, ownsNotAuthenticated: true }),
    ).rejects.toMatchObject({ kind: "business", code: 1006000000 });
    expect(onNotAuthenticated).toHaveBeenCalledTimes(2);
    expect(notify).not.toHaveBeenCalled();
  });

  it("sends a declared upload as multipart in the part its declaration names, the browser setting the boundary", async () => {
    const { client, fetchMock } = setup(() => envelope({ code: 0, data: { fileId: 7 }, msg: "" }));
    const file = new Blob(["%PDF-1.4"], { type: "application/pdf" });
    await expect(client.upload(certificationEndpoints.uploadLicence, file, "licence.pdf")).resolves.toEqual({
      fileId: 7,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain(certificationEndpoints.uploadLicence.path);
    const body = init?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(body instanceof FormData && body.get("file")).toBeInstanceOf(Blob);
    expect(init?.headers).not.toHaveProperty("Content-Type");
    expect(init?.method).toBe("POST");
  });

  it("returns a file download as a Blob, and still reads an error envelope", async () => {
    const { client } = setup(() =>
      Promise.resolve(new Response(new Uint8Array([0x89, 0x50]), { headers: { "content-type": "image/png" } })),
    );
    const blob = await client.call(dataRightsEndpoints.exportMyData);
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(2);
    const failing = setup(() => envelope({ code: 404, data: null, msg: "Not found" }));
    await expect(failing.client.call(dataRightsEndpoints.exportMyData)).rejects.toMatchObject({ code: 404 });
    expect(failing.notify).toHaveBeenCalledWith("Not found");
  });

  it("returns a JSON attachment (the member's data) as a Blob, not as an envelope", async () => {
    const file = JSON.stringify({ member: { id: 7 } });
    const { client, notify } = setup(() =>
      Promise.resolve(
        new Response(file, {
          headers: {
            "content-type": "application/json; charset=utf-8",
            "content-disposition": 'attachment; filename="my-data-2026-11-27.json"',
          },
        }),
      ),
    );
    const blob = await client.call(dataRightsEndpoints.exportMyData);
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe(file);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe("callSucceeded", () => {
  it("says whether a reported call succeeded, and lets anything but a refusal through", async () => {
    await expect(callSucceeded(Promise.resolve("done"))).resolves.toBe(true);
    await expect(callSucceeded(Promise.reject(new ApiError("business", "Delete failed", 500)))).resolves.toBe(false);
    await expect(callSucceeded(Promise.reject(new TypeError("bug")))).rejects.toThrow("bug");
  });
});
