import { useTranslator } from "../i18n/translator-context.tsx";

/** Translates a contract message key (a schema's error, e.g. "auth.mobileRequired"); other text passes through. */
export function useMessageT(): (message: string | undefined) => string | undefined {
  const { t, exists } = useTranslator();
  return (message) => {
    if (!message) return undefined;
    return exists(message, { ns: "messages" }) ? t(message, { ns: "messages" }) : message;
  };
}
