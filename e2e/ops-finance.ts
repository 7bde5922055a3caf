import { expect, type Page } from "@playwright/test";
import { enrolmentLinkFromOutbox } from "./ops-owner.ts";
import { signInWithFreshCode } from "./totp-codes.ts";

/** A finance operator enrolled through the owner's enrolment link, over the console's own calls. */
export async function enrolFinance(owner: Page) {
  const email = `finance-${Date.now()}@ops.test`;
  const password = "finance e2e passphrase 2026";
  await owner.evaluate(
    async (body) => {
      await fetch("/ops-api/operators/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    },
    { email, name: "E2E Finance", role: "finance", substationCode: null },
  );
  // The link goes to the operator's own e-mail (the demo outbox), never back to the owner.
  const link = await enrolmentLinkFromOutbox(owner, email);
  // The link carries its token after the # (never sent to a server or written to a log).
  const token = new URL(link).hash.slice(1);
  const secret = await owner.evaluate(async (t) => {
    const answer = await fetch(`/ops-api/auth/enrolment/${t}`);
    return (await answer.json()).data.totpSecret as string;
  }, token);
  await signInWithFreshCode(secret, async (code) => {
    const enrolled = await owner.evaluate(
      async (body) =>
        (
          await fetch("/ops-api/auth/enrol", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          })
        ).json(),
      { token, password, code },
    );
    expect(enrolled.code, JSON.stringify(enrolled)).toBe(0);
  });
  return { email, password, secret };
}
