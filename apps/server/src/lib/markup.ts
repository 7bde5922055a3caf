/**
 * Text made safe to place in HTML or XML: inside an element or a quoted attribute (`"` or `'`).
 * Used by the e-mails, the payment sandbox's pages and the sitemap.
 */
export function escapeMarkup(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
