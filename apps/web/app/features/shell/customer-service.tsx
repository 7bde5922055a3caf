import { useEffect, useId } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import type { QrDrawing } from "../../lib/qr-drawing.ts";
import type { RootData } from "../../root.tsx";
import { EmailText } from "../../ui/email-text.tsx";
import { Icon } from "../../ui/icon.tsx";
import { DialogCloseButton, useModalDialog } from "../../ui/modal-dialog.tsx";
import { QrImage } from "../../ui/qr-image.tsx";
import { ArrowLink } from "../../ui/text-link.tsx";
import { useGlobalStore } from "./global-store.ts";

/** The customer-service QR code, drawn on the server (customer-service-qr.server.ts). */
export interface QrSvg extends QrDrawing {
  /** What scanning it does: open the chat app, or write an e-mail. */
  kind: "chat" | "email";
}

/**
 * The floating customer-service button and its dialog (SPEC §2): the
 * substation's QR code, contact hours and e-mail. Open state lives in the
 * global store (customerServiceVisible), so any page can open it. It behaves
 * as every modal does (useModalDialog) but keeps its own frame: a narrower
 * card with an icon beside the title.
 */
export function CustomerService({ qr, ticketEntry = false }: { qr: QrSvg | null; ticketEntry?: boolean }) {
  const t = useT();
  const substation = useRouteLoaderData<RootData>("root")?.substation;
  const visible = useGlobalStore((state) => state.customerServiceVisible);
  const setVisible = useGlobalStore((state) => state.setCustomerServiceVisible);
  const dialog = useModalDialog({ open: visible, onClose: () => setVisible(false) });
  const titleId = useId();
  const location = useLocation();

  // A link inside the dialog (or anywhere) that changes the page closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change on purpose.
  useEffect(() => setVisible(false), [location.pathname, setVisible]);

  const hours = substation?.contactHours || t("customerService.hoursDefault");
  const email = substation?.contactEmail;

  return (
    <>
      <button
        type="button"
        onClick={() => setVisible(true)}
        aria-haspopup="dialog"
        aria-expanded={visible}
        data-testid="customer-service-button"
        title={t("customerService.open")}
        // On a phone it sits in the sticky header, beside the menu button (h-16 bar, px-4, size-10
        // button): floating over a 390 px page it covered buttons and table cells wherever one stopped
        // scrolling. From sm up it floats bottom right, and the layouts keep room below their last
        // line (pb-24) so it never hides the end of a page.
        className="fixed top-3 right-16 z-40 inline-flex size-10 items-center justify-center rounded-full bg-brand text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2 sm:top-auto sm:right-6 sm:bottom-6 sm:size-14 sm:shadow-lg sm:ring-4 sm:ring-white/70"
      >
        <Icon name="chat" className="size-5 sm:size-6" />
        <span className="sr-only">{t("customerService.open")}</span>
      </button>
      <dialog
        {...dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50"
      >
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand/10 text-brand">
                <Icon name="headset" className="size-5" />
              </span>
              <h2 id={titleId} className="font-semibold text-ink text-lg">
                {t("customerService.title")}
              </h2>
            </div>
            <DialogCloseButton label={t("customerService.close")} onClose={() => setVisible(false)} />
          </div>
          {ticketEntry && (
            <div className="mt-5 rounded-xl border border-brand/20 bg-brand/5 p-4 text-center">
              <p className="text-slate-600 text-sm">{t("customerService.ticketHint")}</p>
              <LocalizedLink
                to="/admin/support"
                data-testid="customer-service-ticket"
                className="mt-3 inline-flex items-center justify-center rounded-lg bg-brand px-4 py-2 font-medium text-sm text-white hover:opacity-90"
              >
                {t("customerService.openTicket")}
              </LocalizedLink>
            </div>
          )}
          {/* In the user centre a ticket replaces the QR code that only opened an e-mail; a chat app's code stays. */}
          {qr && !(ticketEntry && qr.kind === "email") && (
            <div className="mt-5 flex flex-col items-center text-center">
              <QrImage
                drawing={qr}
                label={t("customerService.qrLabel")}
                testId="customer-service-qr"
                className="size-44 rounded-lg border border-slate-200 bg-white"
              />
              <p className="mt-3 text-slate-600 text-sm">
                {qr.kind === "chat" ? t("customerService.scanChat") : t("customerService.scanEmail")}
              </p>
            </div>
          )}
          <dl className="mt-5 space-y-3 rounded-xl bg-slate-50 p-4 text-sm">
            <div>
              <dt className="flex items-center gap-3 text-slate-500">
                <Icon name="clock" className="size-4 shrink-0 text-slate-400" />
                {t("customerService.hours")}
              </dt>
              <dd className="pl-7 font-medium text-ink">{hours}</dd>
            </div>
            {email && (
              <div>
                <dt className="flex items-center gap-3 text-slate-500">
                  <Icon name="mail" className="size-4 shrink-0 text-slate-400" />
                  {t("customerService.email")}
                </dt>
                <dd className="min-w-0 pl-7">
                  <a href={`mailto:${email}`} className="break-words font-medium text-brand hover:underline">
                    <EmailText address={email} />
                  </a>
                </dd>
              </div>
            )}
          </dl>
          <ArrowLink to="/service" className="mt-4 flex justify-center gap-1.5 font-medium">
            {t("customerService.moreHelp")}
          </ArrowLink>
        </div>
      </dialog>
    </>
  );
}
