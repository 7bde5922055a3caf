import {
  type EnrolmentLink,
  type OperatorRole,
  type OperatorSummary,
  operatorCreateRequestSchema,
  operatorRoles,
} from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { FormError, SubmitButton, TextField } from "../../ui/form-controls.tsx";
import { HeadingCells } from "../../ui/heading-cells.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { useCheckedForm } from "../../ui/use-checked-form.ts";
import { useBusinessZone } from "./api/business-zone.ts";
import { consoleKeys } from "./api/console-api.ts";
import { createOperator, useOperatorActions, useOperators } from "./api/operators.ts";
import { useConsoleSession } from "./api/session.ts";
import { ConsoleCard } from "./console-card.tsx";

const smallButton =
  "rounded-md border border-slate-300 px-2.5 py-1 text-xs text-slate-700 hover:bg-slate-50 disabled:opacity-50 whitespace-nowrap";

/** Every role, named in the page's language. */
function useRoleOptions() {
  const t = useT();
  return operatorRoles.map((value) => ({ value, label: t(`console.roles.${value}`) }));
}

/** The owner's operators page: add one (an enrolment link), change roles, end sessions, disable. */
export function OperatorsView() {
  const [link, setLink] = useState<EnrolmentLink | null>(null);
  return (
    <div className="space-y-6">
      <CreateOperatorForm onCreated={setLink} />
      {link && <EnrolmentLinkPanel link={link} onClose={() => setLink(null)} />}
      <OperatorsTable onLink={setLink} />
    </div>
  );
}

function CreateOperatorForm({ onCreated }: { onCreated(link: EnrolmentLink): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<OperatorRole>("support");
  const [substationCode, setSubstationCode] = useState("");
  const { fieldErrors, error, busy, submit: check } = useCheckedForm();
  const roleOptions = useRoleOptions();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { email, name, role, substationCode: substationCode.trim() || null };
    void check({
      schema: operatorCreateRequestSchema,
      input: body,
      send: async () => {
        const link = await createOperator(body);
        onCreated(link);
        setEmail("");
        setName("");
        setSubstationCode("");
        await queryClient.invalidateQueries({ queryKey: consoleKeys.operators() });
      },
    });
  };

  return (
    <ConsoleCard id="create-operator" title={t("console.operators.createTitle")}>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <FormError message={error} />
        </div>
        <TextField
          label={t("console.operators.email")}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label={t("console.operators.name")}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldErrors.name}
        />
        <SelectField
          id="new-operator-role"
          label={t("console.operators.role")}
          options={roleOptions}
          value={role}
          onChange={(event) => setRole(event.target.value as OperatorRole)}
        />
        <div>
          <TextField
            label={t("console.operators.substation")}
            autoComplete="off"
            value={substationCode}
            onChange={(event) => setSubstationCode(event.target.value)}
            error={fieldErrors.substationCode}
          />
          <p className="mt-1.5 text-slate-500 text-xs">{t("console.operators.substationHint")}</p>
        </div>
        <div className="md:col-span-2 md:w-64">
          <SubmitButton busy={busy} busyLabel={t("console.operators.creating")}>
            {t("console.operators.create")}
          </SubmitButton>
        </div>
      </form>
    </ConsoleCard>
  );
}

function EnrolmentLinkPanel({ link, onClose }: { link: EnrolmentLink; onClose(): void }) {
  const t = useT();
  const zone = useBusinessZone();
  return (
    <section
      className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50 p-5"
      aria-labelledby="enrolment-link"
      data-testid="enrolment-link"
    >
      <h2 id="enrolment-link" className="font-semibold text-emerald-900">
        {t("console.operators.linkTitle", { email: link.operator.email })}
      </h2>
      <p className="text-emerald-900 text-sm">
        {t("console.operators.linkText", {
          email: link.sentTo,
          expiresAt: zone.minute(link.expiresAt),
          zone: zone.name,
        })}
      </p>
      <div className="flex gap-3">
        <button type="button" className={smallButton} onClick={onClose}>
          {t("console.operators.close")}
        </button>
      </div>
    </section>
  );
}

type PendingAction = { kind: "disable" | "reset"; operator: OperatorSummary } | null;

function OperatorsTable({ onLink }: { onLink(link: EnrolmentLink): void }) {
  const t = useT();
  const zone = useBusinessZone();
  const operators = useOperators();
  const me = useConsoleSession().data;
  const actions = useOperatorActions();
  const [pending, setPending] = useState<PendingAction>(null);
  const [roleDraft, setRoleDraft] = useState<Record<number, OperatorRole>>({});
  const roleOptions = useRoleOptions();

  const confirm = async () => {
    if (!pending) return;
    const { kind, operator } = pending;
    if (kind === "disable") {
      await actions.disable.mutateAsync(operator.id);
      showMessage(t("console.operators.disabled", { name: operator.name }), "success");
    } else {
      onLink(await actions.resetEnrolment.mutateAsync(operator.id));
    }
    setPending(null);
  };

  const list = operators.data?.list ?? [];
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
      aria-label={t("console.operators.listLabel")}
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[56rem] text-left text-sm" data-testid="operators-table">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <HeadingCells
                className="px-4 py-3 font-medium"
                labels={["name", "role", "status", "sessions", "lastSeen", "actions"].map((key) =>
                  t(`console.operators.${key}`),
                )}
                rightAligned={[3]}
              />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.map((operator) => {
              const isMe = operator.id === me?.id;
              const draft = roleDraft[operator.id] ?? operator.role;
              const disabled = operator.status === "disabled";
              return (
                <tr key={operator.id} className={disabled ? "text-slate-400" : undefined}>
                  <td className="px-4 py-3">
                    <p className="font-medium text-ink">
                      {operator.name}
                      {isMe && <span className="ml-2 text-slate-500 text-xs">{t("console.operators.you")}</span>}
                    </p>
                    <p className="text-slate-500 text-xs">{operator.email}</p>
                    {operator.substationCode && (
                      <p className="text-slate-500 text-xs">
                        {t("console.menu.substation", { code: operator.substationCode })}
                      </p>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    {isMe || disabled ? (
                      t(`console.roles.${operator.role}`)
                    ) : (
                      <div className="flex items-center gap-2">
                        <label className="sr-only" htmlFor={`role-${operator.id}`}>
                          {t("console.operators.changeRole")}: {operator.name}
                        </label>
                        <select
                          id={`role-${operator.id}`}
                          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
                          value={draft}
                          onChange={(event) =>
                            setRoleDraft((drafts) => ({ ...drafts, [operator.id]: event.target.value as OperatorRole }))
                          }
                        >
                          {roleOptions.map((option) => (
                            <option key={option.value} value={option.value}>
                              {option.label}
                            </option>
                          ))}
                        </select>
                        {draft !== operator.role && (
                          <button
                            type="button"
                            className={smallButton}
                            disabled={actions.changeRole.isPending}
                            onClick={async () => {
                              await actions.changeRole.mutateAsync({
                                id: operator.id,
                                role: draft,
                                substationCode: operator.substationCode,
                              });
                              showMessage(t("console.operators.roleChanged", { name: operator.name }), "success");
                            }}
                          >
                            {t("console.operators.save")}
                          </button>
                        )}
                      </div>
                    )}
                  </td>
                  <td className="px-4 py-3">{t(`console.operators.statuses.${operator.status}`)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{operator.activeSessions}</td>
                  <td className="px-4 py-3 text-slate-600 text-xs">
                    {operator.lastSeenAt ? zone.minute(operator.lastSeenAt) : t("console.operators.never")}
                  </td>
                  <td className="px-4 py-3">
                    {!disabled && (
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          className={smallButton}
                          disabled={operator.activeSessions === 0 || actions.endSessions.isPending}
                          onClick={async () => {
                            await actions.endSessions.mutateAsync(operator.id);
                            showMessage(t("console.operators.sessionsEnded", { name: operator.name }), "success");
                          }}
                        >
                          {t("console.operators.endSessions")}
                        </button>
                        {!isMe && (
                          <>
                            <button
                              type="button"
                              className={smallButton}
                              onClick={() => setPending({ kind: "reset", operator })}
                            >
                              {t("console.operators.resetEnrolment")}
                            </button>
                            <button
                              type="button"
                              className={`${smallButton} border-red-300 text-red-700 hover:bg-red-50`}
                              onClick={() => setPending({ kind: "disable", operator })}
                            >
                              {t("console.operators.disable")}
                            </button>
                          </>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        cancelLabel={t("console.operators.cancel")}
        danger={pending?.kind === "disable"}
        open={pending !== null}
        title={pending?.kind === "disable" ? t("console.operators.disable") : t("console.operators.resetEnrolment")}
        confirmLabel={
          pending?.kind === "disable" ? t("console.operators.disable") : t("console.operators.resetEnrolment")
        }
        busy={actions.disable.isPending || actions.resetEnrolment.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {pending &&
          t(pending.kind === "disable" ? "console.operators.confirmDisable" : "console.operators.confirmReset", {
            name: pending.operator.name,
          })}
      </ConfirmDialog>
    </section>
  );
}
