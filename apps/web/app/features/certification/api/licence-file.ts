import type { LicenceFile } from "@shop/contract";
import { certificationEndpoints } from "@shop/contract/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { certificationKeys } from "./certification-keys.ts";

/** An upload may take longer than the 15 s of an ordinary call on a slow line. */
const uploadTimeoutMs = 120_000;

/** The business licence, as one multipart part. */
function uploadLicence(file: File): Promise<LicenceFile> {
  return api.upload(certificationEndpoints.uploadLicence, file, file.name, { quiet: true, timeoutMs: uploadTimeoutMs });
}

/** The owner's own file, never a public URL: its bytes, fetched with the session. */
const downloadLicence = (fileId: number) =>
  api.call(certificationEndpoints.downloadLicence, { query: { fileId } }, { timeoutMs: uploadTimeoutMs });

/** Uploads a chosen licence; `isPending` while the bytes travel and the server checks them. */
export function useUploadLicence() {
  return useMutation({ mutationFn: uploadLicence });
}

/** Fetches a stored licence's bytes for the download button. */
export function useDownloadLicence() {
  return useMutation({ mutationFn: downloadLicence });
}

/** The licence's bytes, fetched with the session (for a preview or a download). */
export function useLicenceBlob(fileId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: certificationKeys.licenceFile(fileId),
    enabled: enabled && fileId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => downloadLicence(fileId as number),
  });
}
