import { consoleAuthEndpoints } from "@shop/contract/core";
import { consoleApi } from "./console-api.ts";

export const logoutOfConsole = () => consoleApi.call(consoleAuthEndpoints.logout);
