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

export function AppToaster() {
  return <Toaster position="top-center" visibleToasts={1} richColors closeButton={false} />;
}
