import { describe, expect, it } from "vitest";
import { channelOf, oauthReturnOf, wechatSceneOf } from "./wechat-scene.ts";

const iphoneSafari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const iphoneWechat =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN";
const androidChrome =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const desktopChrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

describe("WeChat Pay scene by browser", () => {
  it("JSAPI inside WeChat, H5 in other phone browsers, the QR code on computers", () => {
    expect(wechatSceneOf(iphoneWechat)).toBe("jsapi");
    expect(wechatSceneOf(iphoneSafari)).toBe("h5");
    expect(wechatSceneOf(androidChrome)).toBe("h5");
    expect(wechatSceneOf(desktopChrome)).toBe("native");
  });

  it("picks the channel from the method, the device and the scene", () => {
    expect(channelOf("wechat", "wap", "jsapi")).toBe("wx_jsapi");
    expect(channelOf("wechat", "pc", "h5")).toBe("wx_h5");
    expect(channelOf("wechat", "wap", "native")).toBe("wx_native");
    expect(channelOf("alipay", "wap", "jsapi")).toBe("alipay_wap");
    expect(channelOf("alipay", "pc", "native")).toBe("alipay_pc");
  });

  it("reads the code WeChat's OAuth brings back and keeps the rest of the query", () => {
    expect(oauthReturnOf("?orderType=recharge&id=7&code=abc.def&state=wxpay")).toEqual({
      code: "abc.def",
      rest: "?orderType=recharge&id=7",
    });
    expect(oauthReturnOf("?orderType=recharge&id=7&code=abc")).toBeNull();
    expect(oauthReturnOf("?orderType=recharge&id=7")).toBeNull();
  });
});
