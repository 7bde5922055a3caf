import type { LicenceFile } from "@shop/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { identityKeys } from "./identity-keys.ts";

/** An upload may take longer than the 15 s of an ordinary call on a slow line. */
const uploadTimeoutMs = 120_000;

/**
 * POST /app-api/ip/member-user-enterprise-info/upload-licence (multipart, one part named "file").
 * Not a declared call: api.call sends JSON bodies only.
 */
export function uploadLicence(file: File): Promise<LicenceFile> {
  const form = new FormData();
  form.append("file", file, file.name);
  return api.upload<LicenceFile>("/app-api/ip/member-user-enterprise-info/upload-licence", form, {
    quiet: true,
    timeoutMs: uploadTimeoutMs,
  });
}

/**
 * GET /app-api/ip/member-user-enterprise-info/licence: the owner's own file, never a public URL.
 * Not a declared call: the answer is the file's bytes, not the envelope.
 */
export const downloadLicence = (fileId: number) =>
  api.get<Blob>("/app-api/ip/member-user-enterprise-info/licence", {
    query: { fileId },
    responseType: "blob",
    timeoutMs: uploadTimeoutMs,
  });

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
    queryKey: identityKeys.licenceFile(fileId),
    enabled: enabled && fileId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => downloadLicence(fileId as number),
  });
}
