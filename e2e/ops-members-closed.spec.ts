import { expect, test } from "@playwright/test";
import { createMemberApart, signIn } from "./fixtures.ts";
import { signInOperator } from "./ops-owner.ts";
import { baseURL, opsHostURL } from "./support.ts";

/** A member who closed the account is listed as closed, not as active, and any cell of the row opens them. */
test("the member list names a closed account and the whole row opens the member", async ({ browser, page }) => {
  test.setTimeout(90_000);
  const member = await createMemberApart(browser);
  const memberContext = await browser.newContext();
  const token = await signIn(memberContext, member);
  const me = (await (
    await memberContext.request.get(`${baseURL}/app-api/ip/member-user/get`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { id: number } };
  const closed = await memberContext.request.post(`${baseURL}/app-api/member/account/close`, {
    headers: { authorization: `Bearer ${token}` },
    data: { password: member.password, confirm: true },
  });
  expect((await closed.json()).code).toBe(0);
  await memberContext.close();

  for (const [prefix, label] of [
    ["/en", "Closed"],
    ["", "已注销"],
  ] as const) {
    if (prefix === "/en") await signInOperator(page, "/en");
    await page.goto(`${opsHostURL}${prefix}/ops/members?q=${me.data.id}`);
    const row = page.getByRole("row").filter({ hasText: `#${me.data.id}` });
    await expect(row).toContainText(label);
    await expect(row).toContainText(`closed-${me.data.id}@closed.invalid`);
  }
  // A click on the e-mail cell, not on the id, opens the member.
  await page
    .getByRole("row")
    .filter({ hasText: `#${me.data.id}` })
    .getByText("@closed.invalid")
    // The member's link lies over the whole row, so the click lands on it: `force` clicks the point
    // without asking what covers the cell.
    .click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/ops/members/${me.data.id}$`));
});
