import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { z } from "zod";
import { watchForNewBuilds } from "./lib/build-update.ts";

// Zod's compiled parsers probe `new Function`, which our CSP (no 'unsafe-eval') reports.
z.config({ jitless: true });
watchForNewBuilds();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
