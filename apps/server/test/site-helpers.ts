import type { TestServer } from "./test-server.ts";

/** The site settings a visitor of `host` is given (which substation answers that host name). */
export async function siteSeenAt(server: TestServer, host: string, language = "en") {
  const response = await server.app.inject({
    method: "GET",
    url: "/app-api/ip/website/get",
    headers: { host, "accept-language": language },
  });
  return response.json().data as Record<string, unknown>;
}
