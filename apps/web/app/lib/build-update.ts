const reloadGuardKey = "build-reload-at";
const reloadGuardMs = 10_000;
const checkIntervalMs = 10_000;
let lastCheckAt = 0;

/** Reloads the page for a new deployment, at most once per 10 seconds (SPEC §9). */
function reloadForNewBuild(): boolean {
  const last = Number(sessionStorage.getItem(reloadGuardKey) ?? 0);
  if (Date.now() - last < reloadGuardMs) return false;
  sessionStorage.setItem(reloadGuardKey, String(Date.now()));
  window.location.reload();
  return true;
}

/** Asks the server which build is deployed; reloads when it is not this one. */
export async function checkForNewBuild(): Promise<void> {
  if (__BUILD_ID__ === "dev" || Date.now() - lastCheckAt < checkIntervalMs) return;
  lastCheckAt = Date.now();
  try {
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: "no-store" });
    if (!response.ok) return;
    const manifest = (await response.json()) as { buildId?: unknown };
    if (typeof manifest.buildId === "string" && manifest.buildId !== __BUILD_ID__) reloadForNewBuild();
  } catch {
    // Offline or a deployment in progress: the next navigation asks again.
  }
}

/** A chunk of the old build that is gone after a deployment fails to load: reload. */
export function watchForNewBuilds(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(message)) {
      reloadForNewBuild();
    }
  });
}
