import type { RechargeOrder } from "@shop/contract";
import { type ReactNode, useState } from "react";
import { useT } from "../../../i18n/use-locale.ts";
import { Table, TableBody, TableHead, Th } from "../../../ui/table.tsx";
import { showMessage } from "../../../ui/toast.tsx";
import { CancelOrderDialog } from "../cancel-order-dialog.tsx";
import { type InvoiceableOrder, InvoiceDialog } from "../invoices/invoice-dialog.tsx";
import type { OrderRef } from "../order-ref.ts";
import { PayDialog } from "../pay-dialog.tsx";
import { OrderStatusBadge, PayStatusText } from "../status-badge.tsx";
import { PagedListBody } from "./list-controls.tsx";
import type { ListQuery } from "./list-query.ts";
import { OrderDetailsDialog } from "./order-details-dialog.tsx";
import {
  AmountCell,
  actionButton,
  DateTime,
  Field,
  MethodName,
  Money,
  PaymentCell,
  primaryActionButton,
  SourceName,
} from "./order-fields.tsx";

/** What every order of a list has, recharge or static. */
type ListedOrder = Pick<
  RechargeOrder,
  | "id"
  | "orderNo"
  | "status"
  | "payStatus"
  | "amount"
  | "payAmount"
  | "refundedAmount"
  | "coupon"
  | "paymentMethod"
  | "payTime"
  | "createTime"
  | "source"
>;

interface CardField {
  label: string;
  value: ReactNode;
}

export interface OrderListProps<T extends ListedOrder> {
  orderType: OrderRef["orderType"];
  /** "recharge-order" or "static-order": the test ids of the rows, cards and table. */
  testId: string;
  caption: string;
  /** The filter bar above the list. */
  filters: ReactNode;
  page: {
    data?: { list: T[]; total: number };
    isFetching: boolean;
    isError: boolean;
    refetch(): unknown;
  };
  /** The page shown and its size. */
  query: Pick<ListQuery, "pageNo" | "pageSize">;
  /** Whether a filter is set: an empty list then says so instead of offering to buy. */
  filtered: boolean;
  emptyAction: { to: string; label: string };
  /** The table's second column: what was bought. */
  product: { header: string; cell(order: T): ReactNode };
  amountHeader: string;
  /** On an order's card (narrow screens): a line above its fields, and fields before and after the common ones. */
  cardSummary?(order: T): ReactNode;
  cardFieldsBefore?(order: T): CardField[];
  cardFieldsAfter?(order: T): CardField[];
  /** More under the status in the table (the expiry of static orders). */
  statusExtra?(order: T): ReactNode;
  /** Actions between "pay" and "details" (the IPs of a paid static order). */
  extraActions?(order: T): ReactNode;
  /** After the pay dialog closes: the lists that payment may have changed. */
  onPaymentDone(): void;
}

function Actions({
  order,
  extra,
  onPay,
  onCancel,
  onDetails,
  onInvoice,
  vertical = false,
}: {
  order: ListedOrder;
  extra: ReactNode;
  onPay(): void;
  onCancel(): void;
  onDetails(): void;
  onInvoice(): void;
  vertical?: boolean;
}) {
  const t = useT();
  return (
    <div className={vertical ? "flex flex-col items-stretch gap-1.5" : "flex flex-wrap justify-end gap-2"}>
      {order.status === "waiting" && (
        <button type="button" className={primaryActionButton} onClick={onPay}>
          {t("orders.actions.pay")}
          <span className="sr-only"> {order.orderNo}</span>
        </button>
      )}
      {extra}
      {order.status === "waiting" && (
        <button type="button" className={actionButton} onClick={onCancel}>
          {t("orders.actions.cancel")}
          <span className="sr-only"> {order.orderNo}</span>
        </button>
      )}
      <button type="button" className={actionButton} onClick={onDetails}>
        {t("orders.actions.details")}
        <span className="sr-only"> {order.orderNo}</span>
      </button>
      {isInvoiceable(order) && (
        <button type="button" className={actionButton} onClick={onInvoice} data-testid="order-invoice">
          {t("invoices.action")}
          <span className="sr-only"> {order.orderNo}</span>
        </button>
      )}
    </div>
  );
}

/**
 * A page of the member's orders: cards on narrow screens, a table on wide
 * ones, with paging, the pay dialog for waiting orders and the details dialog.
 * The recharge and static lists differ only in their filters and columns.
 */
export function OrderList<T extends ListedOrder>(props: OrderListProps<T>) {
  const t = useT();
  const { page, testId } = props;
  const [paying, setPaying] = useState<OrderRef | null>(null);
  const [details, setDetails] = useState<OrderRef | null>(null);
  const [cancelling, setCancelling] = useState<OrderRef | null>(null);
  const [invoicing, setInvoicing] = useState<InvoiceableOrder | null>(null);
  const refOf = (order: T): OrderRef => ({ orderType: props.orderType, id: order.id });
  const cardFields = (order: T): CardField[] => [
    ...(props.cardFieldsBefore?.(order) ?? []),
    { label: props.amountHeader, value: <Money fen={order.amount} currency={currencyOf(order)} /> },
    ...(order.coupon
      ? [
          {
            label: t("orders.fields.coupon"),
            value: (
              <span>
                <span className="font-mono">{order.coupon.code}</span> −
                <Money fen={order.coupon.discount} currency={currencyOf(order)} />
              </span>
            ),
          },
        ]
      : []),
    { label: t("orders.fields.payAmount"), value: <Money fen={order.payAmount} currency={currencyOf(order)} /> },
    ...(order.refundedAmount > 0
      ? [
          {
            label: t("orders.fields.refundedAmount"),
            value: <Money fen={order.refundedAmount} currency={currencyOf(order)} />,
          },
        ]
      : []),
    { label: t("orders.fields.paymentMethod"), value: <MethodName method={order.paymentMethod} /> },
    { label: t("orders.fields.payStatus"), value: <PayStatusText payStatus={order.payStatus} /> },
    { label: t("orders.fields.createTime"), value: <DateTime iso={order.createTime} compact /> },
    { label: t("orders.fields.payTime"), value: <DateTime iso={order.payTime} compact /> },
    ...(props.cardFieldsAfter?.(order) ?? []),
    { label: t("orders.fields.source"), value: <SourceName source={order.source} /> },
  ];
  const actions = (order: T, vertical?: boolean) => (
    <Actions
      order={order}
      extra={props.extraActions?.(order)}
      onPay={() => setPaying(refOf(order))}
      onCancel={() => setCancelling(refOf(order))}
      onDetails={() => setDetails(refOf(order))}
      onInvoice={() => setInvoicing(order)}
      vertical={vertical}
    />
  );

  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      {props.filters}

      <PagedListBody
        page={page}
        pageNo={props.query.pageNo}
        pageSize={props.query.pageSize}
        filtered={props.filtered}
        emptyAction={props.emptyAction}
      >
        {(list) => (
          <>
            <ul className="divide-y divide-slate-100 lg:hidden" data-testid={`${testId}-cards`}>
              {list.map((order) => (
                <li key={order.id} className="p-4 sm:px-5" data-testid={testId}>
                  <div className="flex items-start justify-between gap-3">
                    <p className="min-w-0 break-all font-medium font-mono text-ink text-sm">{order.orderNo}</p>
                    <OrderStatusBadge order={order} />
                  </div>
                  {props.cardSummary && <p className="mt-2 text-sm">{props.cardSummary(order)}</p>}
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2.5">
                    {cardFields(order).map((field) => (
                      <Field key={field.label} label={field.label}>
                        {field.value}
                      </Field>
                    ))}
                  </dl>
                  <div className="mt-3">{actions(order)}</div>
                </li>
              ))}
            </ul>
            <Table
              caption={props.caption}
              framed={false}
              className="relative hidden lg:block"
              testId={`${testId}-table`}
            >
              <TableHead compact>
                <Th className="py-3 pr-2.5 pl-4 font-semibold">{t("orders.fields.orderNo")}</Th>
                <Th className="px-2.5 py-3 font-semibold">{props.product.header}</Th>
                <Th className="px-2.5 py-3 font-semibold">{props.amountHeader}</Th>
                <Th className="px-2.5 py-3 font-semibold">{t("orders.fields.payment")}</Th>
                <Th className="px-2.5 py-3 font-semibold">{t("orders.fields.status")}</Th>
                <Th className="py-3 pr-4 pl-2.5 text-right font-semibold">
                  <span className="sr-only">{t("orders.fields.actions")}</span>
                </Th>
              </TableHead>
              <TableBody>
                {list.map((order) => (
                  <tr key={order.id} className="align-top" data-testid={testId}>
                    <td className="py-3.5 pr-2.5 pl-4">
                      <span className="block font-medium font-mono text-[13px] text-ink">{order.orderNo}</span>
                      <span className="mt-0.5 block whitespace-nowrap text-slate-500 text-xs">
                        <DateTime iso={order.createTime} compact /> · <SourceName source={order.source} />
                      </span>
                    </td>
                    <td className="px-2.5 py-3.5 text-ink">{props.product.cell(order)}</td>
                    <td className="px-2.5 py-3.5">
                      <AmountCell
                        amount={order.amount}
                        payAmount={order.payAmount}
                        refunded={order.refundedAmount}
                        currency={currencyOf(order)}
                      />
                    </td>
                    <td className="px-2.5 py-3.5">
                      <PaymentCell method={order.paymentMethod} payTime={order.payTime} />
                    </td>
                    <td className="px-2.5 py-3.5">
                      <OrderStatusBadge order={order} />
                      <span className="mt-1 block text-xs">
                        <PayStatusText payStatus={order.payStatus} />
                      </span>
                      {props.statusExtra?.(order)}
                    </td>
                    <td className="py-3.5 pr-4 pl-2.5">{actions(order, true)}</td>
                  </tr>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </PagedListBody>

      <PayDialog
        orderRef={paying}
        onClose={() => {
          setPaying(null);
          props.onPaymentDone();
        }}
        onPaid={() => {
          setPaying(null);
          showMessage(t("orders.pay.paidToast"), "success");
          props.onPaymentDone();
        }}
      />
      <OrderDetailsDialog orderRef={details} onClose={() => setDetails(null)} />
      <InvoiceDialog order={invoicing} onClose={() => setInvoicing(null)} />
      <CancelOrderDialog
        orderRef={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          props.onPaymentDone();
        }}
      />
    </div>
  );
}

/** A paid order in yuan can be invoiced (发票 are in CNY; a card payment in USD has none). */
function isInvoiceable(order: ListedOrder): boolean {
  return order.status === "paid" && currencyOf(order) === "CNY" && (order.payAmount ?? 0) > 0;
}

/** A traffic order's currency (CNY or USD); static orders are CNY. */
function currencyOf(order: object): "CNY" | "USD" {
  return "currency" in order && order.currency === "USD" ? "USD" : "CNY";
}
