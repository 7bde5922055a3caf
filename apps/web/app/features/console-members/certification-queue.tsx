import { type CertificationQueueItem, consoleCertificationReviewEndpoints } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import type { GridColumn } from "../../ui/data-grid.tsx";
import { consoleApi } from "../console/index.ts";
import { when } from "./format.ts";
import { LoadedGrid } from "./loaded-grid.tsx";
import { memberKeys } from "./member-keys.ts";
import { MemberLink } from "./member-link.tsx";

/** The certification statuses an operator sees: 1 waiting, 3 approved, 4 rejected. */
export function certificationStatusKey(status: number): string {
  if (status === 3) return "opsMembers.certificationReview.statusApproved";
  if (status === 4) return "opsMembers.certificationReview.statusRejected";
  return "opsMembers.certificationReview.statusWaiting";
}

/** The real-name review queue, oldest waiting first (the promise is a decision within 1-2 days). */
export function CertificationQueueView() {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const status = params.get("status") === "all" ? "all" : "waiting";
  const queue = useQuery({
    queryKey: memberKeys.certificationQueue(status),
    queryFn: () => consoleApi.call(consoleCertificationReviewEndpoints.listApplications, { query: { status } }),
  });
  const columns = useMemo<GridColumn<CertificationQueueItem>[]>(
    () => [
      {
        id: "kind",
        header: t("opsMembers.col.kind"),
        cell: ({ row }) =>
          row.original.kind === "enterprise"
            ? t("opsMembers.certificationReview.kindEnterprise")
            : row.original.foreignKind === "passport"
              ? t("opsMembers.certificationReview.kindPassport")
              : row.original.foreignKind === "company"
                ? t("opsMembers.certificationReview.kindForeignCompany")
                : t("opsMembers.certificationReview.kindPersonal"),
      },
      { id: "name", header: t("opsMembers.certificationReview.name"), cell: ({ row }) => row.original.name },
      {
        id: "member",
        header: t("opsMembers.certificationReview.member"),
        cell: ({ row }) => <MemberLink memberId={row.original.memberId} />,
      },
      {
        id: "status",
        header: t("opsMembers.col.status"),
        cell: ({ row }) => t(certificationStatusKey(row.original.status)),
      },
      {
        id: "submitted",
        header: t("opsMembers.certificationReview.submitted"),
        cell: ({ row }) => when(row.original.createdAt, locale),
      },
      {
        id: "open",
        header: t("opsMembers.col.actions"),
        cell: ({ row }) => (
          <LocalizedLink
            to={`/ops/certifications/${row.original.kind}/${row.original.id}`}
            className="font-medium text-brand hover:underline"
          >
            {t("opsMembers.certificationReview.open")}
          </LocalizedLink>
        ),
      },
    ],
    [t, locale],
  );
  return (
    <div className="space-y-4">
      <button
        type="button"
        onClick={() => setParams(status === "all" ? {} : { status: "all" })}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm"
      >
        {status === "all"
          ? t("opsMembers.certificationReview.showWaiting")
          : t("opsMembers.certificationReview.showAll")}
      </button>
      <LoadedGrid
        query={queue}
        columns={columns}
        caption={t("opsMembers.certificationReview.title")}
        emptyText={t("opsMembers.certificationReview.queueEmpty")}
      />
    </div>
  );
}
