import { defaultLocale, type Locale, type Substation } from "@shop/contract/core";
import { create } from "zustand";

/** Global state of SPEC §3: the customer-service dialog, the substation and the locale. */
interface GlobalState {
  customerServiceVisible: boolean;
  substation: Substation | null;
  locale: Locale;
  setCustomerServiceVisible(visible: boolean): void;
  setSubstation(substation: Substation): void;
  setLocale(locale: Locale): void;
}

export const useGlobalStore = create<GlobalState>()((set) => ({
  customerServiceVisible: false,
  substation: null,
  locale: defaultLocale,
  setCustomerServiceVisible: (customerServiceVisible) => set({ customerServiceVisible }),
  setSubstation: (substation) => set({ substation }),
  setLocale: (locale) => set({ locale }),
}));
