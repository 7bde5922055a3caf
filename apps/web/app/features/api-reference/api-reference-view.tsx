import { webhookEventExamples, webhookEventTypes } from "@shop/contract/core";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { callsByTag, curlExample, dataSchemaOf, type OpenApiDocument, type ReferenceCall } from "./openapi-document.ts";

const methodClass: Record<string, string> = {
  GET: "bg-sky-100 text-sky-800",
  POST: "bg-emerald-100 text-emerald-800",
};

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function SchemaBlock({ label, schema }: { label: string; schema: unknown }) {
  return (
    <details className="mt-3 rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-3 py-2 font-medium text-slate-700 text-sm">{label}</summary>
      <pre className="max-h-96 overflow-auto border-slate-200 border-t bg-slate-50 p-3 font-mono text-slate-800 text-xs leading-5">
        {JSON.stringify(schema, null, 2)}
      </pre>
    </details>
  );
}

function CallEntry({ call, origin }: { call: ReferenceCall; origin: string }) {
  const t = useT();
  const locale = useLocale();
  const { operation } = call;
  const scope = operation["x-api-key-scope"];
  const content = operation.requestBody?.content;
  const body = content?.["application/json"]?.schema ?? content?.["multipart/form-data"]?.schema;
  return (
    <article
      id={slugOf(`${call.method}-${call.path}`)}
      className="scroll-mt-24 rounded-xl border border-slate-200 p-4 sm:p-5"
      data-testid="api-call"
    >
      <h3 className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded px-2 py-0.5 font-bold font-mono text-xs ${methodClass[call.method] ?? "bg-slate-100"}`}
        >
          {call.method}
        </span>
        <code className="break-all font-mono font-semibold text-ink text-sm">{call.path}</code>
      </h3>
      <p className="mt-2 text-slate-700 text-sm">{operation.summary}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t("apiDocs.whoMayCall")}</dt>
        <dd className="text-slate-800">{t(`apiDocs.audience.${operation["x-audience"]}`)}</dd>
        <dt className="text-slate-500">{t("apiDocs.scope")}</dt>
        <dd>
          {scope ? (
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{scope}</code>
          ) : (
            <span className="text-slate-600">
              {t(operation["x-audience"] === "public" ? "apiDocs.noKeyNeeded" : "apiDocs.noKey")}
            </span>
          )}
        </dd>
      </dl>
      {operation.parameters.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("apiDocs.parameters")}</caption>
            <thead className="text-slate-500 text-xs">
              <tr>
                <th className="py-1 pr-4 font-medium">{t("apiDocs.parameter")}</th>
                <th className="py-1 pr-4 font-medium">{t("apiDocs.in")}</th>
                <th className="py-1 pr-4 font-medium">{t("apiDocs.type")}</th>
                <th className="py-1 font-medium">{t("apiDocs.required")}</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={`${parameter.in}-${parameter.name}`} className="border-slate-100 border-t">
                  <td className="py-1 pr-4 font-mono text-xs">{parameter.name}</td>
                  <td className="py-1 pr-4 text-slate-600">{parameter.in}</td>
                  <td className="py-1 pr-4 font-mono text-slate-600 text-xs">
                    {String(parameter.schema.type ?? (parameter.schema.enum ? "enum" : "—"))}
                  </td>
                  <td className="py-1 text-slate-600">{parameter.required ? t("apiDocs.yes") : t("apiDocs.no")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {body !== undefined && <SchemaBlock label={t("apiDocs.body")} schema={body} />}
      <SchemaBlock label={t("apiDocs.answer")} schema={dataSchemaOf(operation)} />
      <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-slate-100 text-xs leading-5">
        {curlExample(origin, call, locale)}
      </pre>
    </article>
  );
}

/** Outside /app-api: the extraction URL and the signed gateway calls (docs/proxy-centre.md). */
function OtherInterfaces({ origin }: { origin: string }) {
  const t = useT();
  return (
    <>
      <section id="extraction-url" className="scroll-mt-24">
        <h2 className="font-bold text-2xl text-ink">{t("apiDocs.extraction.title")}</h2>
        <p className="mt-2 max-w-3xl text-pretty text-slate-700 text-sm leading-6">{t("apiDocs.extraction.intro")}</p>
        <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-slate-100 text-xs leading-5">
          {`curl '${origin}/extract/<token>?country=US&session=sticky&duration=10&protocol=http&count=5&type=txt'`}
        </pre>
        <p className="mt-3 max-w-3xl text-pretty text-slate-700 text-sm leading-6">{t("apiDocs.extraction.fields")}</p>
        <p className="mt-2 max-w-3xl text-pretty text-slate-700 text-sm leading-6">
          {t("apiDocs.extraction.refusals")}
        </p>
      </section>
      <section id="webhook-events" className="scroll-mt-24">
        <h2 className="font-bold text-2xl text-ink">{t("apiDocs.webhooks.title")}</h2>
        <p className="mt-2 max-w-3xl text-pretty text-slate-700 text-sm leading-6">{t("apiDocs.webhooks.intro")}</p>
        <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-slate-100 text-xs leading-5">
          {[
            "POST /your/endpoint",
            "Content-Type: application/json",
            "Webhook-Id: evt_3q2x7wq0YH1L2B0v",
            "Webhook-Timestamp: 1795339815",
            'Webhook-Signature: v1=<hex HMAC-SHA256(secret, "<Webhook-Timestamp>.<raw body>")>',
            "",
            JSON.stringify(
              {
                event_id: "evt_3q2x7wq0YH1L2B0v",
                type: "order.paid",
                occurred_at: "2026-11-28T09:30:15.000Z",
                data: webhookEventExamples["order.paid"],
              },
              null,
              2,
            ),
          ].join("\n")}
        </pre>
        <p className="mt-3 max-w-3xl text-pretty text-slate-700 text-sm leading-6">{t("apiDocs.webhooks.delivery")}</p>
        <h3 className="mt-6 font-semibold text-ink text-lg">{t("apiDocs.webhooks.verifyTitle")}</h3>
        <p className="mt-2 max-w-3xl text-pretty text-slate-700 text-sm leading-6">{t("apiDocs.webhooks.verify")}</p>
        <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-slate-100 text-xs leading-5">
          {[
            "# body.json holds the raw request body, byte for byte",
            'TS=1795339815; SECRET="whsec_…"',
            'printf \'%s.%s\' "$TS" "$(cat body.json)" | openssl dgst -sha256 -hmac "$SECRET" -hex | sed \'s/^.* /v1=/\'',
            "# compare with the Webhook-Signature header; a test delivery with curl:",
            `curl -X POST ${origin}/app-api/member/webhook/test -H 'Authorization: Bearer psk_live_…' -H 'Content-Type: application/json' -d '{"id":1}'`,
          ].join("\n")}
        </pre>
        <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-slate-100 text-xs leading-5">
          {[
            'import { createHmac, timingSafeEqual } from "node:crypto";',
            "",
            "// rawBody: the request body as received (a string), before any JSON parsing",
            "export function verifyWebhook(secret, rawBody, headers, toleranceSeconds = 300) {",
            '  const ts = headers["webhook-timestamp"];',
            '  const given = Buffer.from(headers["webhook-signature"] ?? "");',
            '  if (!/^\\d+$/.test(ts ?? "") || Math.abs(Date.now() / 1000 - Number(ts)) > toleranceSeconds) return false;',
            '  const mac = createHmac("sha256", secret).update(ts + "." + rawBody).digest("hex");',
            '  const expected = Buffer.from("v1=" + mac);',
            "  return given.length === expected.length && timingSafeEqual(given, expected);",
            "}",
          ].join("\n")}
        </pre>
        <h3 className="mt-6 font-semibold text-ink text-lg">{t("apiDocs.webhooks.eventsTitle")}</h3>
        <dl className="mt-3 space-y-4">
          {webhookEventTypes.map((type) => (
            <div key={type} id={`event-${type}`}>
              <dt className="font-mono font-semibold text-ink text-sm">{type}</dt>
              <dd className="mt-1 text-slate-700 text-sm">
                {t(`apiDocs.webhooks.event.${type.replace(".", "_")}`)}
                <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 font-mono text-slate-800 text-xs leading-5">
                  {JSON.stringify(webhookEventExamples[type], null, 2)}
                </pre>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section id="gateway-api" className="scroll-mt-24">
        <h2 className="font-bold text-2xl text-ink">{t("apiDocs.gateway.title")}</h2>
        <p className="mt-2 max-w-3xl text-pretty text-slate-700 text-sm leading-6">{t("apiDocs.gateway.intro")}</p>
        <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-slate-100 text-xs leading-5">
          {[
            "X-Gateway-Id: gw1",
            "X-Gateway-Timestamp: 1795333534060",
            "X-Gateway-Nonce: 3q2-7wq0YH1L2B0vK8f5Sg",
            "X-Signature: sha256=<hex HMAC-SHA256(secret, METHOD\\nPATH\\nTIMESTAMP\\nNONCE\\n + body)>",
          ].join("\n")}
        </pre>
        <ul className="mt-3 space-y-1 font-mono text-slate-800 text-sm">
          <li>POST /internal/usage/batches</li>
          <li>GET /internal/proxy/accounts/{"{username}"}</li>
          <li>GET /internal/proxy/allowlist/{"{ip}"}</li>
          <li>GET /internal/proxy/static-ips/{"{account}"}</li>
        </ul>
        <p className="mt-3 max-w-3xl text-pretty text-slate-700 text-sm leading-6">{t("apiDocs.gateway.answers")}</p>
      </section>
    </>
  );
}

export function ApiReferenceView({ document, origin }: { document: OpenApiDocument; origin: string }) {
  const t = useT();
  // The server names each group in English; the page names it in the reader's language.
  const tagName = (tag: string) => t(`apiDocs.tags.${slugOf(tag)}`, { defaultValue: tag });
  const groups = callsByTag(document);
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl text-ink sm:text-4xl">{t("pages.apiDocs.title")}</h1>
      <p className="mt-3 max-w-3xl text-pretty text-lg text-slate-600">{t("apiDocs.intro")}</p>
      <div className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700 text-sm leading-6 sm:p-6 md:grid-cols-2">
        <div>
          <h2 className="font-semibold text-ink">{t("apiDocs.authTitle")}</h2>
          <p className="mt-1">{t("apiDocs.authText")}</p>
        </div>
        <div>
          <h2 className="font-semibold text-ink">{t("apiDocs.envelopeTitle")}</h2>
          <p className="mt-1">{t("apiDocs.envelopeText")}</p>
        </div>
      </div>
      <div className="mt-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <nav aria-label={t("apiDocs.contents")} className="mb-8 lg:sticky lg:top-24 lg:mb-0 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:block lg:space-y-1">
            {groups.map((group) => (
              <li key={group.tag}>
                <a href={`#${slugOf(group.tag)}`} className="text-brand text-sm hover:underline">
                  {tagName(group.tag)}
                </a>
              </li>
            ))}
            <li>
              <a href="#extraction-url" className="text-brand text-sm hover:underline">
                {t("apiDocs.extraction.title")}
              </a>
            </li>
            <li>
              <a href="#webhook-events" className="text-brand text-sm hover:underline">
                {t("apiDocs.webhooks.title")}
              </a>
            </li>
            <li>
              <a href="#gateway-api" className="text-brand text-sm hover:underline">
                {t("apiDocs.gateway.title")}
              </a>
            </li>
          </ul>
        </nav>
        <div className="min-w-0 space-y-10">
          {groups.map((group) => (
            <section key={group.tag} id={slugOf(group.tag)} className="scroll-mt-24">
              <h2 className="font-bold text-2xl text-ink">{tagName(group.tag)}</h2>
              <div className="mt-4 space-y-4">
                {group.calls.map((call) => (
                  <CallEntry key={`${call.method} ${call.path}`} call={call} origin={origin} />
                ))}
              </div>
            </section>
          ))}
          <OtherInterfaces origin={origin} />
        </div>
      </div>
    </main>
  );
}
