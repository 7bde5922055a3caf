import { attachmentsPerMessage, type TicketAttachment } from "@shop/contract";
import { useId, useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { saveBlob } from "../../lib/copy-and-save.ts";
import { FilePicker } from "../../ui/file-picker.tsx";

/** Attachments of a message, each a download fetched with the session (members' and operators' own fetcher). */
export function AttachmentList({
  attachments,
  download,
}: {
  attachments: TicketAttachment[];
  download: (fileId: number) => Promise<Blob>;
}) {
  const t = useT();
  if (attachments.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {attachments.map((file) => (
        <li key={file.fileId}>
          <button
            type="button"
            className="inline-flex max-w-64 items-center gap-1.5 truncate rounded-md border border-slate-200 bg-white px-2.5 py-1 text-brand text-xs hover:border-brand"
            onClick={async () => saveBlob(await download(file.fileId), file.fileName ?? `attachment-${file.fileId}`)}
            title={t("tickets.download")}
          >
            📎 {file.fileName ?? `#${file.fileId}`} · {Math.max(1, Math.round(file.sizeBytes / 1024))} KB
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Picks and uploads up to three files; the parent sends their ids with the message. */
export function AttachmentPicker({
  files,
  onChange,
  upload,
  onError,
}: {
  files: TicketAttachment[];
  onChange(files: TicketAttachment[]): void;
  upload(file: File): Promise<TicketAttachment>;
  onError(message: string): void;
}) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const full = files.length >= attachmentsPerMessage;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-700 text-sm">
        {t("tickets.attachments")}
      </label>
      <p className="mt-1 text-slate-500 text-xs">{t("tickets.attachmentsHint")}</p>
      <FilePicker
        id={id}
        accept="image/png,image/jpeg,image/webp,text/plain,application/json,.har,.json,.txt,.log"
        disabled={busy || full}
        onFile={async (file, input) => {
          input.value = "";
          if (!file) return;
          setBusy(true);
          try {
            onChange([...files, await upload(file)]);
          } catch (caught) {
            if (caught instanceof ApiError) onError(caught.message);
            else throw caught;
          } finally {
            setBusy(false);
          }
        }}
      />
      {files.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="ticket-pending-files">
          {files.map((file) => (
            <li
              key={file.fileId}
              className="inline-flex items-center gap-2 rounded-md bg-slate-100 px-2.5 py-1 text-slate-700 text-xs"
            >
              {file.fileName ?? `#${file.fileId}`}
              <button
                type="button"
                className="text-slate-500 hover:text-red-600"
                aria-label={t("tickets.removeFile", { name: file.fileName ?? "" })}
                onClick={() => onChange(files.filter((f) => f.fileId !== file.fileId))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
