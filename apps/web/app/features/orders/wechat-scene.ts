import type { PaymentChannelName, PaymentMethodName, WechatJsapiParams } from "@shop/contract";

/**
 * How WeChat Pay is paid in this browser: JSAPI inside WeChat's own browser (its user agent
 * says MicroMessenger), H5 in any other phone browser, a QR code (Native) on a computer.
 */
export type WechatScene = "jsapi" | "h5" | "native";

export function wechatSceneOf(userAgent: string): WechatScene {
  if (/MicroMessenger/i.test(userAgent)) return "jsapi";
  if (/Mobi|Android|iPhone|iPod|iPad|HarmonyOS/i.test(userAgent)) return "h5";
  return "native";
}

/** "pc" pays with Alipay's desktop cashier, "wap" with its mobile one (/h5/pay). */
export type PayDevice = "pc" | "wap";

export function channelOf(method: PaymentMethodName, device: PayDevice, scene: WechatScene): PaymentChannelName {
  if (method === "wechat") return scene === "jsapi" ? "wx_jsapi" : scene === "h5" ? "wx_h5" : "wx_native";
  if (method === "card") return "card_checkout";
  return device === "wap" ? "alipay_wap" : "alipay_pc";
}

/** The OAuth round trip came back to this page: ?code=…&state=wxpay. */
export function oauthReturnOf(search: string): { code: string; rest: string } | null {
  const params = new URLSearchParams(search);
  const code = params.get("code");
  if (params.get("state") !== "wxpay" || !code) return null;
  params.delete("code");
  params.delete("state");
  const rest = params.toString();
  return { code, rest: rest ? `?${rest}` : "" };
}

interface Bridge {
  invoke(name: "getBrandWCPayRequest", params: WechatJsapiParams, callback: (res: { err_msg: string }) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: Bridge;
  }
}

/** WeChat's JS bridge, once it is ready (it may load after the page); `script` stands in for it in the sandbox. */
function bridge(script: string | undefined): Promise<Bridge> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge);
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error("WeixinJSBridge did not load")), 10_000);
    document.addEventListener(
      "WeixinJSBridgeReady",
      () => {
        window.clearTimeout(timer);
        if (window.WeixinJSBridge) resolve(window.WeixinJSBridge);
        else reject(new Error("WeixinJSBridge did not load"));
      },
      { once: true },
    );
    if (script) {
      const element = document.createElement("script");
      element.src = script;
      element.onerror = () => reject(new Error("WeixinJSBridge did not load"));
      document.head.appendChild(element);
    }
  });
}

/** WeChat's payment sheet for one prepay_id: "ok" once paid, "cancel" when the buyer closed it, else "fail". */
export async function payInWechat(params: WechatJsapiParams, script?: string): Promise<"ok" | "cancel" | "fail"> {
  const wechat = await bridge(script);
  return new Promise((resolve) => {
    wechat.invoke("getBrandWCPayRequest", params, (res) => {
      if (res.err_msg === "get_brand_wcpay_request:ok") resolve("ok");
      else if (res.err_msg === "get_brand_wcpay_request:cancel") resolve("cancel");
      else resolve("fail");
    });
  });
}
