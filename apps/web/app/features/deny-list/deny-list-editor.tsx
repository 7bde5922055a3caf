import { type DenyDomainEntry, type DenyDomainProblem, parseDenyDomain } from "@shop/contract";
import { type FormEvent, useId, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { useMessageT } from "../../lib/use-message-t.ts";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { inputClass } from "../../ui/field.tsx";
import { FormError } from "../../ui/form-controls.tsx";

// The contract's messages for each problem (the server answers with the same ones).
const problemKeys: Record<DenyDomainProblem, string> = {
  empty: "proxyCentre.denyList.domainRequired",
  format: "proxyCentre.denyList.domainInvalid",
  ipLiteral: "proxyCentre.denyList.ipLiteral",
};

/**
 * A target-domain deny list: add a domain (checked and normalised by the
 * contract's parser as typed, so `WWW.Example.COM.` shows as what is saved),
 * list and remove. Shared by the member's list (user centre) and the seller's
 * (console); the caller does the calls and passes its own button style.
 */
export function DenyListEditor(props: {
  entries: DenyDomainEntry[];
  max: number;
  busy: boolean;
  removing: boolean;
  buttonClass: string;
  /** Resolves once added; an ApiError's message is shown above the form. */
  onAdd(domain: string): Promise<void>;
  /** Resolves true once removed. */
  onRemove(entry: DenyDomainEntry): Promise<boolean>;
  testId: string;
  /** Where its texts are: `proxies.denyList` (user centre) or `consoleDeny` (console), with the same keys. */
  texts: string;
}) {
  const t = useT();
  const messageT = useMessageT();
  const locale = useLocale();
  const id = useId();
  const [domain, setDomain] = useState("");
  const [touched, setTouched] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<DenyDomainEntry | null>(null);
  const parsed = parseDenyDomain(domain);
  const isFull = props.entries.length >= props.max;
  const error = !parsed.ok && (touched || domain !== "") ? (messageT(problemKeys[parsed.problem]) ?? "") : null;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFormError(null);
    if (!parsed.ok) return;
    try {
      await props.onAdd(parsed.value);
      setDomain("");
      setTouched(false);
    } catch (failure) {
      if (failure instanceof ApiError) setFormError(failure.message);
      else throw failure;
    }
  };

  return (
    <div data-testid={props.testId}>
      <form noValidate onSubmit={add} className="space-y-3">
        <FormError message={formError} />
        <div className="grid gap-3 md:grid-cols-[minmax(0,20rem)_max-content] md:items-start">
          <div>
            <label htmlFor={`${id}-domain`} className="block font-medium text-slate-700 text-sm">
              {t(`${props.texts}.domain`)}
            </label>
            <input
              id={`${id}-domain`}
              value={domain}
              onChange={(event) => setDomain(event.target.value)}
              onBlur={() => setTouched(domain !== "")}
              placeholder="example.com"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-domain-note`}
              className={`mt-1.5 font-mono ${inputClass(Boolean(error))}`}
            />
            <p
              id={`${id}-domain-note`}
              role={error ? "alert" : undefined}
              className={`mt-1.5 text-xs leading-5 ${error ? "text-red-600" : "text-slate-500"}`}
            >
              {error ??
                (parsed.ok && parsed.value !== domain.trim()
                  ? t(`${props.texts}.savedAs`, { value: parsed.value })
                  : t(`${props.texts}.hint`))}
            </p>
          </div>
          <button type="submit" className={`${props.buttonClass} md:mt-7`} disabled={props.busy || isFull}>
            {t(`${props.texts}.add`)}
          </button>
        </div>
        {isFull && <p className="text-amber-700 text-sm">{t(`${props.texts}.full`, { max: props.max })}</p>}
      </form>
      <div className="mt-5">
        {props.entries.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-slate-500 text-sm">
            {t(`${props.texts}.empty`)}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {props.entries.map((entry) => (
              <li
                key={entry.id}
                data-testid="deny-list-entry"
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
              >
                <div className="min-w-0">
                  <code className="break-all font-medium font-mono text-ink">{entry.domain}</code>
                  <span className="block text-slate-500 text-xs">
                    {t(`${props.texts}.covers`, { domain: entry.domain })} · {formatDateTime(entry.createTime, locale)}
                  </span>
                </div>
                <button
                  type="button"
                  className="font-medium text-red-600 text-sm hover:underline"
                  aria-label={t(`${props.texts}.removeOf`, { domain: entry.domain })}
                  onClick={() => setToDelete(entry)}
                >
                  {t(`${props.texts}.remove`)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title={t(`${props.texts}.removeTitle`)}
        confirmLabel={t(`${props.texts}.remove`)}
        busy={props.removing}
        danger
        onConfirm={async () => {
          if (toDelete && (await props.onRemove(toDelete))) setToDelete(null);
        }}
        onClose={() => setToDelete(null)}
      >
        {toDelete && t(`${props.texts}.removeText`, { domain: toDelete.domain })}
      </ConfirmDialog>
    </div>
  );
}
