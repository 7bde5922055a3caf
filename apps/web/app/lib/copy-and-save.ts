/**
 * Copies text to the clipboard. The Clipboard API needs a secure context and
 * permission; without it, the older selection-based copy is tried. False when
 * neither worked (the caller says "Copy failed").
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): try the fallback.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Saves a Blob under a file name, the way a download link would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; a large file may take a while.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text as a file (UTF-8 plain text unless `type` says otherwise). */
export function downloadText(fileName: string, text: string, type = "text/plain;charset=utf-8"): void {
  saveBlob(new Blob([text], { type }), fileName);
}
