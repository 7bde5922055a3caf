import { type ProxyLineFormat, proxyLineFormats } from "@shop/contract";
import { useT } from "../../i18n/use-locale.ts";
import { Field } from "../../ui/field.tsx";
import { selectClass } from "./page-header.tsx";

/** Catalogue keys of the line formats. */
const formatKeys: Record<ProxyLineFormat, string> = {
  "host:port:user:pass": "hostPortUserPass",
  "user:pass@host:port": "userPassAtHostPort",
  "protocol://user:pass@host:port": "url",
  curl: "curl",
};

/** The choice of how each line is written (host:port:user:pass, a URL, a curl command…). */
export function FormatField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ProxyLineFormat;
  onChange(format: ProxyLineFormat): void;
}) {
  const t = useT();
  return (
    <Field id={id} label={t("proxies.generator.format")}>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value as ProxyLineFormat)}
      >
        {proxyLineFormats.map((format) => (
          <option key={format} value={format}>
            {t(`proxies.generator.formats.${formatKeys[format]}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}
