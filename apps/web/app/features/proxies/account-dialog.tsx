import {
  bytesPerGb,
  type ProxyAccount,
  proxyAccountCreateRequestSchema,
  proxyAccountMaxLength,
  proxyAccountUpdateRequestSchema,
  proxyCentreLimits,
  validateProxyAccount,
} from "@shop/contract";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useMessageT } from "../../lib/use-message-t.ts";
import { Button } from "../../ui/button.tsx";
import { FormError, TextField } from "../../ui/form-controls.tsx";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { useCreateProxyAccount } from "./api/create-proxy-account.ts";
import { useUpdateProxyAccount } from "./api/update-proxy-account.ts";
import { secondaryButtonClass } from "./page-header.tsx";
import { generateAccountPassword } from "./password.ts";
import { useReasonText } from "./reason-text.ts";

type FieldName =
  | "username"
  | "password"
  | "trafficLimitGb"
  | "dailyLimitGb"
  | "monthlyLimitGb"
  | "maxConnections"
  | "bandwidthMbps"
  | "remark";

interface Values {
  username: string;
  password: string;
  trafficLimitGb: string;
  dailyLimitGb: string;
  monthlyLimitGb: string;
  maxConnections: string;
  bandwidthMbps: string;
  remark: string;
}

function valuesOf(account: ProxyAccount | null): Values {
  if (!account) {
    return {
      username: "",
      password: generateAccountPassword(),
      trafficLimitGb: "",
      dailyLimitGb: "",
      monthlyLimitGb: "",
      maxConnections: "",
      bandwidthMbps: "",
      remark: "",
    };
  }
  return {
    username: account.username,
    // Empty keeps the current password.
    password: "",
    trafficLimitGb: gbText(account.trafficLimitBytes),
    dailyLimitGb: gbText(account.dailyLimitBytes),
    monthlyLimitGb: gbText(account.monthlyLimitBytes),
    maxConnections: account.maxConnections === null ? "" : String(account.maxConnections),
    bandwidthMbps: account.bandwidthMbps === null ? "" : String(account.bandwidthMbps),
    remark: account.remark ?? "",
  };
}

/** A cap in bytes as the GB field shows it (two decimals at most); empty for none. */
function gbText(bytes: number | null): string {
  return bytes === null ? "" : String(Math.round((bytes / bytesPerGb) * 100) / 100);
}

/** Text of the limit field as the API wants it: null for none, a number, or NaN for nonsense. */
function limitOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^[0-9]+(\.[0-9]+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Create or edit a proxy sub-account. Checked with the contract's schemas as
 * the user types; the server's refusal ("Add failed: …") shows above the form.
 */
export function AccountDialog({
  open,
  account,
  onClose,
}: {
  open: boolean;
  /** The account to edit; null to create one. */
  account: ProxyAccount | null;
  onClose(): void;
}) {
  const t = useT();
  const messageOf = useMessageT();
  const reasonText = useReasonText();
  const creation = useCreateProxyAccount();
  const update = useUpdateProxyAccount({ quiet: true });
  const busy = creation.isPending || update.isPending;
  const isEdit = account !== null;
  const [values, setValues] = useState<Values>(() => valuesOf(account));
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(!isEdit);

  // What is sent is what was checked: the server parses the same fields with the same schemas.
  const updateBody = isEdit
    ? {
        id: account.id,
        ...(values.password === "" ? {} : { password: values.password }),
        trafficLimitGb: limitOf(values.trafficLimitGb),
        dailyLimitGb: limitOf(values.dailyLimitGb),
        monthlyLimitGb: limitOf(values.monthlyLimitGb),
        maxConnections: limitOf(values.maxConnections),
        bandwidthMbps: limitOf(values.bandwidthMbps),
        remark: values.remark,
      }
    : null;
  const createBody = {
    username: values.username.trim(),
    password: values.password,
    trafficLimitGb: limitOf(values.trafficLimitGb),
    dailyLimitGb: limitOf(values.dailyLimitGb),
    monthlyLimitGb: limitOf(values.monthlyLimitGb),
    maxConnections: limitOf(values.maxConnections),
    bandwidthMbps: limitOf(values.bandwidthMbps),
    remark: values.remark,
  };
  const request = updateBody
    ? proxyAccountUpdateRequestSchema.safeParse(updateBody)
    : proxyAccountCreateRequestSchema.safeParse(createBody);

  const errors: Partial<Record<FieldName, string>> = {};
  if (!isEdit) {
    const reason = validateProxyAccount(values.username.trim());
    // The grammar's "account-missing" reads "Please choose a proxy account" (the generator's picker);
    // here the field is typed, so it gets the server's own message for an empty username.
    if (reason === "account-missing") errors.username = messageOf("proxyCentre.accounts.usernameRequired");
    else if (reason) errors.username = reasonText(reason);
  }
  if (!request.success) {
    for (const issue of request.error.issues) {
      const field = issue.path[0] as FieldName;
      errors[field] ??= messageOf(issue.message);
    }
  }
  // Checked live once something is typed; an empty field only after leaving it or pressing the button.
  const shown = (field: FieldName) => (submitted || touched[field] || values[field] !== "" ? errors[field] : undefined);
  const set = (field: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const touch = (field: FieldName) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (!request.success || Object.keys(errors).length > 0) return;
    try {
      if (updateBody) await update.mutateAsync(updateBody);
      else await creation.mutateAsync(createBody);
      showMessage(t(isEdit ? "proxies.accounts.saved" : "proxies.accounts.created"), "success");
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setFormError(error.message);
      else throw error;
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={isEdit ? t("proxies.accounts.editTitle", { username: account.username }) : t("proxies.accounts.addTitle")}
      closeLabel={t("common.close")}
      testId="account-dialog"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormError message={formError} />
        {isEdit ? (
          <div>
            <p className="font-medium text-slate-700 text-sm">{t("proxies.accounts.username")}</p>
            <p className="mt-1.5 font-mono text-ink text-sm">{account.username}</p>
          </div>
        ) : (
          <div>
            <TextField
              label={t("proxies.accounts.username")}
              value={values.username}
              onChange={set("username")}
              onBlur={touch("username")}
              maxLength={proxyAccountMaxLength + 8}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="shop_team_01"
              error={shown("username")}
            />
            <p className="mt-1.5 text-slate-500 text-xs leading-5">{t("proxies.accounts.usernameRule")}</p>
          </div>
        )}
        <div>
          <TextField
            label={isEdit ? t("proxies.accounts.newPassword") : t("proxies.accounts.password")}
            value={values.password}
            onChange={set("password")}
            onBlur={touch("password")}
            type={showPassword ? "text" : "password"}
            autoComplete="new-password"
            spellCheck={false}
            className="[&_input]:font-mono"
            placeholder={isEdit ? t("proxies.accounts.keepPassword") : undefined}
            error={shown("password")}
            addon={
              <>
                <button
                  type="button"
                  onClick={() => setShowPassword((visible) => !visible)}
                  aria-pressed={showPassword}
                  className={`${secondaryButtonClass} shrink-0 px-3`}
                >
                  {t(showPassword ? "proxies.accounts.hide" : "proxies.accounts.show")}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setValues((current) => ({ ...current, password: generateAccountPassword() }));
                    setShowPassword(true);
                  }}
                  className={`${secondaryButtonClass} shrink-0 px-3`}
                >
                  {t("proxies.accounts.generatePassword")}
                </button>
              </>
            }
          />
          <p className="mt-1.5 text-slate-500 text-xs leading-5">
            {t("proxies.accounts.passwordRule", {
              min: proxyCentreLimits.passwordMinLength,
              max: proxyCentreLimits.passwordMaxLength,
            })}
          </p>
        </div>
        <div>
          <TextField
            label={t("proxies.accounts.trafficLimit")}
            value={values.trafficLimitGb}
            onChange={set("trafficLimitGb")}
            onBlur={touch("trafficLimitGb")}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t("proxies.accounts.noLimit")}
            error={shown("trafficLimitGb")}
          />
          <p className="mt-1.5 text-slate-500 text-xs leading-5">{t("proxies.accounts.trafficLimitHint")}</p>
        </div>
        <div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t("proxies.accounts.dailyLimit")}
              value={values.dailyLimitGb}
              onChange={set("dailyLimitGb")}
              onBlur={touch("dailyLimitGb")}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t("proxies.accounts.noLimit")}
              error={shown("dailyLimitGb")}
            />
            <TextField
              label={t("proxies.accounts.monthlyLimit")}
              value={values.monthlyLimitGb}
              onChange={set("monthlyLimitGb")}
              onBlur={touch("monthlyLimitGb")}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t("proxies.accounts.noLimit")}
              error={shown("monthlyLimitGb")}
            />
          </div>
          <p className="mt-1.5 text-slate-500 text-xs leading-5">{t("proxies.accounts.periodLimitHint")}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <TextField
              label={t("proxies.accounts.maxConnections")}
              value={values.maxConnections}
              onChange={set("maxConnections")}
              onBlur={touch("maxConnections")}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t("proxies.accounts.noLimit")}
              error={shown("maxConnections")}
            />
            <p className="mt-1.5 text-slate-500 text-xs leading-5">{t("proxies.accounts.maxConnectionsHint")}</p>
          </div>
          <div>
            <TextField
              label={t("proxies.accounts.bandwidthMbps")}
              value={values.bandwidthMbps}
              onChange={set("bandwidthMbps")}
              onBlur={touch("bandwidthMbps")}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t("proxies.accounts.noLimit")}
              error={shown("bandwidthMbps")}
            />
            <p className="mt-1.5 text-slate-500 text-xs leading-5">{t("proxies.accounts.bandwidthMbpsHint")}</p>
          </div>
        </div>
        <TextField
          label={t("proxies.accounts.remark")}
          value={values.remark}
          onChange={set("remark")}
          onBlur={touch("remark")}
          maxLength={proxyCentreLimits.remarkMaxLength + 20}
          autoComplete="off"
          placeholder={t("proxies.accounts.remarkPlaceholder")}
          error={shown("remark")}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t("proxies.common.cancel")}
          </Button>
          <Button type="submit" size="sm" loading={busy}>
            {isEdit ? t("proxies.accounts.save") : t("proxies.accounts.create")}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
