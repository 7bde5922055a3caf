import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { PageHero } from "../features/marketing/page-hero.tsx";
import { useGlobalStore } from "../features/shell/global-store.ts";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { RootData } from "../root.tsx";
import { buttonClass } from "../ui/button.tsx";
import { EmailText } from "../ui/email-text.tsx";
import { Icon, type IconName } from "../ui/icon.tsx";
import { PageSection } from "../ui/page-section.tsx";
import { ArrowLink } from "../ui/text-link.tsx";

export const meta = pageMeta("pages.service.title", "pages.service.description");

const slaItems = ["availability", "invalid", "replace"] as const;
const afterSalesItems: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: "dynamic", icon: "database" },
  { key: "static", icon: "server" },
  { key: "verification", icon: "shieldCheck" },
  { key: "duplicate", icon: "receipt" },
  { key: "timing", icon: "calendar" },
];

const cardClass = "flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const iconBoxClass = "inline-flex size-10 items-center justify-center rounded-xl bg-brand/10 text-brand";

/** One way to reach support: its icon, title and words, then how to use it (`children`). */
function ChannelCard({
  channel,
  icon,
  children,
}: {
  channel: "chat" | "email" | "help";
  icon: IconName;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={cardClass}>
      <span className={iconBoxClass}>
        <Icon name={icon} className="size-5" />
      </span>
      <h3 className="mt-4 font-semibold text-ink">{t(`support.channels.${channel}.title`)}</h3>
      <p className="mt-2 flex-1 text-slate-600 text-sm leading-6">{t(`support.channels.${channel}.text`)}</p>
      {children}
    </div>
  );
}

export default function ServicePage() {
  const t = useT();
  const substation = useRouteLoaderData<RootData>("root")?.substation;
  const openCustomerService = useGlobalStore((state) => state.setCustomerServiceVisible);
  const email = substation?.contactEmail;

  return (
    <main>
      <PageHero eyebrow={t("support.eyebrow")} title={t("pages.service.heading")} intro={t("pages.service.intro")} />

      <section
        id="contact"
        aria-labelledby="contact-heading"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-10 sm:px-6 lg:px-8"
      >
        <h2 id="contact-heading" className="font-bold text-2xl text-ink">
          {t("support.channels.heading")}
        </h2>
        <div className="mt-6 grid gap-5 md:grid-cols-3">
          <ChannelCard channel="chat" icon="chat">
            <button
              type="button"
              onClick={() => openCustomerService(true)}
              className={buttonClass({ size: "sm", className: "mt-5 self-start" })}
            >
              {t("support.channels.chat.action")}
            </button>
          </ChannelCard>
          <ChannelCard channel="email" icon="mail">
            {email && (
              <a href={`mailto:${email}`} className="mt-5 break-words font-semibold text-brand text-sm hover:underline">
                <EmailText address={email} />
              </a>
            )}
          </ChannelCard>
          <ChannelCard channel="help" icon="book">
            <ArrowLink to="/help-center" className="mt-5 inline-flex gap-1 font-semibold">
              {t("support.channels.help.action")}
            </ArrowLink>
          </ChannelCard>
        </div>
      </section>

      <section aria-labelledby="hours-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="hours-heading" className="font-bold text-2xl text-ink">
          {t("support.hours.heading")}
        </h2>
        <dl className="mt-6 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white text-sm shadow-sm">
          {[
            { term: t("support.hours.support"), text: substation?.contactHours || t("support.hours.supportDefault") },
            { term: t("support.hours.orders"), text: t("support.hours.ordersText") },
            { term: t("support.hours.review"), text: t("support.hours.reviewText") },
          ].map((row) => (
            <div key={row.term} className="grid gap-1 px-6 py-4 sm:grid-cols-[16rem_1fr]">
              <dt className="font-semibold text-ink">{row.term}</dt>
              <dd className="text-slate-600">{row.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="sla-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="sla-heading" className="font-bold text-2xl text-ink">
            {t("support.sla.heading")}
          </h2>
          <div className="mt-6 grid gap-5 md:grid-cols-3">
            {slaItems.map((key) => (
              <div key={key} className={cardClass}>
                <p className="font-bold text-4xl text-brand tracking-tight">{t(`support.sla.${key}.value`)}</p>
                <h3 className="mt-3 font-semibold text-ink">{t(`support.sla.${key}.title`)}</h3>
                <p className="mt-2 text-slate-600 text-sm leading-6">{t(`support.sla.${key}.text`)}</p>
              </div>
            ))}
          </div>
          <p className="mt-6 max-w-4xl text-slate-500 text-xs leading-5">{t("support.sla.note")}</p>
        </div>
      </section>

      <PageSection
        spacing="py-14"
        heading={{
          id: "after-sales-heading",
          title: t("support.afterSales.heading"),
          intro: t("support.afterSales.intro"),
        }}
      >
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {afterSalesItems.map((item) => (
            <li key={item.key} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
              <span className={`${iconBoxClass} shrink-0`}>
                <Icon name={item.icon} className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-ink">{t(`support.afterSales.items.${item.key}.title`)}</h3>
                <p className="mt-1 text-slate-600 text-sm leading-6">
                  {t(`support.afterSales.items.${item.key}.text`)}
                </p>
              </div>
            </li>
          ))}
          <li>
            <LocalizedLink
              to="/terms"
              className="flex h-full min-h-20 items-center justify-between gap-4 rounded-2xl border border-brand/30 border-dashed bg-brand/5 p-5 font-semibold text-brand text-sm hover:bg-brand/10"
            >
              {t("support.afterSales.termsLink")}
              <Icon name="arrowRight" className="size-5 shrink-0" />
            </LocalizedLink>
          </li>
        </ul>
        <p className="mt-10 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 text-sm">
          <Icon name="globe" className="mt-0.5 size-5 shrink-0" />
          {t("support.overseas")}
        </p>
      </PageSection>
    </main>
  );
}
