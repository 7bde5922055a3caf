import { createContext, type ReactNode, useContext } from "react";
import type { Translator } from "./translator.ts";

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The current page's translator: `t` for texts, `exists` to ask whether a key has one. */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslator needs a TranslatorProvider (root.tsx provides one)");
  return translator;
}
