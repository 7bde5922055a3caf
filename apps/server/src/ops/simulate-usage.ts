/**
 * `npm run simulate:usage`: plays a proxy gateway and reports realistic
 * traffic of the demo account's sub-account (demo_main) for the last 7 days,
 * one signed batch per completed UTC hour, to a running server, through the
 * same endpoint real gateways use (POST /internal/usage/batches).
 *
 *   npm start                        # in one terminal (demo mode)
 *   npm run simulate:usage           # in another
 *   npm run simulate:usage -- --url http://127.0.0.1:3000 --days 7 --gb-per-day 2 \
 *       --account demo_main --gateway demo-gateway --secret demo-gateway-secret-not-for-production
 *
 * Batch ids are derived from the account and the hour, and each hour's records
 * from a seeded generator, so running it again books only hours not booked
 * before: a retried batch is answered "duplicate" and charged nothing.
 * Without --secret, USAGE_GATEWAY_SECRET or the demo gateway's secret is used.
 */
import { parseArgs } from "node:util";
import { envText, type GatewayAccountState, type UsageBatch, type UsageBatchResult } from "@shop/contract";
import { demoGateway } from "../modules/proxy/usage/config.ts";
import { signGatewayCall } from "../modules/proxy/usage/gateway-signature.ts";

const hourMs = 3600_000;
const mb = 1024 ** 2;

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    account: { type: "string", default: "demo_main" },
    gateway: { type: "string", default: demoGateway.id },
    secret: { type: "string" },
    days: { type: "string", default: "7" },
    "gb-per-day": { type: "string", default: "2" },
  },
});
const baseUrl = (values.url ?? "").replace(/\/+$/, "");
const account = values.account ?? "demo_main";
const gatewayId = values.gateway ?? demoGateway.id;
const secret = values.secret ?? envText().parse(process.env.USAGE_GATEWAY_SECRET) ?? demoGateway.secret;
const days = Number(values.days);
const gbPerDay = Number(values["gb-per-day"]);
if (!Number.isInteger(days) || days < 1 || days > 92) throw new Error("--days must be a whole number from 1 to 92");
if (!(gbPerDay > 0 && gbPerDay <= 1000)) throw new Error("--gb-per-day must be a number above 0, at most 1000");

/** mulberry32: a small seeded generator, so an hour always produces the same records. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Share of a day's traffic in one UTC hour: scrapers run around the clock, with
 * a peak in Beijing office hours (UTC+8) and a quieter weekend.
 */
function hourWeight(hour: Date): number {
  const beijingHour = (hour.getUTCHours() + 8) % 24;
  const office = beijingHour >= 9 && beijingHour < 19 ? 1.8 : beijingHour >= 1 && beijingHour < 7 ? 0.35 : 1;
  const weekday = new Date(hour.getTime() + 8 * hourMs).getUTCDay();
  return office * (weekday === 0 || weekday === 6 ? 0.6 : 1);
}

/** Sites the simulated customer scrapes, the first ones most. */
const simulatedDomains = [
  "www.amazon.com",
  "www.google.com",
  "shopee.sg",
  "www.tiktok.com",
  "www.instagram.com",
  "api.ipify.org",
  "www.ebay.com",
  "www.walmart.com",
];

function batchForHour(hourStart: number): UsageBatch {
  const random = seededRandom(hourStart / hourMs);
  // Weights average about 1.04 over a week; spread the day's traffic accordingly, with ±40% noise.
  const meanBytes = ((gbPerDay * 1024 * mb) / 24 / 1.04) * hourWeight(new Date(hourStart));
  const totalBytes = Math.round(meanBytes * (0.6 + random() * 0.8));
  const sessions = 4 + Math.floor(random() * 30);
  const shares = Array.from({ length: sessions }, () => random() ** 2 + 0.01);
  const shareSum = shares.reduce((sum, share) => sum + share, 0);
  const records = shares.map((share) => {
    const bytes = Math.round((totalBytes * share) / shareSum);
    const upShare = 0.04 + random() * 0.12;
    // Each session scrapes one site, as gateways report it per target domain.
    const domain = simulatedDomains[Math.floor(random() ** 1.6 * simulatedDomains.length)] ?? "other";
    return {
      account,
      bytesUp: Math.round(bytes * upShare),
      bytesDown: bytes - Math.round(bytes * upShare),
      at: new Date(hourStart + Math.floor(random() * hourMs)).toISOString(),
      domains: [{ domain, bytes, requests: 20 + Math.floor(random() * 400) }],
    };
  });
  return { batchId: `sim-${account}-${new Date(hourStart).toISOString().slice(0, 13)}`, gatewayId, records };
}

async function send(batch: UsageBatch): Promise<UsageBatchResult> {
  const body = JSON.stringify(batch);
  const response = await fetch(`${baseUrl}/internal/usage/batches`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...signGatewayCall(gatewayId, secret, { method: "POST", path: "/internal/usage/batches", body }),
    },
    body,
  });
  if (!response.ok) throw new Error(`batch ${batch.batchId}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as UsageBatchResult;
}

const lastHour = Math.floor(Date.now() / hourMs) * hourMs - hourMs;
const firstHour = lastHour - (days * 24 - 1) * hourMs;
const totals = { batches: 0, duplicates: 0, chargedBytes: 0, overdraftBytes: 0, overLimitBytes: 0 };
/** The account's state after the last batch: why a gateway would refuse it now, if it would. */
let lastState: GatewayAccountState | undefined;
try {
  for (let hour = firstHour; hour <= lastHour; hour += hourMs) {
    const result = await send(batchForHour(hour));
    if (result.unknownAccounts.includes(account)) {
      console.error(
        `The server knows no sub-account "${account}". Start it in demo mode (npm start without APP_MODE), which creates demo_main for the demo account, or pass --account.`,
      );
      process.exit(1);
    }
    totals.batches += 1;
    if (result.duplicate) totals.duplicates += 1;
    totals.chargedBytes += result.chargedBytes;
    totals.overdraftBytes += result.overdraftBytes;
    totals.overLimitBytes += result.overLimitBytes;
    lastState = result.accounts.find((state) => state.username === account) ?? lastState;
  }
} catch (error) {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code === "ECONNREFUSED") {
    console.error(`No server at ${baseUrl}. Start it first (npm start), or pass --url.`);
    process.exit(1);
  }
  throw error;
}

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
console.log(
  `Sent ${totals.batches} hourly batches for ${account} (${new Date(firstHour).toISOString()} to ${new Date(lastHour + hourMs).toISOString()}): ` +
    `${totals.batches - totals.duplicates} booked, ${totals.duplicates} already booked before; ` +
    `charged ${gb(totals.chargedBytes)}, overdraft ${gb(totals.overdraftBytes)}` +
    (totals.overLimitBytes > 0 ? ` (${gb(totals.overLimitBytes)} of it beyond ${account}'s own limit).` : "."),
);
const stateLine = lastState && describeRefusal(lastState);
if (stateLine) console.log(stateLine);

/** Why a gateway now refuses the account, in the shop's own terms (the first status that applies). */
function describeRefusal(state: GatewayAccountState): string | null {
  const left = `the member has ${gb(state.remainingBytes)} of traffic left`;
  switch (state.status) {
    case "active":
      return null;
    case "limit-reached":
      return `${account} has reached its own traffic limit, so gateways now refuse it; ${left} (raise or remove the limit in the user centre).`;
    case "daily-limit-reached":
      return `${account} has used its daily limit, so gateways refuse it until 00:00 business time; ${left}.`;
    case "monthly-limit-reached":
      return `${account} has used its monthly limit, so gateways refuse it until the 1st; ${left}.`;
    case "exhausted":
      return `${account} is now refused: the member has no traffic left (the dashboard shows why).`;
    case "disabled":
      return `${account} is switched off in the user centre, so gateways refuse it.`;
    case "deleted":
      return `${account} has been deleted, so gateways refuse it.`;
    case "uncertified":
      return `${account} is refused: the member's real-name verification is not approved.`;
    case "suspended":
      return `${account} is refused: an operator has suspended the member.`;
  }
}
