import path from "node:path";
import type { DatabaseHandle } from "@shop/db";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import { type ServerClock, systemClock } from "./lib/clock.ts";
import type { Executor } from "./lib/executor.ts";
import { createRateLimiterFor, purgeExpiredRateLimits } from "./lib/rate-limiter.ts";
import { createAutoRenew } from "./modules/commerce/balance/auto-renew.ts";
import { createBalanceHolds } from "./modules/commerce/balance/holds.ts";
import { balanceRecordsOf, createBalanceService } from "./modules/commerce/balance/service.ts";
import { createTopups, payableOrders } from "./modules/commerce/balance/topups.ts";
import { createCatalogueConsoleService } from "./modules/commerce/catalogue/console-service.ts";
import { createCatalogueRepo } from "./modules/commerce/catalogue/repo.ts";
import { createCatalogueService } from "./modules/commerce/catalogue/service.ts";
import { createExportsService } from "./modules/commerce/exports/service.ts";
import { createInvoicesService } from "./modules/commerce/invoices/service.ts";
import { createOrderStats } from "./modules/commerce/orders/console-stats.ts";
import { createOrdersRepo } from "./modules/commerce/orders/repo.ts";
import { createOrdersService } from "./modules/commerce/orders/service.ts";
import { createStaticIpLimits } from "./modules/commerce/orders/static-ip-limits.ts";
import { createStaticIpLookup } from "./modules/commerce/orders/static-ip-lookup.ts";
import { createBalanceCheckout } from "./modules/commerce/payments/balance-checkout.ts";
import { createBankTransfers } from "./modules/commerce/payments/bank-transfer.ts";
import { createPaymentStats } from "./modules/commerce/payments/console-stats.ts";
import { createRefundsRepo } from "./modules/commerce/payments/refunds-repo.ts";
import { createRefundsService } from "./modules/commerce/payments/refunds-service.ts";
import { createPaymentsRepo } from "./modules/commerce/payments/repo.ts";
import { createPaymentsService } from "./modules/commerce/payments/service.ts";
import { createReceiptsService } from "./modules/commerce/receipts/service.ts";
import { createAuditLog } from "./modules/console/audit/service.ts";
import { createAuditViewer } from "./modules/console/audit/viewer.ts";
import { createAuditViewerRepo } from "./modules/console/audit/viewer-repo.ts";
import { createDashboardService } from "./modules/console/console-dashboard/service.ts";
import { createConsoleCertificationReviewService } from "./modules/console/console-members/certification-review-service.ts";
import { createConsoleMembersRepo } from "./modules/console/console-members/repo.ts";
import { createConsoleMembersService } from "./modules/console/console-members/service.ts";
import { createConsoleTunnelPlans } from "./modules/console/console-members/tunnel-plans.ts";
import { createConsoleOrdersRepo } from "./modules/console/console-orders/repo.ts";
import { createConsoleOrdersService } from "./modules/console/console-orders/service.ts";
import { createOperators } from "./modules/console/operators/create-operators.ts";
import { createGrowth } from "./modules/growth/create-growth.ts";
import { growthMemberData } from "./modules/growth/member-data.ts";
import { createApiKeysRepo } from "./modules/identity/api-keys/repo.ts";
import { createApiKeysService } from "./modules/identity/api-keys/service.ts";
import { createMemberStats } from "./modules/identity/auth/console-stats.ts";
import {
  createMemberCertification,
  createMemberRegistration,
  createMemberSuspension,
} from "./modules/identity/auth/member-standing.ts";
import { createAuthRepo } from "./modules/identity/auth/repo.ts";
import { createAuthService } from "./modules/identity/auth/service.ts";
import { createVerificationCodes } from "./modules/identity/auth/verification-codes.ts";
import { createCaptchaRepo } from "./modules/identity/captcha/repo.ts";
import { createCaptchaService } from "./modules/identity/captcha/service.ts";
import { createCertificationStats } from "./modules/identity/certification/console-stats.ts";
import { createCertificationProvider } from "./modules/identity/certification/create-provider.ts";
import { createCertificationRepo } from "./modules/identity/certification/repo.ts";
import { createCertificationService } from "./modules/identity/certification/service.ts";
import { createDataRightsService } from "./modules/identity/data-rights/service.ts";
import { createInbox } from "./modules/platform/alerts/inbox.ts";
import { createMemberNoticeDelivery } from "./modules/platform/alerts/member-notices.ts";
import { createAlertsService } from "./modules/platform/alerts/service.ts";
import { createMessageSender } from "./modules/platform/messaging/create-senders.ts";
import { createNoticeSender } from "./modules/platform/messaging/notices.ts";
import { createOutboxRepo } from "./modules/platform/messaging/outbox-repo.ts";
import { createFileStorage } from "./modules/platform/storage/create-file-storage.ts";
import { createStoredFilesRepo } from "./modules/platform/storage/repo.ts";
import { createStoredFiles } from "./modules/platform/storage/service.ts";
import { createWebhooksRepo } from "./modules/platform/webhooks/repo.ts";
import { createWebhooksService } from "./modules/platform/webhooks/service.ts";
import { createExitCoverageService } from "./modules/proxy/exit-coverage/service.ts";
import { createExitHealthService } from "./modules/proxy/exit-health/service.ts";
import { createGeoIpService, normaliseIp } from "./modules/proxy/geoip/service.ts";
import { createExtractionService } from "./modules/proxy/proxy-accounts/extraction.ts";
import { createLineTester } from "./modules/proxy/proxy-accounts/line-test.ts";
import { createProxyAccountsRepo } from "./modules/proxy/proxy-accounts/repo.ts";
import { createProxyAccountsService } from "./modules/proxy/proxy-accounts/service.ts";
import { createRegionsService } from "./modules/proxy/regions/service.ts";
import { createSupplierService } from "./modules/proxy/supplier/service.ts";
import { createTargetDenyService } from "./modules/proxy/target-deny/service.ts";
import { createTrafficStats } from "./modules/proxy/traffic/console-stats.ts";
import { createTrafficRepo } from "./modules/proxy/traffic/repo.ts";
import { createTrafficService } from "./modules/proxy/traffic/service.ts";
import { createTunnelPlansRepo } from "./modules/proxy/tunnel-plans/repo.ts";
import { createTunnelPlansService } from "./modules/proxy/tunnel-plans/service.ts";
import { periodResetJobMs } from "./modules/proxy/usage/charging.ts";
import { createGrantsRepo, grantsRepo } from "./modules/proxy/usage/grants-repo.ts";
import { createUsageRepo } from "./modules/proxy/usage/repo.ts";
import { createUsageService } from "./modules/proxy/usage/service.ts";
import { createContentConsoleService } from "./modules/storefront/content/console-service.ts";
import { createContentRepo } from "./modules/storefront/content/repo.ts";
import { createContentService } from "./modules/storefront/content/service.ts";
import { createSiteConsoleService } from "./modules/storefront/site/console-service.ts";
import { createSiteRepo } from "./modules/storefront/site/repo.ts";
import { createSiteService } from "./modules/storefront/site/service.ts";
import { createOperatorNotifier } from "./modules/support/operator-channel.ts";
import { createSupportService } from "./modules/support/service.ts";
import { createPaymentProviders, wechatJsapiDeps } from "./payment-providers/create-providers.ts";
import { withCashierOnBuyerOrigin } from "./payment-providers/sandbox/buyer-origin.ts";
import { loadSandboxKeys, type SandboxKeys } from "./payment-providers/sandbox/keys.ts";
import { createSandboxStore, type SandboxStore } from "./payment-providers/sandbox/store.ts";

export interface ServicesOptions {
  config: Config;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /**
   * This server as it reaches itself over loopback: where the payment sandbox answers when there is
   * no PUBLIC_URL. Processes that serve nothing (the ops command line, benchmarks) leave it out.
   */
  selfOrigin?: () => string;
  /** The port this server listens on (operators' enrolment links without PUBLIC_URL); config.port otherwise. */
  listeningPort?: () => number;
  /** Order deadlines and the close job read this clock; the system clock unless a test moves it. */
  clock?: ServerClock;
  /** Tests turn off the wait added to failed logins past the captcha threshold (250 ms a step). */
  loginSlowdownStepMs?: number;
}

/**
 * The composition root: every service built once, each given its collaborators. The server, the
 * ops command line, the benchmarks and the tests all start here, so a module is wired in one place.
 */
export async function createServices(options: ServicesOptions) {
  const { config, database, log } = options;
  const { db } = database;
  const selfOrigin = options.selfOrigin ?? (() => config.publicUrl ?? "http://127.0.0.1");
  const closers: Array<() => Promise<void>> = [];
  const now = (options.clock ?? systemClock).now;

  const rateLimiter = await createRateLimiterFor({
    redisUrl: config.redisUrl,
    timeoutMs: config.redisTimeoutMs,
    db,
    log,
    onClose: (close) => closers.push(close),
  });
  const siteRepo = createSiteRepo(db);
  const site = createSiteService(siteRepo, { defaultGateway: config.proxyGateway });
  const geoIp = createGeoIpService();
  const content = createContentService(createContentRepo(db));
  const captcha = createCaptchaService(createCaptchaRepo(db));
  const exitCoverage = createExitCoverageService(db);
  const exitHealth = createExitHealthService(db);
  const regions = createRegionsService({ coverage: exitCoverage });
  const traffic = createTrafficService(createTrafficRepo(db));
  const outbox = createOutboxRepo(db);
  // The console's member lookups (sign-in mobile or e-mail by id), shared by growth, invoices and orders.
  const consoleOrdersRepo = createConsoleOrdersRepo(db);

  // Growth's audit rows go to the console's log, made further down (called only once serving).
  const growth = createGrowth({
    db,
    audit: { record: (executor, entry) => audit.record(executor, entry) },
    rateLimiter,
    log,
    memberAccounts: (ids) => consoleOrdersRepo.memberAccounts(ids),
  });

  const authRepo = createAuthRepo(db);
  const memberCertification = createMemberCertification(authRepo);
  const registration = createMemberRegistration(authRepo);
  const notices = createNoticeSender({
    config: config.messaging,
    db,
    logger: log,
    siteName: config.siteName,
    timeZone: config.businessTimeZone,
  });
  const auth = createAuthService({
    repo: authRepo,
    codes: createVerificationCodes({
      repo: authRepo,
      rateLimiter,
      secret: config.appSecret,
      resendIntervalSeconds: config.codeResendIntervalSeconds,
      log,
      sender: createMessageSender({ config: config.messaging, db, logger: log, siteName: config.siteName }),
    }),
    captcha,
    rateLimiter,
    traffic,
    accessTokenTtlMs: config.accessTokenTtlMs,
    refreshTokenTtlMs: config.refreshTokenTtlMs,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    loginSlowdownStepMs: options.loginSlowdownStepMs,
    lookupCountry: (ip) => geoIp.lookupCountry(normaliseIp(ip)),
    notices,
    totpIssuer: config.siteName.en,
    log,
    onRegistered: growth.hooks.onRegistered,
  });
  const storedFiles = createStoredFiles({
    repo: createStoredFilesRepo(db),
    storage: createFileStorage(config.fileStorage),
  });
  const certification = createCertificationService({
    repo: createCertificationRepo(db),
    memberCertification,
    provider: createCertificationProvider(config.certification.provider),
    files: storedFiles,
    rateLimiter,
    secret: config.appSecret,
    checksPerDay: config.certification.checksPerDay,
    log,
    onPersonVerified: growth.hooks.onPersonVerified,
  });

  // USD prices are offered only where card payments can take them (Stripe, or its sandbox).
  const catalogue = createCatalogueService(createCatalogueRepo(db), {
    sellsInUsd: config.payments.card.kind !== "off",
  });
  const ordersRepo = createOrdersRepo(db);
  const refundsRepo = createRefundsRepo(db);
  const orders = createOrdersService({
    db,
    now,
    repo: ordersRepo,
    catalogue,
    refundedFenByOrder: refundsRepo.refundedFenByOrder,
    payTimeoutMs: config.payments.timeoutMinutes * 60_000,
    stock: config.staticStock,
    log,
    discounts: growth.hooks.discounts,
    events: growth.hooks.orderEvents,
    balanceParts: {
      giveBack: (tx, kind, orderId) => createBalanceHolds(tx).release(kind, orderId),
      heldByOrders: (kind, orderIds) => createBalanceHolds(db).heldByOrders(kind, orderIds),
    },
  });
  const paymentSandbox = await loadPaymentSandbox(config, db);
  let providers = createPaymentProviders(
    config.payments,
    paymentSandbox && { keys: paymentSandbox.keys, origin: () => config.publicUrl ?? selfOrigin() },
  );
  // Buyers get the sandbox cashier on the host they use; the server reaches its sandbox over loopback.
  if (paymentSandbox && !config.publicUrl)
    providers = withCashierOnBuyerOrigin(providers, paymentSandbox.channels, selfOrigin);
  const paymentsRepo = createPaymentsRepo(db);
  // Never the request's Host: without PUBLIC_URL only this server itself (its sandbox) can be notified.
  const notifyBaseUrl = () => config.payments.notifyBaseUrl ?? config.publicUrl ?? selfOrigin();
  const topups = createTopups({ db, now, payTimeoutMs: config.payments.timeoutMinutes * 60_000 });
  const bankTransfers = createBankTransfers({ db, orders });
  const payments = createPaymentsService({
    db,
    now,
    bankTransfers,
    repo: paymentsRepo,
    orders,
    topups,
    providers,
    handlingFeePermille: config.payments.handlingFeePermille,
    cards: { enabled: config.payments.card.kind !== "off", forCny: config.payments.cardForCny },
    notifyBaseUrl,
    log,
    ...wechatJsapiDeps(config, paymentSandbox?.keys ?? null, () => config.publicUrl ?? selfOrigin()),
  });

  const checkout = createBalanceCheckout({ db, now, repo: paymentsRepo, orders: payableOrders(db, orders, topups) });
  const autoRenew = createAutoRenew({
    db,
    orders,
    checkout,
    // Its notices are queued member notices: the message centre, then send-member-notices.
    async contactOf(memberId) {
      const member = await authRepo.findMemberById(memberId);
      return member ? { locale: member.locale === "en" ? "en" : "zh-CN" } : null;
    },
    noticeDays: config.autoRenewNoticeDays,
    publicUrl: config.publicUrl ?? undefined,
    log,
  });
  /** The member's CNY balance and what moves it (issue #29). */
  const balance = { balance: createBalanceService({ db }), topups, checkout, autoRenew };

  const audit = createAuditLog(db, { key: config.audit.chainKey, log });
  const usageRepo = createUsageRepo(db);
  const proxyAccounts = createProxyAccountsService({
    repo: createProxyAccountsRepo(db),
    // The usage module's hourly rows: what each sub-account used this business day and month.
    periodUsage: usageRepo.periodUsage,
    timeZone: config.businessTimeZone,
  });
  const extraction = createExtractionService({
    proxyAccounts,
    traffic,
    certification: memberCertification,
    gateway: config.proxyGateway,
    rateLimiter,
    places: regions,
  });
  const lineTester = createLineTester({
    proxyAccounts,
    echoUrl: () => config.proxyGateway.lineTestUrl ?? (config.mode === "demo" ? `${selfOrigin()}/app-api/getIp` : null),
    lookupCountry: (ip) => geoIp.lookupCountry(normaliseIp(ip)),
  });
  const staticIps = createStaticIpLookup(ordersRepo, memberCertification);
  const targetDeny = createTargetDenyService({ db, audit });
  const staticIpLimits = createStaticIpLimits(db);
  const tunnelPlans = createTunnelPlansService({ repo: createTunnelPlansRepo(db) });
  const usage = createUsageService({
    tunnelPlans,
    repo: usageRepo,
    deniedDomainsOf: targetDeny.domainsFor,
    timeZone: config.businessTimeZone,
    proxyAccounts,
    traffic,
    certification: memberCertification,
    grants: createGrantsRepo(db),
    staticAccountsOf: staticIps.accountsOfMembers,
    onUngrantedUsage: (details) =>
      log.warn({ ...details, bytes: String(details.bytes) }, "usage reported beyond the gateway's grants"),
    lowTrafficThresholdBytes: config.usage.lowTrafficThresholdBytes,
    maxRecordAgeMs: config.usage.maxRecordAgeMs,
  });
  const supplier = createSupplierService({ site, registrationSubstationOf: registration.substationOf });
  const apiKeys = createApiKeysService({ repo: createApiKeysRepo(db), rateLimiter });

  const auditViewer = createAuditViewer({
    repo: createAuditViewerRepo(db),
    log: audit,
    timeZone: config.businessTimeZone,
  });
  const operators = createOperators({
    config,
    db,
    audit,
    rateLimiter,
    siteRecords: createSiteRepo,
    notices,
    listeningPort: options.listeningPort ?? (() => config.port),
  });
  const dashboard = createDashboardService({
    orders: createOrderStats(db),
    members: createMemberStats(db),
    certification: createCertificationStats(db),
    payments: createPaymentStats(db),
    traffic: createTrafficStats(db),
    timeZone: config.businessTimeZone,
  });

  const reservedTraffic = (tx: Executor, memberId: number) => grantsRepo(tx).outstandingOfMember(memberId, new Date());
  const refunds = createRefundsService({
    db,
    repo: refundsRepo,
    payments: paymentsRepo,
    orders: orders.forRefunds,
    providers,
    audit,
    notifyBaseUrl,
    reservedTraffic,
    log,
    onOrderRefunded: growth.hooks.onOrderRefunded,
  });
  const consoleOrders = createConsoleOrdersService({
    db,
    repo: consoleOrdersRepo,
    payments,
    paymentsRepo,
    refunds,
    audit,
    bankTransfers,
  });
  const consoleMembers = createConsoleMembersService({
    db,
    repo: createConsoleMembersRepo(db),
    suspension: createMemberSuspension(authRepo),
    staticIps: orders,
    audit,
    config: config.consoleMembers,
    reservedTraffic,
  });
  const consoleTunnelPlans = createConsoleTunnelPlans({
    db,
    repo: createConsoleMembersRepo(db),
    tunnelPlans,
    staticIpLimits,
    audit,
  });
  const consoleCertificationReview = createConsoleCertificationReviewService({
    db,
    certification,
    audit,
    substationOf: registration.substationOf,
  });

  const catalogueConsole = createCatalogueConsoleService({ db, audit });
  const contentConsole = createContentConsoleService({ db, audit, gateway: config.proxyGateway });
  const exports = createExportsService({ db, audit, timeZone: config.businessTimeZone });
  const siteConsole = createSiteConsoleService({ db, audit, forgetCached: site.forgetCached });

  const memberContact = async (memberId: number) => {
    const member = await authRepo.findMemberById(memberId);
    if (!member) return null;
    return {
      email: member.email ?? null,
      mobile: member.mobile ?? null,
      locale: member.locale === "en" ? "en" : "zh-CN",
    } as const;
  };
  /** The alerts members set, and the account notices queued by other modules (issue #29). */
  const alerts = createAlertsService({
    db,
    smsNoticesAvailable: config.messaging.sms.provider === "outbox",
    contactOf: memberContact,
    liveExpiringBetween: (from, until) => orders.liveExpiringBetween(from, until),
  });
  const memberNotices = createMemberNoticeDelivery({
    db,
    contactOf: memberContact,
    send: (notice) => notices.sendAccountNotice(notice),
  });
  /** Invoices for paid orders, issued by finance (issue #31); PDFs kept privately like licences. */
  const invoices = createInvoicesService({
    db,
    files: createStoredFiles({ repo: createStoredFilesRepo(db), storage: createFileStorage(config.fileStorage) }),
    now,
    async contactOf(memberId) {
      const contact = await memberContact(memberId);
      const to = contact?.email ?? contact?.mobile;
      if (!contact || !to) return null;
      return { channel: contact.email ? "email" : "sms", to, locale: contact.locale };
    },
    memberAccounts: (ids) => consoleOrdersRepo.memberAccounts(ids),
    send: (notice) => notices.sendAccountNotice(notice),
    log,
    audit,
  });
  /** Receipts of paid orders, made on request in the buyer's language (issue #31). */
  const receipts = createReceiptsService({
    orders,
    payments,
    catalogue,
    bankAccount: () => bankTransfers.consoleAccount(),
    site,
    async buyerOf(memberId) {
      const contact = await memberContact(memberId);
      return contact?.email ?? contact?.mobile ?? null;
    },
    now: () => new Date(),
    timeZone: config.businessTimeZone,
  });
  const webhooks = createWebhooksService({
    db,
    repo: createWebhooksRepo(db),
    // Demo: the server's own origin (its /sandbox/webhook-receiver), so a demo endpoint needs no public host.
    allowLoopbackOrigin: () => config.webhooks.testOrigin ?? (config.mode === "demo" ? selfOrigin() : null),
  });

  const dataRights = createDataRightsService({
    db,
    auth,
    traffic,
    orders,
    certification,
    proxyAccounts,
    usage,
    apiKeys,
    memberRecords: {
      // Kept on closing: balance movements are transaction records (docs/decisions.md).
      balance: { exportOf: (memberId) => balanceRecordsOf(balance.balance, memberId) },
      growth: growthMemberData(db),
      alertSettings: { exportOf: alerts.exportOf, eraseForClosureWithin: alerts.eraseForClosureWithin },
      webhookEndpoints: { exportOf: webhooks.exportOf, eraseForClosureWithin: webhooks.eraseForClosureWithin },
    },
  });

  // Support tickets (issue #31): operators hear of new and overdue tickets on one webhook channel.
  const support = createSupportService({
    db,
    files: storedFiles,
    audit,
    notifyOperators: createOperatorNotifier({
      config: config.support.webhook,
      allowLoopbackOrigin: config.webhooks.testOrigin ?? (config.mode === "demo" ? selfOrigin() : null),
      log,
    }),
    firstResponseHours: config.support.firstResponseHours,
    timeZone: config.businessTimeZone,
    consoleOrigin: config.publicUrl,
    log,
  });

  /** The periodic clean-up and recovery work (jobs/scheduler.ts runs it; tests tick jobs by name). */
  const jobs = [
    { name: "purge-captcha", intervalMs: 3600_000, run: () => captcha.purgeExpired() },
    // A signed checkpoint of the audit chain's head, to the log and a table (docs/account-security.md).
    { name: "audit-checkpoint", intervalMs: config.audit.checkpointIntervalMs, run: () => audit.checkpoint() },
    { name: "purge-rate-limits", intervalMs: 3600_000, run: () => purgeExpiredRateLimits(db) },
    { name: "purge-codes", intervalMs: 3600_000, run: () => authRepo.purgeOldCodes() },
    { name: "purge-sessions", intervalMs: 6 * 3600_000, run: () => authRepo.purgeDeadSessions() },
    { name: "purge-login-history", intervalMs: 6 * 3600_000, run: () => authRepo.purgeOldLoginHistory() },
    { name: "purge-login-challenges", intervalMs: 6 * 3600_000, run: () => authRepo.purgeOldChallenges() },
    { name: "close-overdue-orders", intervalMs: config.paymentJobIntervalMs, run: () => payments.closeOverdueOrders() },
    {
      name: "recover-payments",
      intervalMs: config.paymentJobIntervalMs,
      run: () => payments.recoverLostNotifications(),
    },
    { name: "settle-refunds", intervalMs: config.paymentJobIntervalMs, run: () => refunds.settleUnknown() },
    // Auto-renewal from the balance: the job gate runs it once across processes; each step is once per IP and period.
    { name: "auto-renew-static-ips", intervalMs: config.paymentJobIntervalMs, run: () => autoRenew.run() },
    { name: "expire-static-ips", intervalMs: config.paymentJobIntervalMs, run: () => orders.expireStaticIps() },
    ...growth.jobs,
    // Sub-accounts' daily and monthly caps start again at the business zone's midnight: gateways are told.
    { name: "note-period-resets", intervalMs: periodResetJobMs, run: () => usage.notePeriodResets() },

    // Webhooks from the member_events outbox: fan-out, then due deliveries with backoff for 24 h.
    { name: "deliver-webhooks", intervalMs: 15_000, run: () => webhooks.deliverDue() },
    // Members' alerts: IPs 7/3/1 days from expiry (once per IP, threshold and period); queued notices sent after commit.
    { name: "alert-expiring-ips", intervalMs: config.paymentJobIntervalMs, run: () => alerts.publishExpiringIps() },
    { name: "send-member-notices", intervalMs: 15_000, run: () => memberNotices.deliverDue() },
    // Tickets past their first-response time: operators told once per ticket (the claim is the once).
    { name: "support-overdue", intervalMs: 5 * 60_000, run: () => support.notifyOverdue() },
  ];

  return {
    rateLimiter,
    /** Work waiting for people, counted for the metrics (one count each, no rows). */
    waitingWork: {
      anomaliesNeedingRefund: () => paymentsRepo.countAnomaliesNeedingRefund(),
      openRefunds: () => refundsRepo.countOpen(),
    },
    site,
    geoIp,
    content,
    captcha,
    regions,
    exitCoverage,
    exitHealth,
    lineTester,
    traffic,
    outbox,
    auth,
    memberCertification,
    registration,
    certification,
    catalogue,
    orders,
    payments,
    bankTransfers,
    inbox: createInbox({ db }),
    balance,
    invoices,
    receipts,
    /** Payment anomalies and their resolution (ops). */
    paymentsRepo,
    paymentSandbox: paymentSandbox && {
      ...paymentSandbox,
      stripeWebhookUrl: () => `${notifyBaseUrl()}/pay/notify/card`,
    },
    proxyAccounts,
    extraction,
    usage,
    targetDeny,
    /** Traffic a member's gateways hold as grants, read in a transaction (refunds and adjustments leave it). */
    reservedTraffic,
    supplier,
    staticIps,
    apiKeys,
    dataRights,
    audit,
    auditViewer,
    operators,
    dashboard,
    consoleMembers,
    consoleTunnelPlans,
    tunnelPlans,
    staticIpLimits,
    consoleCertificationReview,
    catalogueConsole,
    contentConsole,
    siteConsole,
    exports,
    refunds,
    consoleOrders,
    /** Coupons, referrals, gift codes and the real-name trial (issue #29). */
    growth,
    /** Support tickets (issue #31). */
    support,

    webhooks,
    alerts,
    memberNotices,
    jobs,
    /** Releases what the services hold open (the Redis connection). */
    async close() {
      for (const close of closers.splice(0)) await close();
    },
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

/** The local payment sandbox's keys and channels when a channel is configured as `sandbox` (demo only). */
async function loadPaymentSandbox(
  config: Config,
  db: DatabaseHandle["db"],
): Promise<{ keys: SandboxKeys; channels: ("alipay" | "wechat" | "card")[]; store: SandboxStore } | null> {
  const channels = (["alipay", "wechat", "card"] as const).filter(
    (method) => config.payments[method].kind === "sandbox",
  );
  if (channels.length === 0) return null;
  return { keys: await loadSandboxKeys({ file: sandboxKeysFile(config) }), channels, store: createSandboxStore(db) };
}

/**
 * Inside the embedded database's own folder (private to this installation,
 * never a shared temp folder where another user could plant keys and forge
 * payments), so every process on that folder shares them; none for memory://.
 */
function sandboxKeysFile(config: Config): string | null {
  if (config.payments.sandboxKeysFile) return config.payments.sandboxKeysFile;
  if (config.database.kind === "pglite") {
    if (config.database.dataDir.startsWith("memory://")) return null;
    return path.join(config.database.dataDir, "payment-sandbox-keys.json");
  }
  return path.resolve("data", "payment-sandbox-keys.json");
}
