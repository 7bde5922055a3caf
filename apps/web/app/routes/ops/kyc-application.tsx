import { useParams } from "react-router";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { KycReviewView } from "../../features/console-members/kyc-review.tsx";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("opsMembers.kyc.title");

export default function ConsoleKycApplicationPage() {
  const t = useT();
  const params = useParams();
  const kind = params.kind === "personal" ? "personal" : params.kind === "enterprise" ? "enterprise" : null;
  const id = Number(params.id);
  const valid = kind !== null && Number.isSafeInteger(id) && id > 0;
  return (
    <ConsolePage
      title={t("opsMembers.kyc.applicationTitle", {
        kind: kind === "personal" ? t("opsMembers.kyc.kindPersonal") : t("opsMembers.kyc.kindEnterprise"),
        id: params.id ?? "",
      })}
      permission="kyc.review"
      actions={
        <LocalizedLink to="/ops/kyc" className="text-brand text-sm hover:underline">
          ← {t("opsMembers.kyc.back")}
        </LocalizedLink>
      }
    >
      {valid ? (
        <KycReviewView refParams={{ kind, id }} />
      ) : (
        <p className="text-red-700">{t("opsMembers.loadFailed")}</p>
      )}
    </ConsolePage>
  );
}
