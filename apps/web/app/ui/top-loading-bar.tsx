import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useT } from "../i18n/use-locale.ts";

/** A thin bar across the top of the page while a navigation loads (SPEC §2). */
export function TopLoadingBar() {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (busy) {
      // Fast navigations finish before the bar would be noticed; don't flash it.
      const timer = setTimeout(() => setVisible(true), 120);
      return () => clearTimeout(timer);
    }
    setVisible(false);
  }, [busy]);

  return (
    <div
      role="progressbar"
      aria-hidden={!visible}
      aria-label={t("common.loading")}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[100] h-0.5 overflow-hidden transition-opacity duration-300 ${visible ? "opacity-100" : "opacity-0"}`}
      data-testid="top-loading-bar"
      data-active={visible}
    >
      <div className="h-full w-1/3 animate-[loading-bar_1.1s_ease-in-out_infinite] bg-brand" />
    </div>
  );
}
