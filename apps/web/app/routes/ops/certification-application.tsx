import { useParams } from "react-router";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { ConsoleBackLink, isRecordId } from "../../features/console/record-page.tsx";
import { CertificationReviewView } from "../../features/console-members/certification-review.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("opsMembers.certificationReview.title");

export default function ConsoleCertificationReviewApplicationPage() {
  const t = useT();
  const params = useParams();
  const kind =
    params.kind === "personal" || params.kind === "enterprise" || params.kind === "foreign" ? params.kind : null;
  const id = Number(params.id);
  return (
    <ConsolePage
      title={t("opsMembers.certificationReview.applicationTitle", {
        kind:
          kind === "personal"
            ? t("opsMembers.certificationReview.kindPersonal")
            : kind === "foreign"
              ? t("opsMembers.certificationReview.kindForeign")
              : t("opsMembers.certificationReview.kindEnterprise"),
        id: params.id ?? "",
      })}
      permission="certification.review"
      actions={<ConsoleBackLink to="/ops/certifications">← {t("opsMembers.certificationReview.back")}</ConsoleBackLink>}
    >
      {kind !== null && isRecordId(id) ? (
        <CertificationReviewView refParams={{ kind, id }} />
      ) : (
        <p className="text-red-700">{t("opsMembers.loadFailed")}</p>
      )}
    </ConsolePage>
  );
}
