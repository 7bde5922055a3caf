import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { saveBlob } from "../../lib/copy-and-save.ts";
import { TextField } from "../../ui/form-controls.tsx";
import { useBusinessZone } from "../console/index.ts";
import { downloadExport, type ExportKind, exportKinds } from "./api/exports.ts";

/** Orders, refunds, the traffic ledger and members as CSV for a date range (business days); each download is audited. */
export function ExportsView() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {exportKinds.map((kind) => (
        <ExportCard key={kind} kind={kind} />
      ))}
    </div>
  );
}

function ExportCard({ kind }: { kind: ExportKind }) {
  const t = useT();
  const zone = useBusinessZone();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const k = (key: string) => t(`consoleCatalogue.exports.${key}`);
  // The client shows a refusal (a bad range) as a message.
  const download = useMutation({
    mutationFn: () => downloadExport(kind, { from: from || undefined, to: to || undefined }),
    onSuccess: (blob) => saveBlob(blob, `${kind}-${new Date().toISOString().slice(0, 10)}.csv`),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    download.mutate();
  };
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={`export-${kind}`}>
      <h2 id={`export-${kind}`} className="font-semibold text-ink text-lg">
        {k(kind)}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{k(`${kind}Help`)}</p>
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("consoleCatalogue.exports.from", { zone: zone.name })}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label={t("consoleCatalogue.exports.to", { zone: zone.name })}
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={download.isPending}
            className="rounded-lg bg-brand px-4 py-2.5 font-medium text-sm text-white disabled:opacity-50"
          >
            {k("download")}
          </button>
        </div>
      </form>
    </section>
  );
}
