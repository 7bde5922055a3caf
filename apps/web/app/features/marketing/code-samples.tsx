import type { ProxyGatewayAddress } from "@shop/contract/core";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { copyText } from "../../lib/copy-and-save.ts";
import { useProxyGateway } from "../../lib/use-proxy-gateway.ts";
import { Icon } from "../../ui/icon.tsx";
import { showMessage } from "../../ui/toast.tsx";

type Translate = ReturnType<typeof useT>;

const credentials = "<username>:<password>";
const target = "https://ipinfo.io/json";

function samples(t: Translate, { host, httpPort, socks5Port: socksPort }: ProxyGatewayAddress) {
  return [
    {
      key: "curl",
      label: "curl",
      code: [
        `# ${t("codeSamples.http")}`,
        `curl -x http://${host}:${httpPort} \\`,
        `  -U "${credentials}" \\`,
        `  ${target}`,
        "",
        `# ${t("codeSamples.socks")}`,
        `curl -x socks5h://${host}:${socksPort} \\`,
        `  -U "${credentials}" \\`,
        `  ${target}`,
      ].join("\n"),
    },
    {
      key: "python",
      label: "Python",
      code: [
        "import requests",
        "",
        `# ${t("codeSamples.http")}`,
        `proxy = "http://${credentials}@${host}:${httpPort}"`,
        `# ${t("codeSamples.socksInstall")}`,
        `# proxy = "socks5h://${credentials}@${host}:${socksPort}"`,
        "",
        'proxies = {"http": proxy, "https": proxy}',
        `response = requests.get("${target}", proxies=proxies, timeout=30)`,
        "print(response.json())",
      ].join("\n"),
    },
    {
      key: "node",
      label: "Node.js",
      code: [
        `// ${t("codeSamples.install")}`,
        'import { ProxyAgent, fetch } from "undici";',
        "",
        `// ${t("codeSamples.http")}`,
        `const dispatcher = new ProxyAgent("http://${credentials}@${host}:${httpPort}");`,
        "",
        `const response = await fetch("${target}", { dispatcher });`,
        "console.log(await response.json());",
      ].join("\n"),
    },
  ];
}

/** curl, Python and Node.js examples against the proxy gateway, as accessible tabs with a copy button. */
export function CodeSamples() {
  const t = useT();
  const id = useId();
  const list = samples(t, useProxyGateway());
  const [active, setActive] = useState(0);
  const [copied, setCopied] = useState(false);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const next = (index + list.length) % list.length;
    setActive(next);
    setCopied(false);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: list.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(to);
  };
  const current = list[active] ?? list[0];
  if (!current) return null;

  const copy = async () => {
    if (await copyText(current.code)) setCopied(true);
    else showMessage(t("codeSamples.copyFailed"), "error");
  };

  return (
    <div className="overflow-hidden rounded-2xl border border-slate-800 bg-slate-900 shadow-lg">
      <div className="flex items-center justify-between gap-2 border-slate-800 border-b px-3">
        <div role="tablist" aria-label={t("codeSamples.tabsLabel")} className="flex" onKeyDown={onKeyDown}>
          {list.map((sample, index) => (
            <button
              key={sample.key}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${sample.key}`}
              aria-selected={index === active}
              aria-controls={`${id}-panel-${sample.key}`}
              tabIndex={index === active ? 0 : -1}
              onClick={() => select(index)}
              className={`border-b-2 px-3 py-3 font-medium text-sm ${
                index === active
                  ? "border-sky-400 text-white"
                  : "border-transparent text-slate-400 hover:text-slate-200"
              }`}
            >
              {sample.label}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={copy}
          className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-slate-300 text-xs hover:bg-slate-800 hover:text-white"
        >
          <Icon name={copied ? "check" : "copy"} className="size-4" />
          <span aria-live="polite">{copied ? t("codeSamples.copied") : t("codeSamples.copy")}</span>
        </button>
      </div>
      {list.map((sample, index) => (
        <div
          key={sample.key}
          role="tabpanel"
          id={`${id}-panel-${sample.key}`}
          aria-labelledby={`${id}-tab-${sample.key}`}
          hidden={index !== active}
        >
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable code block must be reachable by keyboard. */}
          <pre tabIndex={0} className="overflow-x-auto p-4 text-slate-100 text-xs leading-6 sm:p-5 sm:text-[13px]">
            <code>{sample.code}</code>
          </pre>
        </div>
      ))}
    </div>
  );
}
