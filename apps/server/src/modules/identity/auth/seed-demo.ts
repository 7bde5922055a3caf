import { hashPassword } from "./password.ts";
import type { AuthRepo } from "./repo.ts";

/** The demo account named in the README; only demo mode creates it. */
const demoAccount = {
  mobile: "13800138000",
  email: "demo@cloudstack-proxy.example",
  password: "proxy-demo-2026",
} as const;

export async function seedDemoAccount(repo: AuthRepo): Promise<{ memberId: number }> {
  const existing = await repo.findMemberByMobile(demoAccount.mobile);
  if (existing) return { memberId: existing.id };
  const created = await repo.insertMember({
    mobile: demoAccount.mobile,
    email: demoAccount.email,
    passwordHash: await hashPassword(demoAccount.password),
    locale: "zh-CN",
  });
  // Another process seeding at the same moment won the insert: its row is the demo account.
  const id = created?.id ?? (await repo.findMemberByMobile(demoAccount.mobile))?.id;
  if (id === undefined) throw new Error("the demo account could not be created");
  return { memberId: id };
}
