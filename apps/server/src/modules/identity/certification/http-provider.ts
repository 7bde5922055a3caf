import { networkReason, readJson } from "../../platform/messaging/provider-http.ts";
import {
  type CertificationCheckInput,
  type CertificationCheckResult,
  type CertificationProvider,
  CertificationProviderError,
} from "./provider.ts";

export interface HttpCertificationProviderConfig {
  /** The API's full URL, e.g. https://eid.shumaidata.com/eid/check (from the marketplace product page). */
  url: string;
  /** The AppCode of the Alibaba Cloud API marketplace purchase. */
  appCode: string;
  timeoutMs: number;
}

/**
 * The answer documented by the two-factor ID products of the Alibaba Cloud API
 * marketplace (身份证二要素/实名认证, e.g. 数脉 eid/check):
 *
 *   {"code": "0", "message": "成功", "seqNo": "…",
 *    "result": {"res": "1", "description": "一致", …}}
 *
 * `code` "0" means the call worked; then `result.res` is 1 match, 2 mismatch,
 * 3 no record. Any other `code` is a call error (bad parameters, provider
 * trouble) with `message`. The marketplace gateway itself answers failures with
 * an HTTP error status and an X-Ca-Error-Message header (bad AppCode, quota
 * exhausted); X-Ca-Request-Id names the call.
 */
interface MarketplaceAnswer {
  code?: string | number;
  message?: string;
  seqNo?: string;
  result?: { res?: string | number; description?: string };
}

/**
 * A commercial two-factor check (name + ID number) over HTTP, authorised with
 * `Authorization: APPCODE …` as the Alibaba Cloud API marketplace requires.
 * Parameters go form-encoded in a POST body (idcard, name), never in the URL,
 * so no proxy or access log keeps them.
 */
export function createHttpCertificationProvider(config: HttpCertificationProviderConfig): CertificationProvider {
  return {
    name: "http",
    async check(input: CertificationCheckInput): Promise<CertificationCheckResult> {
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: "POST",
          headers: {
            authorization: `APPCODE ${config.appCode}`,
            "content-type": "application/x-www-form-urlencoded; charset=UTF-8",
            accept: "application/json",
          },
          body: new URLSearchParams({ idcard: input.idCardNumber, name: input.realName }).toString(),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new CertificationProviderError(`request failed: ${networkReason(error)}`, { cause: error });
      }

      const requestId = response.headers.get("x-ca-request-id");
      if (!response.ok) {
        const gatewayError = response.headers.get("x-ca-error-message");
        await response.body?.cancel();
        throw new CertificationProviderError(`HTTP ${response.status}${gatewayError ? ` ${gatewayError}` : ""}`);
      }
      const answer = await readJson<MarketplaceAnswer>(response);
      if (!answer || typeof answer !== "object") throw new CertificationProviderError("answer is not JSON");
      const reference = answer.seqNo ?? requestId ?? null;
      if (String(answer.code) !== "0") {
        throw new CertificationProviderError(`code ${answer.code ?? "missing"}: ${answer.message ?? "no message"}`);
      }
      switch (String(answer.result?.res)) {
        case "1":
          return { outcome: "pass", reference };
        case "2":
          return { outcome: "fail", reason: "certification.reasons.mismatch", reference };
        case "3":
          // No record is not proof of fraud (new cards, residence permits): a person decides.
          return { outcome: "review", reference };
        default:
          throw new CertificationProviderError(`unknown result ${JSON.stringify(answer.result?.res ?? null)}`);
      }
    },
  };
}
