import { useTranslation } from "react-i18next";

/** Translates a contract message key (a schema's error, e.g. "auth.mobileRequired"); other text passes through. */
export function useMessageT(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    return i18n.exists(message, { ns: "messages" }) ? t(message, { ns: "messages" }) : message;
  };
}
