import { Toaster, toast } from "sonner";

/** Default durations of SPEC §9. */
export const messageDurationMs = 3_000;
export const notificationDurationMs = 4_500;

type MessageType = "success" | "error" | "info" | "warning";

/** A short message; the previous one closes first so only one is ever visible. */
export function showMessage(text: string, type: MessageType = "info"): void {
  toast.dismiss();
  toast[type](text, { duration: messageDurationMs });
}

/** A notification with a title and a longer text. */
export function showNotification(title: string, description?: string, type: MessageType = "info"): void {
  toast.dismiss();
  toast[type](title, { description, duration: notificationDurationMs });
}

/** Long enough to read a sentence and reach for the link. */
export const linkNotificationDurationMs = 10_000;

/** A notification with a link to act on it (e.g. "Verify now" → /admin/auth); a real link, so it opens in a new tab too. */
export function showLinkNotification(
  title: string,
  options: { description?: string; href: string; linkLabel: string; type?: MessageType },
): void {
  toast.dismiss();
  toast[options.type ?? "info"](title, {
    description: options.description,
    duration: linkNotificationDurationMs,
    action: (
      <a
        href={options.href}
        className="ml-auto shrink-0 rounded-md bg-brand px-3 py-1.5 font-medium text-white text-xs hover:opacity-90"
      >
        {options.linkLabel}
      </a>
    ),
  });
}

export function AppToaster() {
  return <Toaster position="top-center" visibleToasts={1} richColors closeButton={false} />;
}
