#!/usr/bin/env node
// The package mirror of our CI machines serves only the Linux build of Biome's
// per-platform binaries, so `npm install` there writes a lockfile without the
// others, which `npm ci` then rejects. This adds the missing entries (with
// their os/cpu, so no machine ever fetches a binary it can't run). Idempotent;
// a no-op for lockfiles written against the public registry.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  if (!path.endsWith("node_modules/@biomejs/biome")) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${path.slice(0, -"@biomejs/biome".length)}${name}`;
    if (packages[key]) continue;
    const match = /^@biomejs\/cli-(win32|darwin|linux|android)-(x64|arm64)(-musl)?$/.exec(name);
    if (!match) continue;
    const [, os, cpu, musl] = match;
    const bare = name.split("/")[1];
    packages[key] = {
      version,
      resolved: `https://registry.npmjs.org/${name}/-/${bare}-${version}.tgz`,
      cpu: [cpu],
      dev: entry.dev,
      license: entry.license,
      optional: true,
      os: [os],
      ...(musl ? { libc: ["musl"] } : {}),
      engines: { node: ">=14.21.3" },
    };
    added++;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added} platform entries for Biome`);
}
