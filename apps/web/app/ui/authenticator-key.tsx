import { downloadText } from "../lib/copy-and-save.ts";
import { CopyTextButton } from "./copy-text-button.tsx";

const smallButton =
  "inline-flex items-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 text-sm hover:bg-slate-50";

/**
 * The key behind an authenticator QR code, for whoever cannot scan it: on the phone that shows the
 * QR there is nothing to scan it with, so the otpauth:// link opens the authenticator app directly,
 * and the key is copied whole. Groups of four never break inside (a key wrapped mid-group is
 * mistyped); the line breaks only between groups.
 */
export function AuthenticatorKey({
  uri,
  secret,
  labels,
}: {
  uri: string;
  secret: string;
  labels: { key: string; openApp: string; copy: string; copied: string };
}) {
  const groups = secret.match(/.{1,4}/g) ?? [];
  return (
    <div className="min-w-0 space-y-2 text-sm">
      <p className="text-slate-600">{labels.key}</p>
      <code data-testid="totp-secret" className="block rounded-lg bg-slate-100 px-3 py-2 font-mono text-ink leading-6">
        {groups.map((group, index) => (
          // Groups repeat in a key: the position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the groups are a fixed split of one string
          <span key={index} className="mr-[0.6ch] inline-block whitespace-nowrap">
            {group}
          </span>
        ))}
      </code>
      <div className="flex flex-wrap gap-2">
        <CopyTextButton text={secret} copiedMessage={labels.copied} className={smallButton}>
          {labels.copy}
        </CopyTextButton>
        <a href={uri} className={smallButton} data-testid="otpauth-link">
          {labels.openApp}
        </a>
      </div>
    </div>
  );
}

/** Recovery codes shown once: to copy, or to save as a text file. */
export function RecoveryCodeActions({
  codes,
  fileName,
  labels,
}: {
  codes: string[];
  fileName: string;
  labels: { copy: string; copied: string; download: string };
}) {
  const text = `${codes.join("\n")}\n`;
  return (
    <div className="flex flex-wrap gap-2">
      <CopyTextButton text={text} copiedMessage={labels.copied} className={smallButton}>
        {labels.copy}
      </CopyTextButton>
      <button type="button" className={smallButton} onClick={() => downloadText(fileName, text)}>
        {labels.download}
      </button>
    </div>
  );
}
