import { type ConsoleBankAccount, type ConsoleBankAccountSave, sellerAddressMaxLength } from "@shop/contract";
import { consoleSitesEndpoints } from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { TextBox } from "../../ui/field.tsx";
import { FormError } from "../../ui/form-controls.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { consoleApi, consoleKeys } from "../console/index.ts";

const bankKey = () => [...consoleKeys.all(), "bank-account"] as const;
const fields = [
  "accountName",
  "accountNameEn",
  "sellerAddress",
  "sellerAddressEn",
  "sellerTaxId",
  "bankName",
  "bankNameEn",
  "accountNumber",
  "note",
  "noteEn",
] as const;
type Field = (typeof fields)[number];
/** The seller as receipts print it, then the account members transfer to. */
const groups: Array<{ key: "seller" | "account"; fields: Field[] }> = [
  { key: "seller", fields: ["accountName", "accountNameEn", "sellerAddress", "sellerAddressEn", "sellerTaxId"] },
  { key: "account", fields: ["bankName", "bankNameEn", "accountNumber", "note", "noteEn"] },
];
const maxLengths: Partial<Record<Field, number>> = {
  sellerAddress: sellerAddressMaxLength,
  sellerAddressEn: sellerAddressMaxLength,
  sellerTaxId: 18,
  note: 300,
  noteEn: 300,
};
type Draft = Record<Field, string>;

/**
 * The seller (name, address and 统一社会信用代码, printed on receipts) and its bank account for bank
 * transfers (对公转账), both languages; no account number turns bank transfer off.
 */
export function BankAccountForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const account = useQuery({
    queryKey: bankKey(),
    queryFn: () => consoleApi.call(consoleSitesEndpoints.getBankAccount),
  });
  const save = useMutation({
    mutationFn: (body: ConsoleBankAccountSave) =>
      consoleApi.call(consoleSitesEndpoints.saveBankAccount, { body }, { quiet: true }),
    onSuccess: (saved: ConsoleBankAccount) => queryClient.setQueryData(bankKey(), saved),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (account.data) setDraft(Object.fromEntries(fields.map((f) => [f, account.data[f]])) as Draft);
  }, [account.data]);
  if (!account.data || !draft) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ ...draft, version: account.data.version });
      showMessage(t("consoleSites.bankAccount.saved"), "success");
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t("consoleSites.bankAccount.failed"));
    }
  };
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="bank-account-title"
      data-testid="bank-account-form"
    >
      <h2 id="bank-account-title" className="font-semibold text-ink">
        {t("consoleSites.bankAccount.title")}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{t("consoleSites.bankAccount.intro")}</p>
      <form className="mt-3 space-y-4" onSubmit={submit}>
        {groups.map((group) => (
          <fieldset key={group.key} className="grid gap-3 md:grid-cols-2">
            <legend className="mb-2 font-semibold text-ink text-sm">
              {t(`consoleSites.bankAccount.groups.${group.key}`)}
            </legend>
            {group.fields.map((field) => (
              <TextBox
                key={field}
                name={field}
                label={t(`consoleSites.bankAccount.fields.${field}`)}
                value={draft[field]}
                maxLength={maxLengths[field] ?? 100}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            ))}
          </fieldset>
        ))}
        <div>
          <FormError message={error} />
          <Button type="submit" disabled={save.isPending}>
            {t("consoleSites.bankAccount.save")}
          </Button>
        </div>
      </form>
    </section>
  );
}
