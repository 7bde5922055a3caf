import { expect, test } from "@playwright/test";
import { signInOperator } from "./ops-owner.ts";
import { opsHostURL, waitForHydration } from "./support.ts";

/** A first visit to the console asks for a login without claiming a session ended; an ended one says so. */
test("the console login says 'session ended' only after a session of this browser ended", async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto(`${opsHostURL}/en/ops`);
  await expect(page).toHaveURL(/\/en\/ops\/login/);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Your session ended; sign in again.")).toHaveCount(0);

  // A login of this browser's own: the console remembers that this browser signed in.
  await signInOperator(page, "/en", undefined, { fresh: true });
  // Off the console first: its open page, once the cookie is gone, sends itself to the login page and
  // would abort a navigation started meanwhile (net::ERR_ABORTED).
  await page.goto("about:blank");
  await context.clearCookies();
  await page.goto(`${opsHostURL}/en/ops`);
  await expect(page).toHaveURL(/\/en\/ops\/login/);
  await expect(page.getByText("Your session ended; sign in again.")).toBeVisible();
});
