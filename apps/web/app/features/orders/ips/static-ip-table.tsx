import type { StaticIp } from "@shop/contract";
import { type ReactNode, useId } from "react";
import { useT } from "../../../i18n/use-locale.ts";
import { Icon } from "../../../ui/icon.tsx";
import { Table, TableBody, TableHead, Th } from "../../../ui/table.tsx";
import { CountryBadge } from "../../catalogue/index.ts";
import { actionButton, DateTime, Field } from "../lists/order-fields.tsx";
import { RemainingTime } from "../remaining-time-label.tsx";
import { IpStatusBadge } from "../status-badge.tsx";
import { useLimitsText } from "./limits-dialog.tsx";

export interface StaticIpTableProps {
  ips: StaticIp[];
  /** The server's clock now (null before mount), for the remaining time. */
  now: number | null;
  selected: ReadonlySet<number>;
  onSelect(ids: number[], selected: boolean): void;
  onCopy(ip: StaticIp): void;
  onRenew(ip: StaticIp): void;
  /**
   * More actions per IP, after copy and renew. This is the slot for the
   * "Exchange" action (a replacement IP in another region), added separately.
   */
  rowActions?: (ip: StaticIp) => ReactNode;
}

function Credentials({ ip }: { ip: StaticIp }) {
  const t = useT();
  const limits = useLimitsText();
  return (
    <span className="block font-mono text-xs leading-5">
      <span className="text-slate-500">{t("orders.ips.account")} </span>
      <span className="text-ink" data-testid="ip-account">
        {ip.account}
      </span>
      <br />
      <span className="text-slate-500">{t("orders.ips.password")} </span>
      <span className="text-ink" data-testid="ip-password">
        {ip.password}
      </span>
      <br />
      <span className="text-slate-500">{t("staticLimits.label")} </span>
      <span className="text-ink" data-testid="ip-limits">
        {limits(ip)}
      </span>
    </span>
  );
}

function RowActions({
  ip,
  onCopy,
  onRenew,
  rowActions,
  vertical = false,
}: StaticIpTableProps & { ip: StaticIp; vertical?: boolean }) {
  const t = useT();
  return (
    <div className={vertical ? "flex flex-col items-stretch gap-1.5" : "flex flex-wrap justify-end gap-2"}>
      <button type="button" className={actionButton} onClick={() => onCopy(ip)}>
        <Icon name="copy" className="size-3.5" />
        {t("orders.ips.copy")}
        <span className="sr-only"> {ip.outIp}</span>
      </button>
      <button type="button" className={actionButton} onClick={() => onRenew(ip)}>
        <Icon name="refresh" className="size-3.5" />
        {t("orders.ips.renew")}
        <span className="sr-only"> {ip.outIp}</span>
      </button>
      {rowActions?.(ip)}
    </div>
  );
}

function SelectBox({
  id,
  checked,
  onChange,
  label,
}: {
  id?: string;
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      aria-label={label}
      className="size-4 rounded border-slate-300 accent-brand"
    />
  );
}

/**
 * The member's static IPs (SPEC §3 static IP): a table on wide screens, cards
 * on phones, each selectable for copying, export and renewal.
 */
export function StaticIpTable(props: StaticIpTableProps) {
  const t = useT();
  const { ips, now, selected, onSelect } = props;
  const allSelected = ips.length > 0 && ips.every((ip) => selected.has(ip.id));
  const ids = ips.map((ip) => ip.id);
  const allId = useId();
  /** The box that picks one IP, on its card and on its table row alike. */
  const selectBox = (ip: StaticIp) => (
    <SelectBox
      checked={selected.has(ip.id)}
      onChange={(checked) => onSelect([ip.id], checked)}
      label={t("orders.ips.select", { ip: ip.outIp })}
    />
  );
  return (
    <>
      <div className="flex items-center gap-3 border-slate-100 border-b px-4 py-2.5 lg:hidden">
        <SelectBox
          id={allId}
          checked={allSelected}
          onChange={(checked) => onSelect(ids, checked)}
          label={t("orders.ips.selectAll")}
        />
        <label htmlFor={allId} className="text-slate-700 text-sm">
          {t("orders.ips.selectAll")}
        </label>
      </div>
      <ul className="divide-y divide-slate-100 lg:hidden">
        {ips.map((ip) => (
          <li key={ip.id} className="p-4 sm:px-5" data-testid="static-ip">
            <div className="flex items-start gap-3">
              {selectBox(ip)}
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-mono font-semibold text-ink">{ip.outIp}</p>
                    <p className="mt-0.5 flex items-center gap-2 text-slate-600 text-xs">
                      <CountryBadge code={ip.countryCode} />
                      {ip.regionName}
                    </p>
                  </div>
                  <IpStatusBadge status={ip.status} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2.5">
                  <Field label={t("orders.ips.proxy")} wide>
                    <span className="break-all font-mono text-xs">{`${ip.host}:${ip.port}`}</span>
                  </Field>
                  <Field label={t("orders.ips.credentials")} wide>
                    <Credentials ip={ip} />
                  </Field>
                  <Field label={t("orders.ips.remaining")} wide>
                    <RemainingTime expireTime={ip.expireTime} status={ip.status} now={now} />
                  </Field>
                  <Field label={t("orders.fields.expireTime")}>
                    <DateTime iso={ip.expireTime} compact />
                  </Field>
                  <Field label={t("orders.ips.purchaseTime")}>
                    <DateTime iso={ip.purchaseTime} compact />
                  </Field>
                  <Field label={t("orders.fields.orderNo")}>
                    <span className="break-all font-mono text-xs">{ip.orderNo}</span>
                  </Field>
                </dl>
                <div className="mt-3">
                  <RowActions {...props} ip={ip} />
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Table
        caption={t("orders.ips.caption")}
        framed={false}
        className="relative hidden lg:block"
        testId="static-ip-table"
      >
        <TableHead compact>
          <Th className="w-10 py-3 pr-2 pl-5">
            <SelectBox
              checked={allSelected}
              onChange={(checked) => onSelect(ids, checked)}
              label={t("orders.ips.selectAll")}
            />
          </Th>
          <Th className="px-3 py-3 font-semibold">{t("orders.ips.exitIp")}</Th>
          <Th className="px-3 py-3 font-semibold">{t("orders.ips.connection")}</Th>
          <Th className="px-3 py-3 font-semibold">{t("orders.ips.remaining")}</Th>
          <Th className="px-3 py-3 font-semibold">{t("orders.fields.status")}</Th>
          <Th className="py-3 pr-5 pl-3 text-right font-semibold">
            <span className="sr-only">{t("orders.fields.actions")}</span>
          </Th>
        </TableHead>
        <TableBody>
          {ips.map((ip) => (
            <tr key={ip.id} className="align-top" data-testid="static-ip">
              <td className="py-3.5 pr-2 pl-5">{selectBox(ip)}</td>
              <td className="px-3 py-3.5">
                <span className="block font-mono font-semibold text-ink">{ip.outIp}</span>
                <span className="mt-1 flex items-center gap-1.5 text-slate-600 text-xs">
                  <CountryBadge code={ip.countryCode} />
                  <span className="min-w-0">{ip.regionName}</span>
                </span>
                <span className="mt-1 block font-mono text-[11px] text-slate-500" title={t("orders.fields.orderNo")}>
                  {ip.orderNo}
                </span>
              </td>
              <td className="px-3 py-3.5">
                <span className="block break-all font-mono text-ink text-xs leading-5">{`${ip.host}:${ip.port}`}</span>
                <Credentials ip={ip} />
              </td>
              <td className="px-3 py-3.5 text-xs leading-5">
                <RemainingTime expireTime={ip.expireTime} status={ip.status} now={now} />
                <span className="mt-1 block whitespace-nowrap text-slate-600" data-testid="ip-expire-time">
                  <span className="text-slate-500">{t("orders.fields.expiresShort")} </span>
                  <DateTime iso={ip.expireTime} compact />
                </span>
                <span className="block whitespace-nowrap text-slate-600">
                  <span className="text-slate-500">{t("orders.ips.boughtShort")} </span>
                  <DateTime iso={ip.purchaseTime} compact />
                </span>
              </td>
              <td className="px-3 py-3.5">
                <IpStatusBadge status={ip.status} />
              </td>
              <td className="py-3.5 pr-5 pl-3">
                <RowActions {...props} ip={ip} vertical />
              </td>
            </tr>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
