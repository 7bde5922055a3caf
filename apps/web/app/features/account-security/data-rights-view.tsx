import { localizePath } from "@shop/contract/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { saveBlob } from "../../lib/copy-and-save.ts";
import { formatTraffic } from "../../lib/format.ts";
import { useUserStore } from "../../lib/session/user-store.ts";
import { FormError, PasswordField } from "../../ui/form-controls.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { dangerButtonClass, PageHeader, Panel, primaryButtonClass, secondaryButtonClass } from "../proxies/index.ts";
import { exportMyData, useCloseAccount, useClosurePreview } from "./api/data-rights.ts";

function ExportPanel() {
  const t = useT();
  const id = useId();
  // A refusal has been shown by the client as a message; the button is free again.
  const download = useMutation({
    mutationFn: exportMyData,
    onSuccess: (blob) => saveBlob(blob as Blob, `my-data-${new Date().toISOString().slice(0, 10)}.json`),
  });
  return (
    <Panel title={t("dataRights.exportTitle")} titleId={`${id}-export`}>
      <p className="text-pretty text-slate-600 text-sm leading-6">{t("dataRights.exportIntro")}</p>
      <button
        type="button"
        className={`${primaryButtonClass} mt-4`}
        onClick={() => download.mutate()}
        disabled={download.isPending}
      >
        {t("dataRights.exportButton")}
      </button>
    </Panel>
  );
}

/** Closing the account: first what would be lost, then the password, then it is done. */
function ClosePanel() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const navigate = useNavigate();
  const [step, setStep] = useState<"intro" | "confirm">("intro");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const preview = useClosurePreview({ enabled: step === "confirm" });
  const close = useCloseAccount();
  const logout = useUserStore((state) => state.logout);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await close.mutateAsync(password);
      logout({ byUser: true });
      showMessage(t("dataRights.closedToast"), "success");
      navigate(localizePath("/", locale));
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
      else throw caught;
    }
  };

  const data = preview.data;
  const losses = data
    ? [
        {
          key: "traffic",
          text: t("dataRights.loseTraffic", { traffic: formatTraffic(Number(data.trafficBalanceBytes), locale) }),
        },
        { key: "orders", text: t("dataRights.loseOrders", { count: data.unpaidOrders }) },
        { key: "ips", text: t("dataRights.loseIps", { count: data.activeStaticIps }) },
        { key: "accounts", text: t("dataRights.loseAccounts", { count: data.proxyAccounts }) },
        { key: "keys", text: t("dataRights.loseKeys", { count: data.apiKeys }) },
      ]
    : [];

  return (
    <Panel title={t("dataRights.closeTitle")} titleId={`${id}-close`} testId="close-account">
      <p className="text-pretty text-slate-600 text-sm leading-6">{t("dataRights.closeIntro")}</p>
      {step === "intro" ? (
        <button type="button" className={`${secondaryButtonClass} mt-4`} onClick={() => setStep("confirm")}>
          {t("dataRights.closeStart")}
        </button>
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <div className="rounded-lg border border-red-200 bg-red-50 p-4">
            <p className="font-semibold text-red-800 text-sm">{t("dataRights.willLose")}</p>
            {preview.isPending ? (
              <p className="mt-2 text-red-800 text-sm">{t("dataRights.loading")}</p>
            ) : (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800 text-sm" data-testid="closure-losses">
                {losses.map((loss) => (
                  <li key={loss.key}>{loss.text}</li>
                ))}
              </ul>
            )}
            <p className="mt-3 text-pretty text-red-800 text-xs leading-5">{t("dataRights.kept")}</p>
          </div>
          <FormError message={error} />
          <PasswordField
            id={`${id}-password`}
            label={t("dataRights.password")}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            showLabel={t("auth.showPassword")}
            hideLabel={t("auth.hidePassword")}
          />
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButtonClass} onClick={() => setStep("intro")}>
              {t("dataRights.keepAccount")}
            </button>
            <button type="submit" className={dangerButtonClass} disabled={close.isPending || password === ""}>
              {t("dataRights.closeButton")}
            </button>
          </div>
        </form>
      )}
    </Panel>
  );
}

export function DataRightsView() {
  const t = useT();
  return (
    <div className="space-y-6">
      <PageHeader title={t("dataRights.title")} intro={t("dataRights.intro")} />
      <ExportPanel />
      <ClosePanel />
    </div>
  );
}
