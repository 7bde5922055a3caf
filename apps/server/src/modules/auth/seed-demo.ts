import { hashPassword } from "./password.ts";
import type { AuthRepo } from "./repo.ts";

/** The demo account named in the README; only demo mode creates it. */
export const demoAccount = {
  mobile: "13800138000",
  email: "demo@cloudstack-proxy.example",
  password: "proxy-demo-2026",
} as const;

export async function seedDemoAccount(repo: AuthRepo): Promise<void> {
  if (await repo.findMemberByMobile(demoAccount.mobile)) return;
  await repo.insertMember({
    mobile: demoAccount.mobile,
    email: demoAccount.email,
    passwordHash: await hashPassword(demoAccount.password),
    locale: "zh-CN",
  });
}
