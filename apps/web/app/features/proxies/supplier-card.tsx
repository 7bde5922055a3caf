import type { Supplier } from "@shop/contract";
import { useT } from "../../i18n/use-locale.ts";
import { useQrDrawing } from "../../lib/qr-drawing.ts";
import { QrImage } from "../../ui/qr-image.tsx";
import { useSupplier } from "./api/supplier.ts";
import { LoadFailedRetry } from "./page-header.tsx";

function contactLinkOf(supplier: Supplier): string | null {
  if (supplier.customerServiceQrUrl) return supplier.customerServiceQrUrl;
  return supplier.contactEmail ? `mailto:${supplier.contactEmail}` : null;
}

/** The substation (agent) that serves the member: its name, contact and a QR code to reach it. */
export function SupplierCard() {
  const t = useT();
  const supplier = useSupplier();
  const data = supplier.data;
  const qr = useQrDrawing(data ? contactLinkOf(data) : null);

  return (
    <section
      aria-labelledby="supplier-title"
      data-testid="supplier"
      className="flex h-full flex-col rounded-xl border border-slate-200 p-4 sm:p-5"
    >
      <h2 id="supplier-title" className="font-medium text-slate-500 text-sm">
        {t("proxies.supplier.title")}
      </h2>
      {supplier.isError ? (
        <p className="mt-3 text-slate-600 text-sm">
          <LoadFailedRetry onRetry={() => supplier.refetch()} />
        </p>
      ) : !data ? (
        <div className="mt-3 h-24 animate-pulse rounded-lg bg-slate-100" />
      ) : (
        <div className="mt-3 flex flex-1 items-start gap-4">
          <div className="min-w-0 flex-1 space-y-1.5 text-sm">
            <p className="flex items-center gap-2 font-semibold text-base text-ink">
              {data.logoUrl && <img src={data.logoUrl} alt="" className="size-6 rounded object-contain" />}
              <span className="truncate">{data.name}</span>
            </p>
            {data.contactEmail && (
              <p className="text-slate-600">
                <span className="text-slate-500">{t("proxies.supplier.email")}: </span>
                <a
                  href={`mailto:${data.contactEmail}`}
                  className="break-all text-brand underline-offset-2 hover:underline"
                >
                  {data.contactEmail}
                </a>
              </p>
            )}
            {data.contactHours && (
              <p className="text-slate-600">
                <span className="text-slate-500">{t("proxies.supplier.hours")}: </span>
                {data.contactHours}
              </p>
            )}
            {!data.contactEmail && !data.contactHours && !data.customerServiceQrUrl && (
              <p className="text-slate-500">{t("proxies.supplier.noContact")}</p>
            )}
          </div>
          {qr && (
            <figure className="shrink-0 text-center">
              <QrImage
                drawing={qr}
                label={t(data.customerServiceQrUrl ? "proxies.supplier.qrChat" : "proxies.supplier.qrEmail")}
                testId="supplier-qr"
                className="size-24 rounded-md border border-slate-200 bg-white"
              />
              <figcaption className="mt-1 text-[11px] text-slate-500">{t("proxies.supplier.scan")}</figcaption>
            </figure>
          )}
        </div>
      )}
    </section>
  );
}
