import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import { buttonClass } from "./button.tsx";

/** Default durations of SPEC §9. */
export const messageDurationMs = 3_000;
/** Long enough to read a sentence and reach for the link. */
export const linkNotificationDurationMs = 10_000;

type MessageType = "success" | "error" | "info" | "warning";

/*
 * Toasts only follow something the visitor did, so sonner (a tenth of the home
 * page's script) is fetched with the first one: AppToaster mounts its view
 * then, and the toast is sent once the view listens.
 */
const ToasterView = lazy(() => import("./toaster-view.tsx"));
let toasterWanted = false;
const wantListeners = new Set<() => void>();
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

async function sonner() {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of wantListeners) listener();
  }
  const [module] = await Promise.all([import("sonner"), toasterReady]);
  return module.toast;
}

function send(
  type: MessageType,
  title: string,
  options: { description?: string; duration: number; action?: ReactNode },
) {
  void sonner().then((toast) => {
    // The previous one closes first so only one is ever visible.
    toast.dismiss();
    toast[type](title, options);
  });
}

/** A short message. */
export function showMessage(text: string, type: MessageType = "info"): void {
  send(type, text, { duration: messageDurationMs });
}

/** A notification with a link to act on it (e.g. "Verify now" → /admin/auth); a real link, so it opens in a new tab too. */
export function showLinkNotification(
  title: string,
  options: { description?: string; href: string; linkLabel: string; type?: MessageType },
): void {
  send(options.type ?? "info", title, {
    description: options.description,
    duration: linkNotificationDurationMs,
    action: (
      <a href={options.href} className={buttonClass({ size: "xs", className: "ml-auto shrink-0" })}>
        {options.linkLabel}
      </a>
    ),
  });
}

function subscribeToWant(listener: () => void) {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

export function AppToaster() {
  const wanted = useSyncExternalStore(
    subscribeToWant,
    () => toasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView onReady={markReady} />
    </Suspense>
  );
}
