import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loadStaticLineView, requestLocale } from "../../features/catalogue/load-catalogue.server.ts";
import { type StaticLineKey, staticLines } from "../../features/catalogue/product-lines.ts";
import { StaticConfigurator } from "../../features/catalogue/static-configurator.tsx";
import { useOrderInfo } from "../../features/orders/api/get-order-info.ts";
import { type CheckoutStep, loadCheckoutStep } from "../../features/orders/checkout/centre-checkout.server.ts";
import { CentreCheckout } from "../../features/orders/checkout/centre-checkout.tsx";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.staticBuy.title", "pages.staticBuy.description");

const here = "/admin/static/buy";

/** ?line=native, or ?type=1 as the menu's "Dedicated Data Centers" link says it; static ISP by default. */
function lineOf(params: URLSearchParams): StaticLineKey {
  const byKey = staticLines.find((line) => line.key === params.get("line"));
  const byType = staticLines.find((line) => String(line.resourceType) === params.get("type"));
  return (byKey ?? byType ?? staticLines[0]).key;
}

/** The /buy → /order flow for static IPs inside the user centre: choose, confirm (?product=), pay (?orderType=&id=). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const checkout = await loadCheckoutStep(request, context);
  if (checkout.step !== "choose") return { checkout, line: null };
  const params = new URL(request.url).searchParams;
  const node = Number(params.get("node")) || undefined;
  return {
    checkout,
    line: { view: await loadStaticLineView(context, requestLocale(request), lineOf(params)), node },
  };
}

function LineTabs({ current }: { current: StaticLineKey }) {
  const t = useT();
  return (
    <nav aria-label={t("orders.centre.linesLabel")} className="flex gap-1 overflow-x-auto border-slate-200 border-b">
      {staticLines.map((line) => (
        <LocalizedLink
          key={line.key}
          to={`${here}?line=${line.key}`}
          aria-current={line.key === current ? "page" : undefined}
          className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-3 font-medium text-sm ${
            line.key === current ? "border-brand text-brand" : "border-transparent text-slate-600 hover:text-ink"
          }`}
        >
          {t(`catalogue.lines.${line.key}.name`)}
        </LocalizedLink>
      ))}
    </nav>
  );
}

/**
 * The heading of the pay step says what is paid for: a renewal's "pay again"
 * leads here too, and must not be headed "Buy static proxies". Until the order
 * has loaded, the neutral "Pay for the order".
 */
function usePayStepHeading(checkout: CheckoutStep): { title: string; intro: string } | null {
  const t = useT();
  const info = useOrderInfo(checkout.step === "pay" ? checkout.orderRef : null, { quiet: true });
  if (checkout.step !== "pay") return null;
  if (info.data?.orderType === "static" && info.data.order.kind === "renewal") {
    return { title: t("orders.centre.renewalHeading"), intro: t("orders.centre.renewalIntro") };
  }
  if (!info.data) return { title: t("orders.pay.dialogTitle"), intro: t("orders.centre.staticIntro") };
  return null;
}

export default function AdminStaticBuyPage() {
  const t = useT();
  const { checkout, line } = useLoaderData<typeof loader>();
  const payHeading = usePayStepHeading(checkout);

  return (
    <CentreCheckout
      here={here}
      title={payHeading?.title ?? t("pages.staticBuy.heading")}
      intro={payHeading?.intro ?? t("orders.centre.staticIntro")}
      checkout={checkout}
      changeTo={(product) => `${here}?line=${product}`}
    >
      {line && (
        <>
          <LineTabs current={line.view.key} />
          <section aria-label={t(`catalogue.lines.${line.view.key}.name`)}>
            <StaticConfigurator key={line.view.key} line={line.view} initialNodeId={line.node} action={here} />
          </section>
        </>
      )}
    </CentreCheckout>
  );
}
