import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTextsFor } from "./i18n/i18n.ts";
import { watchForNewBuilds } from "./lib/build-update.ts";

watchForNewBuilds();
// Only this page's language (and area) is downloaded; it must be there before hydration renders.
await loadTextsFor(window.location.pathname);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
