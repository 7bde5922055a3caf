import type { DescribedEndpoint } from "../endpoint-schemas.ts";
import { alertsCalls } from "./alerts.schemas.ts";
import { apiKeysCalls } from "./api-keys.schemas.ts";
import { authCalls } from "./auth.schemas.ts";
import { balanceCalls } from "./balance.schemas.ts";
import { captchaCalls } from "./captcha.schemas.ts";
import { catalogueCalls } from "./catalogue.schemas.ts";
import { certificationCalls } from "./certification.schemas.ts";
import { contentCalls } from "./content.schemas.ts";
import { dataRightsCalls } from "./data-rights.schemas.ts";
import { growthCalls } from "./growth.schemas.ts";
import { inboxCalls } from "./inbox.schemas.ts";
import { invoiceCalls } from "./invoices.schemas.ts";
import { memberSecurityCalls } from "./member-security.schemas.ts";
import { ordersCalls } from "./orders.schemas.ts";
import { paymentsCalls } from "./payments.schemas.ts";
import { proxyAccountsCalls } from "./proxy-accounts.schemas.ts";
import { regionsCalls } from "./regions.schemas.ts";
import { siteCalls } from "./site.schemas.ts";
import { supportCalls } from "./support.schemas.ts";
import { tunnelPlanCalls } from "./tunnel-plans.schemas.ts";
import { usageCalls } from "./usage.schemas.ts";
import { webhooksCalls } from "./webhooks.schemas.ts";

/** Every declared call with its schemas: the server serves them, the API reference lists them. */
export const allCalls: readonly DescribedEndpoint[] = [
  ...Object.values(apiKeysCalls),
  ...Object.values(authCalls),
  ...Object.values(balanceCalls),
  ...Object.values(captchaCalls),
  ...Object.values(catalogueCalls),
  ...Object.values(contentCalls),
  ...Object.values(dataRightsCalls),
  ...Object.values(growthCalls),
  ...Object.values(invoiceCalls),
  ...Object.values(certificationCalls),
  ...Object.values(memberSecurityCalls),
  ...Object.values(ordersCalls),
  ...Object.values(paymentsCalls),
  ...Object.values(proxyAccountsCalls),
  ...Object.values(regionsCalls),
  ...Object.values(siteCalls),
  ...Object.values(supportCalls),
  ...Object.values(usageCalls),
  ...Object.values(webhooksCalls),
  ...Object.values(alertsCalls),
  ...Object.values(tunnelPlanCalls),
  ...Object.values(inboxCalls),
];
