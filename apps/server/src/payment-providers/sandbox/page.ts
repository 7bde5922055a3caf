import type { FastifyReply } from "fastify";
import { escapeMarkup } from "../../lib/markup.ts";
import { fenToYuan } from "../money.ts";

/**
 * The sandbox's own pages (cashier, result, error): small, self-contained
 * HTML without scripts or external assets, in Chinese or English.
 */

export type PageLanguage = "zh" | "en";

/** ?lang=en|zh wins, then the first of en/zh in Accept-Language; Chinese by default. */
export function pickLanguage(query: unknown, acceptLanguage: string | undefined): PageLanguage {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  if (lang === "en" || lang === "zh") return lang;
  if (typeof lang === "string" && lang.toLowerCase().startsWith("zh")) return "zh";
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.trim().toLowerCase();
    if (tag.startsWith("zh")) return "zh";
    if (tag.startsWith("en")) return "en";
  }
  return "zh";
}

const texts = {
  zh: {
    sandbox: "支付沙箱",
    notice: "这是本地支付沙箱：不会产生任何真实扣款。",
    alipay: "支付宝",
    wechat: "微信支付",
    stripe: "银行卡（Stripe）",
    cardNumber: "卡号",
    payee: "收款方",
    merchant: "沙箱商户",
    subject: "商品",
    amount: "金额",
    orderNo: "商户订单号",
    pay: "确认付款",
    cancel: "取消付款",
    paid: "付款成功",
    paidNote: "已通知商户，可以关闭此页面。",
    closed: "交易已关闭",
    closedNote: "这笔交易未付款。",
    back: "返回商户",
    error: "无法支付",
  },
  en: {
    sandbox: "Payment sandbox",
    notice: "This is the local payment sandbox: no real money moves.",
    alipay: "Alipay",
    wechat: "WeChat Pay",
    stripe: "Card (Stripe)",
    cardNumber: "Card number",
    payee: "Payee",
    merchant: "Sandbox merchant",
    subject: "Item",
    amount: "Amount",
    orderNo: "Merchant order no.",
    pay: "Pay",
    cancel: "Cancel",
    paid: "Payment successful",
    paidNote: "The merchant has been notified; you can close this page.",
    closed: "Trade closed",
    closedNote: "This trade was not paid.",
    back: "Back to the merchant",
    error: "Cannot pay",
  },
} as const;

export type PageText = keyof (typeof texts)["en"];

const style = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1d2129}
main{max-width:420px;margin:40px auto;padding:0 16px}
.banner{background:#fff4e5;border:1px solid #f5a623;color:#7a4b00;border-radius:8px;padding:8px 12px;font-size:14px}
.card{background:#fff;border-radius:12px;padding:24px;margin-top:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 16px}
.brand-alipay{color:#1677ff}.brand-wechat{color:#07c160}.brand-stripe{color:#635bff}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0}
dt{color:#4e5969}dd{margin:0;word-break:break-all}
.amount{font-size:32px;font-weight:600;margin:16px 0}
.actions{display:flex;gap:12px;margin-top:24px}
.actions form{flex:1}
button,.button{display:block;width:100%;box-sizing:border-box;padding:12px;border-radius:8px;border:1px solid #c9cdd4;background:#fff;color:#1d2129;font-size:16px;text-align:center;text-decoration:none;cursor:pointer}
button.pay{background:#1677ff;border-color:#1677ff;color:#fff}
.wechat button.pay{background:#07c160;border-color:#07c160}
.stripe button.pay{background:#635bff;border-color:#635bff}
.status{font-size:18px;font-weight:600}
`;

export interface PageOptions {
  lang: PageLanguage;
  provider: "alipay" | "wechat" | "stripe";
  /** Heading inside the card. */
  heading: string;
  /** Rows of the summary (already translated labels). */
  rows?: [string, string][];
  amountFen?: number;
  /** USD shows `amountFen` as dollars and cents; CNY (the default) as yuan. */
  currency?: "CNY" | "USD";
  /** Paragraph under the summary. */
  note?: string;
  /** Form buttons: [label, action URL, is primary]. */
  actions?: [string, string, boolean][];
  /** A link button. */
  link?: [string, string];
  /** Sends the browser on after a moment (meta refresh). */
  refreshTo?: string;
}

export function renderPage(options: PageOptions): string {
  const t = texts[options.lang];
  const brand = t[options.provider];
  const rows = (options.rows ?? [])
    .map(([label, value]) => `<dt>${escapeMarkup(label)}</dt><dd>${escapeMarkup(value)}</dd>`)
    .join("");
  const amount =
    options.amountFen === undefined
      ? ""
      : `<p class="amount">${options.currency === "USD" ? "US$" : "¥"}${fenToYuan(options.amountFen)}</p>`;
  const actions = (options.actions ?? [])
    .map(
      ([label, action, isPrimary]) =>
        `<form method="post" action="${escapeMarkup(action)}"><button type="submit"${isPrimary ? ' class="pay"' : ""}>${escapeMarkup(label)}</button></form>`,
    )
    .join("");
  const link = options.link
    ? `<div class="actions"><a class="button" href="${escapeMarkup(options.link[1])}">${escapeMarkup(options.link[0])}</a></div>`
    : "";
  const refresh = options.refreshTo
    ? `<meta http-equiv="refresh" content="1;url=${escapeMarkup(options.refreshTo)}">`
    : "";
  return `<!doctype html>
<html lang="${options.lang === "zh" ? "zh-CN" : "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
${refresh}
<title>${escapeMarkup(`${t.sandbox} · ${brand}`)}</title>
<style>${style}</style>
</head>
<body class="${options.provider}">
<main>
<p class="banner"><strong>${escapeMarkup(t.sandbox)}</strong> · ${escapeMarkup(t.notice)}</p>
<section class="card">
<h1><span class="brand-${options.provider}">${escapeMarkup(brand)}</span> · ${escapeMarkup(options.heading)}</h1>
${amount}
<dl>${rows}</dl>
${options.note ? `<p class="status">${escapeMarkup(options.note)}</p>` : ""}
${actions ? `<div class="actions">${actions}</div>` : ""}
${link}
</section>
</main>
</body>
</html>
`;
}

export function text(lang: PageLanguage, key: PageText): string {
  return texts[lang][key];
}

/** Sends a sandbox page: never cached, and free to send the browser on to any http(s) merchant URL. */
export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header(
      "content-security-policy",
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
    )
    .type("text/html; charset=utf-8")
    .send(html);
}
