import { expect, type Page } from "@playwright/test";
import { demoOwner } from "../apps/server/src/modules/operators/create-operators.ts";
import { waitForHydration } from "./support.ts";
import { signInWithFreshCode } from "./totp-codes.ts";

/** The demo owner signs in on the English console login `page` shows, once its TOTP turn has come. */
export async function signInAsDemoOwner(page: Page): Promise<void> {
  await waitForHydration(page);
  await signInWithFreshCode(demoOwner.totpSecret, async (code) => {
    await page.getByLabel("E-mail").fill(demoOwner.email);
    await page.getByLabel("Password", { exact: true }).fill(demoOwner.password);
    await page.getByLabel("Authenticator code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });
}
