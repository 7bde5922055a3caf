import type { LicenceFile } from "@shop/contract";
import { certificationEndpoints } from "@shop/contract/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { certificationKeys } from "./certification-keys.ts";

/** An upload may take longer than the 15 s of an ordinary call on a slow line. */
const uploadTimeoutMs = 120_000;

/**
 * Which private upload a file is: an enterprise's business licence, or a foreign verification's
 * document (a passport data page, a registration document). Each has its own upload and download.
 */
export type DocumentSource = "licence" | "foreign";

/** The file, as one multipart part. */
function uploadDocument(source: DocumentSource, file: File): Promise<LicenceFile> {
  const endpoint =
    source === "foreign" ? certificationEndpoints.uploadForeignDocument : certificationEndpoints.uploadLicence;
  return api.upload(endpoint, file, file.name, { quiet: true, timeoutMs: uploadTimeoutMs });
}

/** The owner's own file, never a public URL: its bytes, fetched with the session. */
const downloadDocument = (source: DocumentSource, fileId: number) =>
  api.call(
    source === "foreign" ? certificationEndpoints.downloadForeignDocument : certificationEndpoints.downloadLicence,
    { query: { fileId } },
    { timeoutMs: uploadTimeoutMs },
  );

/** Uploads a chosen file; `isPending` while the bytes travel and the server checks them. */
export function useUploadLicence(source: DocumentSource = "licence") {
  return useMutation({ mutationFn: (file: File) => uploadDocument(source, file) });
}

/** Fetches a stored file's bytes for the download button. */
export function useDownloadLicence(source: DocumentSource = "licence") {
  return useMutation({ mutationFn: (fileId: number) => downloadDocument(source, fileId) });
}

/** The file's bytes, fetched with the session (for a preview or a download). */
export function useLicenceBlob(fileId: number | null, enabled: boolean, source: DocumentSource = "licence") {
  return useQuery({
    queryKey: certificationKeys.licenceFile(fileId, source),
    enabled: enabled && fileId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => downloadDocument(source, fileId as number),
  });
}
