import { randomBytes } from "node:crypto";
import { signAcs3Request } from "./aliyun-signature.ts";
import { isMainlandMobile, toAliyunPhoneNumber } from "./phone-number.ts";
import { readJson } from "./provider-http.ts";
import { type NoticeSmsSender, noticeTitle, postToSmsProvider, smsRecipient, smsTemplate } from "./sms-delivery.ts";
import { DeliveryError, type MessageSender, type VerificationMessage } from "./types.ts";

export const aliyunSmsDefaultEndpoint = "https://dysmsapi.aliyuncs.com";
const action = "SendSms";
const apiVersion = "2017-05-25";

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名名称), e.g. "云栈代理". */
  signName: string;
  /** Template codes (SMS_...) with one variable ${code}. */
  templateRegister: string;
  templateReset: string;
  /**
   * Templates approved for international/Hong Kong, Macao and Taiwan numbers (国际/港澳台短信).
   * Without them, codes go to mainland numbers only and any other number is a DeliveryError.
   */
  templateRegisterInternational?: string | undefined;
  templateResetInternational?: string | undefined;
  /**
   * A notification template (通知类) with one variable ${title}, e.g. "您有一条账户通知：${title}，详情请登录
   * 用户中心查看。": account and security notices reach mainland mobile-only members through it.
   */
  templateNotice?: string | undefined;
  endpoint: string;
}

interface SendSmsResponse {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

/**
 * Alibaba Cloud SMS, API SendSms (dysmsapi 2017-05-25), signed with
 * ACS3-HMAC-SHA256. Parameters travel in the query string (RPC style).
 */
export function createAliyunSmsSender(
  config: AliyunSmsConfig,
  options: { timeoutMs?: number } = {},
): MessageSender & NoticeSmsSender {
  const endpoint = new URL(config.endpoint);
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function sendSms(phoneNumber: string, templateCode: string, params: Record<string, string>) {
    const signed = signAcs3Request({
      method: "POST",
      host: endpoint.host,
      path: endpoint.pathname,
      query: {
        PhoneNumbers: phoneNumber,
        SignName: config.signName,
        TemplateCode: templateCode,
        TemplateParam: JSON.stringify(params),
      },
      body: "",
      action,
      version: apiVersion,
      accessKeyId: config.accessKeyId,
      accessKeySecret: config.accessKeySecret,
      date: new Date(),
      nonce: randomBytes(16).toString("hex"),
    });

    const url = `${endpoint.origin}${endpoint.pathname}?${signed.queryString}`;
    const response = await postToSmsProvider(
      "aliyun",
      url,
      { headers: { ...signed.headers, accept: "application/json" } },
      timeoutMs,
    );

    const result = await readJson<SendSmsResponse>(response);
    if (result?.Code === "OK") return;
    // Errors come as HTTP 4xx/5xx with {Code, Message} or as HTTP 200 with a Code other than "OK".
    const code = result?.Code;
    const reason = result?.Message ?? `HTTP ${response.status}`;
    throw new DeliveryError("aliyun", code ? `${code}: ${reason}` : reason, { providerCode: code });
  }

  return {
    async send(message: VerificationMessage): Promise<void> {
      const phoneNumber = smsRecipient("aliyun", message, toAliyunPhoneNumber);
      const templateCode = smsTemplate("aliyun", message, {
        mainland: isMainlandMobile(message.to),
        register: config.templateRegister,
        reset: config.templateReset,
        registerInternational: config.templateRegisterInternational,
        resetInternational: config.templateResetInternational,
      });
      await sendSms(phoneNumber, templateCode, { code: message.code });
    },

    async sendNotice(to: string, title: string): Promise<boolean> {
      const phoneNumber = toAliyunPhoneNumber(to);
      if (!config.templateNotice || !phoneNumber || !isMainlandMobile(to)) return false;
      await sendSms(phoneNumber, config.templateNotice, { title: noticeTitle(title) });
      return true;
    },
  };
}
