import { randomBytes } from "node:crypto";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// One id per build: the client compares it with /builds/latest.json to notice a new deployment.
const buildId =
  process.env.BUILD_ID ??
  `${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}-${randomBytes(3).toString("hex")}`;

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
              ],
            },
          },
        },
      },
    },
  },
}));
