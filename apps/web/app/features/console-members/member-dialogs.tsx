import { consoleMembersEndpoints } from "@shop/contract";
import { type ReactNode, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { ConfirmFactsDialog } from "../../ui/confirm-facts-dialog.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { consoleApi } from "../console/index.ts";
import { ActionDialog, DialogField } from "./action-dialog.tsx";
import { signedTraffic } from "./format.ts";

/** Which of the member page's dialogs is open; the static IP ones carry the address they act on. */
export type MemberDialog =
  | { kind: "suspend" | "lift" | "unmask" | "adjust" | "note" }
  | { kind: "extend" | "replace"; ipId: number; ip: string }
  | null;

/** One action dialog of the member page: its copy, its fields and what its submit calls. */
interface DialogSpec {
  kind: NonNullable<MemberDialog>["kind"];
  title: string;
  help?: string;
  submitLabel: string;
  danger?: boolean;
  testId?: string;
  fields: ReactNode;
  submit(form: FormData): Promise<void>;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const quiet = { quiet: true };

/**
 * The actions on a member (suspend, lift, unmask, adjust, note, extend or replace a static IP),
 * each a form in a dialog; every one stays mounted and opens when `dialog` names it.
 */
export function MemberDialogs({
  memberId,
  memberAccount,
  dialog,
  onClose,
  onUnmasked,
  refresh,
}: {
  memberId: number;
  /** Named in the confirmation of a traffic adjustment. */
  memberAccount: string;
  dialog: MemberDialog;
  onClose(): void;
  onUnmasked(idCardNumber: string): void;
  refresh(): Promise<void>;
}) {
  const t = useT();
  const locale = useLocale();
  const params = { memberId };
  const [adjusting, setAdjusting] = useState<{ deltaMb: number; reason: string } | null>(null);
  const reason = (multiline: boolean) => (
    <DialogField name="reason" label={t("opsMembers.detail.reason")} multiline={multiline} maxLength={500} />
  );
  const ip = dialog?.kind === "extend" || dialog?.kind === "replace" ? dialog : null;
  const suspension = (endpoint: typeof consoleMembersEndpoints.suspendMember) => async (form: FormData) => {
    await consoleApi.call(endpoint, { params, body: { reason: text(form, "reason") } }, quiet);
    showMessage(t("opsMembers.detail.done"), "success");
    await refresh();
  };
  /** Extend or replace the open static IP: one number and a reason. */
  const staticIpAction = (
    kind: "extend" | "replace",
    numberField: "days" | "nodeId",
    send: (staticIpId: number, value: number, reason: string) => Promise<unknown>,
  ): DialogSpec => ({
    kind,
    title: t(`opsMembers.detail.${kind}Title`, { ip: ip?.kind === kind ? ip.ip : "" }),
    submitLabel: t(`opsMembers.detail.${kind}`),
    fields: (
      <>
        <DialogField name={numberField} type="number" label={t(`opsMembers.detail.${numberField}`)} />
        {reason(false)}
      </>
    ),
    submit: async (form) => {
      if (!ip) return;
      await send(ip.ipId, Number(text(form, numberField)), text(form, "reason"));
      await refresh();
    },
  });

  const specs: DialogSpec[] = [
    {
      kind: "suspend",
      title: t("opsMembers.detail.suspendTitle"),
      help: t("opsMembers.detail.suspendHelp"),
      submitLabel: t("opsMembers.detail.suspend"),
      danger: true,
      testId: "suspend-dialog",
      fields: reason(true),
      submit: suspension(consoleMembersEndpoints.suspendMember),
    },
    {
      kind: "lift",
      title: t("opsMembers.detail.liftTitle"),
      help: t("opsMembers.detail.liftHelp"),
      submitLabel: t("opsMembers.detail.lift"),
      testId: "lift-dialog",
      fields: reason(true),
      submit: suspension(consoleMembersEndpoints.liftSuspension),
    },
    {
      kind: "unmask",
      title: t("opsMembers.detail.unmask"),
      submitLabel: t("opsMembers.detail.confirm"),
      fields: <DialogField name="reason" label={t("opsMembers.detail.unmaskReason")} maxLength={500} />,
      submit: async (form) => {
        const body = { reason: text(form, "reason") };
        const answer = await consoleApi.call(consoleMembersEndpoints.unmaskCertification, { params, body }, quiet);
        onUnmasked(answer.idCardNumber);
      },
    },
    {
      kind: "adjust",
      title: t("opsMembers.detail.adjust"),
      help: t("opsMembers.detail.adjustHelp"),
      submitLabel: t("opsMembers.detail.confirm"),
      fields: (
        <>
          <DialogField name="deltaMb" type="number" label={t("opsMembers.detail.deltaMb")} />
          {reason(true)}
        </>
      ),
      // The form only gathers the change: it is sent from the confirmation that names it.
      submit: async (form) => {
        const deltaMb = Number(text(form, "deltaMb"));
        if (!Number.isInteger(deltaMb) || deltaMb === 0)
          throw new ApiError("business", t("opsMembers.detail.deltaInvalid"));
        setAdjusting({ deltaMb, reason: text(form, "reason") });
      },
    },
    {
      kind: "note",
      title: t("opsMembers.detail.addNote"),
      submitLabel: t("opsMembers.detail.addNote"),
      fields: (
        <DialogField
          name="body"
          label={t("opsMembers.detail.notes")}
          multiline
          maxLength={2000}
          placeholder={t("opsMembers.detail.notePlaceholder")}
        />
      ),
      submit: async (form) => {
        await consoleApi.call(consoleMembersEndpoints.addNote, { params, body: { body: text(form, "body") } }, quiet);
        await refresh();
      },
    },
    staticIpAction("extend", "days", (staticIpId, days, reason) =>
      consoleApi.call(
        consoleMembersEndpoints.extendStaticIp,
        { params: { memberId, staticIpId }, body: { days, reason } },
        quiet,
      ),
    ),
    staticIpAction("replace", "nodeId", (staticIpId, nodeId, reason) =>
      consoleApi.call(
        consoleMembersEndpoints.replaceStaticIp,
        { params: { memberId, staticIpId }, body: { nodeId, reason } },
        quiet,
      ),
    ),
  ];

  const sendAdjustment = async () => {
    if (!adjusting) return;
    const answer = await consoleApi.call(consoleMembersEndpoints.adjustTraffic, { params, body: adjusting }, quiet);
    const applied = answer.status === "applied";
    const what = { traffic: adjustingText, member: memberAccount };
    showMessage(
      t(applied ? "opsMembers.detail.adjustAppliedWhat" : "opsMembers.detail.adjustPendingWhat", what),
      "success",
    );
    await refresh();
  };
  const adjustingText = adjusting ? signedTraffic(adjusting.deltaMb * 1024 * 1024, locale) : "";

  const dialogs = specs.map((spec) => (
    <ActionDialog
      key={spec.kind}
      open={dialog?.kind === spec.kind}
      onClose={onClose}
      title={spec.title}
      help={spec.help}
      submitLabel={spec.submitLabel}
      danger={spec.danger}
      testId={spec.testId}
      onSubmit={spec.submit}
    >
      {spec.fields}
    </ActionDialog>
  ));
  return (
    <>
      {dialogs}
      <ConfirmFactsDialog
        open={adjusting !== null}
        onClose={() => setAdjusting(null)}
        title={t("opsMembers.detail.adjustConfirmTitle")}
        intro={t("opsMembers.detail.adjustConfirmIntro")}
        facts={[
          { label: t("opsMembers.detail.deltaMb"), value: adjustingText },
          { label: t("console.orders.member"), value: memberAccount },
          { label: t("opsMembers.detail.reason"), value: adjusting?.reason ?? "" },
        ]}
        confirmLabel={t("opsMembers.detail.adjustConfirm", { traffic: adjustingText })}
        fallbackError={t("opsMembers.loadFailed")}
        onConfirm={sendAdjustment}
        testId="adjust-confirm"
      />
    </>
  );
}
