import { randomBytes } from "node:crypto";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";

// One id per build: the client compares it with /builds/latest.json to notice a new deployment.
const buildId =
  process.env.BUILD_ID ??
  `${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}-${randomBytes(3).toString("hex")}`;

// What every page with the site's layout runs: the client entry, the root route and the default layout.
const shellRoots = ["app/entry.client.tsx", "app/root.tsx", "app/layouts/default-layout.tsx"].map((file) =>
  path.resolve(import.meta.dirname, file),
);
let shellModules: Set<string> | undefined;

/**
 * The app's own modules that those three import (not through a dynamic import) go into one
 * "shell" file instead of twenty files of a few hundred bytes each; everything else is split
 * by the pages that use it, as Rolldown does by default.
 */
function shellChunk(moduleId: string, context: Rolldown.ChunkingContext): string | null {
  if (!shellModules) {
    shellModules = new Set();
    const pending = [...shellRoots];
    while (pending.length > 0) {
      const id = pending.pop() as string;
      if (shellModules.has(id) || id.includes("node_modules")) continue;
      shellModules.add(id);
      pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
    // The route modules and the entry stay files of their own, as React Router loads them.
    for (const root of shellRoots) shellModules.delete(root);
  }
  return shellModules.has(moduleId) ? "shell" : null;
}

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    __BUILD_ID__: JSON.stringify(command === "build" ? buildId : "dev"),
    __BUILT_AT__: JSON.stringify(new Date().toISOString()),
  },
  build: { chunkSizeWarningLimit: 800 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router change together and every page needs them: one file.
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/,
                  priority: 2,
                },
                { name: shellChunk, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
}));
