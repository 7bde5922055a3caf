/** The auth service the routes call, put together from its parts (each in its own file). */
import { createAccount } from "./account.ts";
import { createLogin } from "./login.ts";
import { createPasswordChanges } from "./password-changes.ts";
import { createRegistration } from "./registration.ts";
import { type AuthServiceDeps, createAuthContext } from "./service-context.ts";
import { createSessions } from "./sessions.ts";
import { createTwoFactor } from "./two-factor.ts";

/** Accounts, sessions and verification codes (SPEC §7 User calls). */
export function createAuthService(deps: AuthServiceDeps) {
  const context = createAuthContext(deps);
  return {
    ...createRegistration(context),
    ...createLogin(context),
    ...createSessions(context),
    ...createTwoFactor(context),
    ...createPasswordChanges(context),
    ...createAccount(context),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
