import { useParams } from "react-router";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { ConsoleBackLink, isRecordId } from "../../features/console/record-page.tsx";
import { OrderDetailView } from "../../features/console-orders/order-detail-view.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("console.orders.detailTitle");

export default function ConsoleOrderPage() {
  const t = useT();
  const params = useParams();
  const kind = params.kind === "static" ? "static" : "recharge";
  const id = Number(params.id);
  return (
    <ConsolePage
      title={t("console.orders.detailTitle")}
      permission="orders.read"
      actions={<ConsoleBackLink to="/ops/orders">{t("console.orders.back")}</ConsoleBackLink>}
    >
      {isRecordId(id) ? <OrderDetailView kind={kind} id={id} /> : <p role="alert">{t("console.orders.loadFailed")}</p>}
    </ConsolePage>
  );
}
