import { z } from "zod";

/** The official-account OAuth used to learn a buyer's OpenID before a JSAPI payment. */
export interface WechatOAuthConfig {
  /** The same app id the merchant pays under (JSAPI needs the OpenID under this app). */
  appId: string;
  appSecret: string;
  /** https://open.weixin.qq.com, or the sandbox's stand-in. */
  authorizeBase: string;
  /** https://api.weixin.qq.com, or the sandbox's stand-in. */
  apiBase: string;
  timeoutMs?: number;
}

export const wechatOAuthDefaults = {
  authorizeBase: "https://open.weixin.qq.com",
  apiBase: "https://api.weixin.qq.com",
};

/** Why no OpenID came back: WeChat's errcode (40029 invalid code, 40163 code used) or "unreachable". */
export class WechatOAuthError extends Error {
  readonly errcode: number | "unreachable" | "malformed";
  constructor(message: string, errcode: number | "unreachable" | "malformed") {
    super(message);
    this.name = "WechatOAuthError";
    this.errcode = errcode;
  }
}

const tokenAnswerSchema = z.union([
  z.object({ access_token: z.string(), openid: z.string().min(1), scope: z.string().optional() }),
  z.object({ errcode: z.number(), errmsg: z.string().optional() }),
]);

export interface WechatOAuth {
  readonly appId: string;
  /** snsapi_base: WeChat sends the buyer straight back to redirectUri?code=…&state=… without asking. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** Exchanges a code (single use, 5 minutes) for the buyer's OpenID. */
  openIdFromCode(code: string): Promise<string>;
}

export function createWechatOAuth(config: WechatOAuthConfig): WechatOAuth {
  const authorizeBase = config.authorizeBase.replace(/\/+$/, "");
  const apiBase = config.apiBase.replace(/\/+$/, "");
  return {
    appId: config.appId,
    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({
        appid: config.appId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: "snsapi_base",
        state,
      });
      // WeChat insists on this parameter order and the #wechat_redirect fragment.
      return `${authorizeBase}/connect/oauth2/authorize?${query.toString()}#wechat_redirect`;
    },
    async openIdFromCode(code) {
      const url = new URL(`${apiBase}/sns/oauth2/access_token`);
      url.search = new URLSearchParams({
        appid: config.appId,
        secret: config.appSecret,
        code,
        grant_type: "authorization_code",
      }).toString();
      let body: unknown;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs ?? 10_000) });
        body = await response.json();
      } catch (error) {
        throw new WechatOAuthError(`WeChat OAuth unreachable: ${(error as Error).message}`, "unreachable");
      }
      const parsed = tokenAnswerSchema.safeParse(body);
      if (!parsed.success) throw new WechatOAuthError("WeChat OAuth answered something unreadable", "malformed");
      if ("errcode" in parsed.data) {
        throw new WechatOAuthError(`WeChat OAuth refused the code: ${parsed.data.errmsg ?? ""}`, parsed.data.errcode);
      }
      return parsed.data.openid;
    },
  };
}
