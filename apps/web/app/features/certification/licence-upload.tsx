import { type LicenceFile, licenceMaxBytes } from "@shop/contract";
import { useId, useRef, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { saveBlob } from "../../lib/copy-and-save.ts";
import { useMessageT } from "../../lib/use-message-t.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, fieldControlProps } from "../../ui/field.tsx";
import { type Stroke, StrokeIcon } from "../../ui/stroke-icon.tsx";
import { type DocumentSource, useDownloadLicence, useLicenceBlob, useUploadLicence } from "./api/licence-file.ts";
import { useObjectUrl } from "./use-object-url.ts";

const uploadStrokes: Stroke[] = [
  { d: "M12 15V4m0 0L8 8m4-4 4 4M5 14v4a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4", width: 1.8 },
];

function formatFileSize(bytes: number, locale: string): string {
  const format = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1024 * 1024) return `${format(bytes / 1024 / 1024)} MB`;
  return `${format(Math.max(bytes, 1) / 1024)} KB`;
}

const typeLabel = (contentType: string) =>
  contentType === "application/pdf" ? "PDF" : contentType === "image/png" ? "PNG" : "JPG";

/**
 * A stored licence: a thumbnail for images (fetched with the session, shown
 * from a blob: URL), a file card for PDFs, and a download button.
 */
export function LicencePreview({
  licence,
  localFile,
  source = "licence",
  label,
}: {
  licence: LicenceFile;
  localFile?: File | null;
  /** A foreign verification's document is fetched from its own address. */
  source?: DocumentSource;
  /** The preview's alt text and default file name, when it is not a business licence. */
  label?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const isImage = licence.contentType !== "application/pdf";
  // A file just chosen is previewed from memory; a stored one is fetched once.
  const stored = useLicenceBlob(licence.fileId, isImage && !localFile, source);
  const url = useObjectUrl(isImage ? (localFile ?? stored.data) : null);
  const fileDownload = useDownloadLicence(source);
  const name =
    licence.fileName ??
    `${source === "foreign" ? "document" : t("certification.company.licence.defaultName")}.${typeLabel(licence.contentType).toLowerCase()}`;

  const download = async () => {
    try {
      saveBlob(localFile ?? (await fileDownload.mutateAsync(licence.fileId)), name);
    } catch {
      // The client has shown the error.
    }
  };

  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:gap-4">
      <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 sm:size-20">
        {isImage && url ? (
          <img src={url} alt={label ?? t("certification.company.licence.preview")} className="size-full object-cover" />
        ) : (
          <span className="font-semibold text-slate-500 text-xs">{typeLabel(licence.contentType)}</span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 break-all font-medium text-ink text-sm" title={name}>
          {name}
        </p>
        <p className="mt-0.5 whitespace-nowrap text-slate-500 text-xs">
          {typeLabel(licence.contentType)} · {formatFileSize(licence.sizeBytes, locale)}
        </p>
      </div>
      <button
        type="button"
        onClick={download}
        disabled={fileDownload.isPending}
        className="shrink-0 rounded-md px-1 py-1 font-medium text-brand text-sm hover:underline disabled:opacity-60 sm:px-2"
      >
        {t("certification.company.licence.download")}
      </button>
    </div>
  );
}

/**
 * Choosing the business licence uploads it at once (JPG, PNG or PDF, 5 MB):
 * the server checks the content and answers with the stored file, whose id
 * the form submits. A file over 5 MB is refused before it is sent.
 */
export function LicenceUpload({
  value,
  onUploaded,
  error,
  source = "licence",
  label,
  hint,
  onUploadingChange,
}: {
  value: LicenceFile | null;
  onUploaded(file: LicenceFile): void;
  /** Told when an upload starts and ends: the form's submit waits for the file it needs. */
  onUploadingChange?(uploading: boolean): void;
  error?: string;
  /** "foreign": a passport data page or a registration document, with its own label and hint. */
  source?: DocumentSource;
  label?: string;
  hint?: string;
}) {
  const t = useT();
  const mt = useMessageT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLicence(source);
  const uploading = upload.isPending;
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [localFile, setLocalFile] = useState<File | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > licenceMaxBytes) {
      setUploadError(mt("certification.licenceTooLarge") ?? null);
      return;
    }
    onUploadingChange?.(true);
    try {
      const stored = await upload.mutateAsync(file);
      setLocalFile(file);
      onUploaded(stored);
    } catch (caught) {
      if (caught instanceof ApiError) setUploadError(caught.message);
    } finally {
      onUploadingChange?.(false);
      if (input.current) input.current.value = "";
    }
  };

  const shownError = uploadError ?? error;
  return (
    <div>
      <label htmlFor={inputId} className="block font-medium text-slate-700 text-sm">
        {label ?? t("certification.company.licence.label")}
      </label>
      <p className="mt-1 text-slate-500 text-xs leading-5">{hint ?? t("certification.company.licence.hint")}</p>
      <div className="mt-3 space-y-3">
        {value && <LicencePreview licence={value} localFile={localFile} source={source} label={label} />}
        <div
          className={`flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center ${shownError ? "border-red-300 bg-red-50/40" : "border-slate-300 bg-slate-50"}`}
        >
          <StrokeIcon strokes={uploadStrokes} className="size-8 text-slate-400" />
          <input
            ref={input}
            type="file"
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            className="sr-only"
            {...fieldControlProps(inputId, shownError, false)}
            disabled={uploading}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => input.current?.click()}
            loading={uploading}
            loadingLabel={t("certification.company.licence.uploading")}
          >
            {value ? t("certification.company.licence.replace") : t("certification.company.licence.choose")}
          </Button>
          <p className="text-slate-500 text-xs">{t("certification.company.licence.formats")}</p>
        </div>
      </div>
      <FieldError id={inputId} error={shownError} />
    </div>
  );
}
