import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { type Locale, translateMessage } from "@shop/contract";
import { businessZoneName, formatBusinessMinute } from "@shop/contract/core";
import PDFDocument from "pdfkit";

/** One line of the receipt: what was bought, how many of what unit, at what price (minor units). */
export interface ReceiptLine {
  description: string;
  /** A second, smaller line under the description (sizes, days). */
  detail: string | null;
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
}

/** Everything printed on a receipt, already in the buyer's language. Amounts in minor units of `currency`. */
export interface ReceiptContent {
  locale: Locale;
  orderNo: string;
  orderedAt: Date;
  paidAt: Date;
  currency: "CNY" | "USD";
  seller: {
    name: string;
    siteName: string | null;
    email: string | null;
    icpNumber: string | null;
    /** Postal address and 统一社会信用代码 from the site settings; null (not printed) when unset. */
    address: string | null;
    taxId: string | null;
  };
  buyer: string | null;
  lines: ReceiptLine[];
  subtotal: number;
  discount: { code: string; amount: number } | null;
  fee: number;
  total: number;
  refunded: number;
  payment: {
    channel: string;
    providerTradeNo: string | null;
    outTradeNo: string | null;
    /** Part paid from the account balance, the rest through `channel`: both amounts (minor units). */
    split: { balance: number; channel: number } | null;
  };
  generatedAt: Date;
  /** The business time zone (BUSINESS_TIME_ZONE): times read as in the user centre. */
  timeZone: string;
}

// Noto Sans SC (SIL Open Font License 1.1), shipped by @expo-google-fonts/noto-sans-sc. PDFKit embeds
// only the glyphs a receipt uses, so a receipt stays a few tens of kilobytes.
const require = createRequire(import.meta.url);
const fontFiles = {
  regular: require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf"),
};
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
/** Read once per process (about 10 MB each), on the first receipt rather than at boot. */
function loadFonts() {
  fonts ??= Promise.all([readFile(fontFiles.regular), readFile(fontFiles.bold)]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  return fonts;
}

const ink = "#111827";
const muted = "#6b7280";
const rule = "#d1d5db";
const band = "#f3f4f6";
const paidGreen = "#047857";

/** Money as the buyer reads it: ¥1,234.00 / US$12.00 (zh-CN), CN¥1,234.00 / $12.00 (en). */
export function formatMoney(minor: number, currency: "CNY" | "USD", locale: Locale): string {
  return new Intl.NumberFormat(locale === "en" ? "en-US" : "zh-CN", { style: "currency", currency }).format(
    minor / 100,
  );
}

/** Renders the receipt as an A4 PDF with the CJK font embedded (subset). */
export async function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const { locale, currency } = content;
  const t = (key: string, params?: Record<string, string | number>) =>
    translateMessage(locale, `receipts.pdf.${key}`, params);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const { regular, bold } = await loadFonts();

  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: {
      Title: `${t("title")} ${content.orderNo}`,
      Author: content.seller.name,
      Subject: `${t("orderNo")} ${content.orderNo}`,
      CreationDate: content.generatedAt,
    },
    lang: locale,
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);

  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;

  // Header: the seller on the left, the title and a "paid" mark on the right.
  const sellerWidth = width * 0.55;
  doc.font("bold").fontSize(16).fillColor(ink).text(content.seller.name, left, 50, { width: sellerWidth });
  doc.font("regular").fontSize(9).fillColor(muted);
  const sellerLines = [
    content.seller.siteName && content.seller.siteName !== content.seller.name ? content.seller.siteName : null,
    content.seller.address ? `${t("address")}: ${content.seller.address}` : null,
    content.seller.taxId ? `${t("taxId")}: ${content.seller.taxId}` : null,
    content.seller.email ? `${t("email")}: ${content.seller.email}` : null,
    content.seller.icpNumber ? `${t("icp")}: ${content.seller.icpNumber}` : null,
  ].filter((line): line is string => line !== null);
  for (const line of sellerLines) doc.text(line, left, undefined, { width: sellerWidth });
  const sellerBottom = doc.y;

  doc
    .font("bold")
    .fontSize(20)
    .fillColor(ink)
    .text(t("title"), left + sellerWidth, 48, { width: width - sellerWidth, align: "right" });
  const stamp = content.refunded >= content.total && content.total > 0 ? t("refundedFullStatus") : t("paid");
  doc.font("bold").fontSize(10);
  const stampWidth = doc.widthOfString(stamp) + 16;
  const stampY = doc.y + 4;
  doc
    .roundedRect(right - stampWidth, stampY, stampWidth, 20, 4)
    .lineWidth(1)
    .strokeColor(paidGreen)
    .stroke();
  doc.fillColor(paidGreen).text(stamp, right - stampWidth, stampY + 4, { width: stampWidth, align: "center" });

  let y = Math.max(sellerBottom, stampY + 20) + 18;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1).strokeColor(rule).stroke();
  y += 16;

  // Who paid, and the receipt's numbers and dates.
  const status =
    content.refunded <= 0
      ? t("paid")
      : content.refunded >= content.total
        ? t("refundedFullStatus")
        : t("refundedStatus");
  const facts: Array<[string, string]> = [
    [t("orderNo"), content.orderNo],
    [t("orderDate"), formatBusinessMinute(content.orderedAt, content.timeZone)],
    [t("paidDate"), formatBusinessMinute(content.paidAt, content.timeZone)],
    [t("status"), status],
  ];
  const factsX = left + width * 0.5;
  const labelWidth = 95;
  doc.font("bold").fontSize(9).fillColor(muted).text(t("buyer").toUpperCase(), left, y);
  doc
    .font("regular")
    .fontSize(11)
    .fillColor(ink)
    .text(content.buyer ?? "—", left, y + 14, { width: width * 0.45 });
  let factY = y;
  for (const [label, value] of facts) {
    doc.font("regular").fontSize(9).fillColor(muted).text(label, factsX, factY, { width: labelWidth });
    doc
      .font(label === t("orderNo") ? "bold" : "regular")
      .fontSize(9.5)
      .fillColor(ink)
      .text(value, factsX + labelWidth, factY, { width: right - factsX - labelWidth, align: "right" });
    factY = doc.y + 4;
  }
  y = Math.max(factY, doc.y) + 20;

  // The items.
  const cols = {
    item: { x: left + 8, w: width * 0.46 },
    quantity: { x: left + width * 0.48, w: width * 0.14 },
    unitPrice: { x: left + width * 0.62, w: width * 0.18 },
    amount: { x: left + width * 0.8, w: width * 0.2 - 8 },
  };
  doc.rect(left, y, width, 22).fill(band);
  doc.font("bold").fontSize(9).fillColor(ink);
  doc.text(t("item"), cols.item.x, y + 6, { width: cols.item.w });
  doc.text(t("quantity"), cols.quantity.x, y + 6, { width: cols.quantity.w, align: "right" });
  doc.text(t("unitPrice"), cols.unitPrice.x, y + 6, { width: cols.unitPrice.w, align: "right" });
  doc.text(t("amount"), cols.amount.x, y + 6, { width: cols.amount.w, align: "right" });
  y += 30;
  for (const line of content.lines) {
    doc.font("regular").fontSize(10).fillColor(ink).text(line.description, cols.item.x, y, { width: cols.item.w });
    let bottom = doc.y;
    if (line.detail) {
      doc
        .fontSize(8.5)
        .fillColor(muted)
        .text(line.detail, cols.item.x, bottom + 1, { width: cols.item.w });
      bottom = doc.y;
    }
    doc.fontSize(10).fillColor(ink);
    doc.text(`${line.quantity.toLocaleString("en-US")} ${line.unit}`, cols.quantity.x, y, {
      width: cols.quantity.w,
      align: "right",
    });
    doc.text(money(line.unitPrice), cols.unitPrice.x, y, { width: cols.unitPrice.w, align: "right" });
    doc.text(money(line.amount), cols.amount.x, y, { width: cols.amount.w, align: "right" });
    y = Math.max(bottom, doc.y) + 10;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(rule).stroke();
    y += 10;
  }

  // The sums.
  const sums: Array<{ label: string; value: string; strong?: boolean }> = [
    { label: t("subtotal"), value: money(content.subtotal) },
  ];
  if (content.discount) {
    sums.push({ label: t("discount", { code: content.discount.code }), value: `−${money(content.discount.amount)}` });
  }
  sums.push({ label: t("fee"), value: money(content.fee) });
  sums.push({ label: t("total"), value: money(content.total), strong: true });
  if (content.refunded > 0) sums.push({ label: t("refunded"), value: `−${money(content.refunded)}` });
  const sumsX = left + width * 0.4;
  const sumsLabelWidth = width * 0.38;
  for (const sum of sums) {
    if (sum.strong) {
      y += 2;
      doc.moveTo(sumsX, y).lineTo(right, y).lineWidth(1).strokeColor(ink).stroke();
      y += 8;
    }
    const size = sum.strong ? 12 : 10;
    doc
      .font(sum.strong ? "bold" : "regular")
      .fontSize(size)
      .fillColor(sum.strong ? ink : muted)
      .text(sum.label, sumsX, y, { width: sumsLabelWidth });
    const labelBottom = doc.y;
    doc
      .fillColor(ink)
      .text(sum.value, sumsX + sumsLabelWidth, y, { width: right - sumsX - sumsLabelWidth - 8, align: "right" });
    y = Math.max(labelBottom, doc.y) + 6;
  }
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(muted)
    .text(t("currencyNote", { currency }), sumsX, y + 2, { width: right - sumsX - 8, align: "right" });
  y = doc.y + 24;

  // How it was paid.
  doc.font("bold").fontSize(9).fillColor(muted).text(t("payment").toUpperCase(), left, y);
  y = doc.y + 6;
  const { split } = content.payment;
  const paymentFacts: Array<[string, string]> = split
    ? [
        [t("balancePart"), money(split.balance)],
        [t("channelPart", { channel: content.payment.channel }), money(split.channel)],
      ]
    : [[t("channel"), content.payment.channel]];
  if (content.payment.providerTradeNo) paymentFacts.push([t("providerTradeNo"), content.payment.providerTradeNo]);
  if (content.payment.outTradeNo) paymentFacts.push([t("outTradeNo"), content.payment.outTradeNo]);
  // Wide enough for "Paid with WeChat Pay (mobile browser)" on one line.
  const paymentLabelWidth = split ? 200 : 130;
  for (const [label, value] of paymentFacts) {
    doc.font("regular").fontSize(9.5).fillColor(muted).text(label, left, y, { width: paymentLabelWidth });
    const labelBottom = doc.y;
    doc.fillColor(ink).text(value, left + paymentLabelWidth, y, { width: width - paymentLabelWidth });
    y = Math.max(labelBottom, doc.y) + 4;
  }

  // What this paper is and is not.
  const footerY = doc.page.height - 50 - 58;
  doc.moveTo(left, footerY).lineTo(right, footerY).lineWidth(0.5).strokeColor(rule).stroke();
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(muted)
    .text(t("footer"), left, footerY + 10, { width });
  doc.text(
    `${t("timeZone", { zone: businessZoneName(content.timeZone, locale) })} ${t("generated", { time: formatBusinessMinute(content.generatedAt, content.timeZone) })}`,
    left,
    doc.y + 4,
    {
      width,
    },
  );

  doc.end();
  return finished;
}
