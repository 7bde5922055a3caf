/** What other features may use of the auth feature: its public entry (the linter refuses the rest). */
export { authKeys } from "./api/auth-calls.ts";
export { refreshMemberUser, useMemberUser } from "./use-member-user.ts";
