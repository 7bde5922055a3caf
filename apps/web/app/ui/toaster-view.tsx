import { useEffect } from "react";
import { Toaster } from "sonner";

/** Sonner's toaster, in a chunk of its own; says when it listens, so no toast is sent before it can show. */
export default function ToasterView({ onReady }: { onReady(): void }) {
  // Runs after Toaster's own effects (children first), when it has subscribed to new toasts.
  useEffect(() => onReady(), [onReady]);
  return <Toaster position="top-center" visibleToasts={1} richColors closeButton={false} />;
}
