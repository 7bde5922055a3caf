import type { AllowlistCreateRequest, AllowlistEntry } from "@shop/contract";
import { api } from "../../../lib/api.ts";

/** POST /app-api/ip/whitelist/create: quiet, the form shows "Add failed: …" under itself. */
export const addAllowlistEntry = (body: AllowlistCreateRequest) =>
  api.post<AllowlistEntry>("/app-api/ip/whitelist/create", body, { quiet: true });
