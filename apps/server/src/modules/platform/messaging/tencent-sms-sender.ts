import { isMainlandMobile, toE164 } from "./phone-number.ts";
import { readJson } from "./provider-http.ts";
import { type NoticeSmsSender, noticeTitle, postToSmsProvider, smsRecipient, smsTemplate } from "./sms-delivery.ts";
import { signTc3Request } from "./tencent-signature.ts";
import { DeliveryError, type MessageSender, type VerificationMessage } from "./types.ts";

export const tencentSmsDefaultEndpoint = "https://sms.tencentcloudapi.com";
export const tencentSmsDefaultRegion = "ap-guangzhou";
const service = "sms";
const action = "SendSms";
const apiVersion = "2021-01-11";

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  /** SmsSdkAppId of the SMS application, e.g. "1400006666". */
  sdkAppId: string;
  /** The approved signature (签名内容), e.g. "云栈代理". */
  signName: string;
  /** Template ids with one variable {1} for the code. */
  templateRegister: string;
  templateReset: string;
  /**
   * Template ids approved for international/Hong Kong, Macao and Taiwan numbers (国际/港澳台短信).
   * Without them, codes go to mainland numbers only and any other number is a DeliveryError.
   */
  templateRegisterInternational?: string | undefined;
  templateResetInternational?: string | undefined;
  /**
   * A notification template with one parameter {1} (the notice's title), e.g. "您有一条账户通知：{1}，详情请登录
   * 用户中心查看。": account and security notices reach mainland mobile-only members through it.
   */
  templateNotice?: string | undefined;
  region: string;
  endpoint: string;
}

interface SendSmsResponse {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: Array<{ Code?: string; Message?: string; PhoneNumber?: string }>;
    RequestId?: string;
  };
}

/** Tencent Cloud SMS, API SendSms (2021-01-11), signed with TC3-HMAC-SHA256. */
export function createTencentSmsSender(
  config: TencentSmsConfig,
  options: { timeoutMs?: number } = {},
): MessageSender & NoticeSmsSender {
  const endpoint = new URL(config.endpoint);
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function sendSms(phoneNumber: string, templateId: string, params: string[]) {
    const payload = JSON.stringify({
      PhoneNumberSet: [phoneNumber],
      SmsSdkAppId: config.sdkAppId,
      SignName: config.signName,
      TemplateId: templateId,
      TemplateParamSet: params,
    });
    const signed = signTc3Request({
      secretId: config.secretId,
      secretKey: config.secretKey,
      service,
      host: endpoint.host,
      action,
      version: apiVersion,
      region: config.region,
      payload,
      timestamp: Math.floor(Date.now() / 1000),
    });

    const response = await postToSmsProvider(
      "tencent",
      `${endpoint.origin}/`,
      { headers: signed.headers, body: payload },
      timeoutMs,
    );

    const result = await readJson<SendSmsResponse>(response);
    const error = result?.Response?.Error;
    if (error) {
      throw new DeliveryError("tencent", `${error.Code}: ${error.Message}`, { providerCode: error.Code });
    }
    const status = result?.Response?.SendStatusSet?.[0];
    if (!status) throw new DeliveryError("tencent", `unexpected response (HTTP ${response.status})`);
    if (status.Code !== "Ok") {
      throw new DeliveryError("tencent", `${status.Code}: ${status.Message}`, { providerCode: status.Code });
    }
  }

  return {
    async send(message: VerificationMessage): Promise<void> {
      const phoneNumber = smsRecipient("tencent", message, toE164);
      const templateId = smsTemplate("tencent", message, {
        mainland: isMainlandMobile(message.to),
        register: config.templateRegister,
        reset: config.templateReset,
        registerInternational: config.templateRegisterInternational,
        resetInternational: config.templateResetInternational,
      });
      await sendSms(phoneNumber, templateId, [message.code]);
    },

    async sendNotice(to: string, title: string): Promise<boolean> {
      const phoneNumber = toE164(to);
      if (!config.templateNotice || !phoneNumber || !isMainlandMobile(to)) return false;
      await sendSms(phoneNumber, config.templateNotice, [noticeTitle(title)]);
      return true;
    },
  };
}
