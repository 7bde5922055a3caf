import { useT } from "../../i18n/use-locale.ts";
import { saveBlob } from "../../lib/copy-and-save.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { useDownloadReceipt } from "./api/download-receipt.ts";

/** "Download receipt" for a paid order: the server's PDF, in the page's language, saved as a file. */
export function ReceiptDownload({
  orderType,
  id,
  orderNo,
}: {
  orderType: "recharge" | "static";
  id: number;
  orderNo: string;
}) {
  const t = useT();
  const download = useDownloadReceipt();
  const save = async () => {
    try {
      saveBlob(await download.mutateAsync({ orderType, id }), `receipt-${orderNo}.pdf`);
    } catch {
      // The API client has shown the server's message.
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={save} loading={download.isPending} data-testid="download-receipt">
      {!download.isPending && <Icon name="receipt" className="size-4" />}
      {t("orders.details.receipt")}
    </Button>
  );
}
