import { splitLocalePath } from "@shop/contract/core";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLocale } from "./i18n/i18n.ts";
import { watchForNewBuilds } from "./lib/build-update.ts";

watchForNewBuilds();
// Only this page's language is downloaded; it must be there before hydration renders.
await loadLocale(splitLocalePath(window.location.pathname).locale);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
