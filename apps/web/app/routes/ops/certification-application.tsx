import { useParams } from "react-router";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { CertificationReviewView } from "../../features/console-members/certification-review.tsx";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("opsMembers.certificationReview.title");

export default function ConsoleCertificationReviewApplicationPage() {
  const t = useT();
  const params = useParams();
  const kind = params.kind === "personal" ? "personal" : params.kind === "enterprise" ? "enterprise" : null;
  const id = Number(params.id);
  const valid = kind !== null && Number.isSafeInteger(id) && id > 0;
  return (
    <ConsolePage
      title={t("opsMembers.certificationReview.applicationTitle", {
        kind:
          kind === "personal"
            ? t("opsMembers.certificationReview.kindPersonal")
            : t("opsMembers.certificationReview.kindEnterprise"),
        id: params.id ?? "",
      })}
      permission="certification.review"
      actions={
        <LocalizedLink to="/ops/certifications" className="text-brand text-sm hover:underline">
          ← {t("opsMembers.certificationReview.back")}
        </LocalizedLink>
      }
    >
      {valid ? (
        <CertificationReviewView refParams={{ kind, id }} />
      ) : (
        <p className="text-red-700">{t("opsMembers.loadFailed")}</p>
      )}
    </ConsolePage>
  );
}
