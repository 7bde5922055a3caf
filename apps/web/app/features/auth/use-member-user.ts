import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useUserStore } from "../../lib/session/user-store.ts";
import { authKeys, getMemberUser } from "./api/auth-calls.ts";

/** The logged-in user (GET /app-api/ip/member-user/get), kept in the persisted store too (SPEC §3 userInfo). */
export function useMemberUser() {
  const setUserInfo = useUserStore((state) => state.setUserInfo);
  return useQuery({
    queryKey: authKeys.memberUser(),
    queryFn: async () => {
      const user = await getMemberUser();
      setUserInfo(user);
      return user;
    },
  });
}

/** Fetches the user again, e.g. after a verification changed the certification status. */
export function refreshMemberUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: authKeys.memberUser() });
}
