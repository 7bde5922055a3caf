import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * A menu folded away on small screens behind a toggle button: whether it is open, and the
 * props of its toggle. It folds again whenever the page changes, so a chosen link shows its page.
 */
export function useFoldingMenu(menuId: string) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: fold the menu whenever the page changes.
  useEffect(() => setOpen(false), [pathname]);
  const toggleProps = {
    type: "button",
    "aria-expanded": open,
    "aria-controls": menuId,
    onClick: () => setOpen((shown) => !shown),
  } as const;
  return { open, toggleProps };
}
