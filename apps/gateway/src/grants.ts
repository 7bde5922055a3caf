import type { GrantAnswer } from "@shop/contract";
import { type Refusal, refusalOfStatus } from "./accounts.ts";

/** The outcome of asking for bytes: more may move, or why not. */
export type GrantOutcome = { ok: true } | { ok: false; refusal: Refusal };

interface HeldGrant {
  id: string;
  left: number;
  /** On the gateway's clock: after this nothing more of it is spent (the shop's lifetime, counted from the request). */
  expiresAt: number;
}

const minGrantBytes = 1024 * 1024;
const firstGrantBytes = 4 * 1024 * 1024;
/**
 * At most 256 MiB held at once per account and gateway: what one gateway holds is reserved from every
 * other (a member near the end of the traffic is refused elsewhere meanwhile), and it is what the
 * account's tunnels may still spend after the shop said "exhausted". At 600 MiB/s, 2–3 asks a second.
 */
const maxGrantBytes = 256 * 1024 * 1024;
/** How long a grant should last at the account's recent rate. */
const grantSeconds = 2;
/** An account without tunnels for this long gives its grants back (sooner, its next tunnel would ask again). */
const idleReleaseMs = 10_000;
/** Asking again while the shop says the rest is reserved elsewhere: at most this long per wait. */
const maxReservedWaitMs = 3_000;
/** Asking again while the shop cannot be reached, before an open tunnel gives up. */
const maxUnavailableWaitMs = 5_000;

/** Thrown by `request` when the shop cannot be asked: the caller keeps what it holds and refuses new bytes. */
export class ShopUnreachableError extends Error {}

/**
 * The bytes this gateway may move, per account: grants the shop reserved,
 * spent locally before each byte moves, asked for again before they run out
 * (at half of the last grant), sized by the account's recent rate within
 * bounds, and released when spent, expired, idle or revoked. The sum of what
 * every gateway holds never exceeds what the member paid for, so the cut-off
 * happens here, at the exact byte, whatever the report interval.
 */
export function createGrantBook(deps: {
  request(account: string, bytes: number): Promise<GrantAnswer | null>;
  now: () => number;
  /** Waits `ms` on the gateway's clock (injected with the clock in tests). */
  sleep(ms: number): Promise<void>;
  onGrant?(bytes: number): void;
}) {
  const books = new Map<string, AccountGrants>();
  /** Grants the gateway will spend no more of, for the next usage batch to settle. */
  let released: string[] = [];

  class AccountGrants {
    readonly account: string;
    held: HeldGrant[] = [];
    /** The sum of `left` over `held`, kept as it changes: read on every chunk. */
    heldBytes = 0;
    asking: Promise<GrantOutcome> | null = null;
    /** The last refusal the shop gave (until a grant replaces it). */
    refusal: Refusal | null = null;
    nextSize = firstGrantBytes;
    takenSinceGrant = 0;
    grantedAt = 0;
    lastSize = 0;
    lastActive = 0;
    constructor(account: string) {
      this.account = account;
    }

    available(): number {
      this.dropExpired();
      return this.heldBytes;
    }

    dropExpired(): void {
      const now = deps.now();
      if (this.held.length === 0 || (this.held[0] as HeldGrant).expiresAt > now) return;
      const live: HeldGrant[] = [];
      for (const grant of this.held) {
        if (grant.expiresAt > now) live.push(grant);
        else {
          released.push(grant.id);
          this.heldBytes -= grant.left;
        }
      }
      this.held = live;
    }

    /** Takes up to `wanted` bytes now; the rest must wait for `refill`. Asks early when running low. */
    take(wanted: number): number {
      // Called for every chunk either way: one clock read, no walk over the grants.
      const now = deps.now();
      this.lastActive = now;
      let granted = 0;
      while (granted < wanted && this.held.length > 0) {
        const grant = this.held[0] as HeldGrant;
        if (grant.expiresAt <= now) {
          this.dropExpired();
          continue;
        }
        const part = Math.min(grant.left, wanted - granted);
        grant.left -= part;
        this.heldBytes -= part;
        granted += part;
        if (grant.left === 0) {
          this.held.shift();
          released.push(grant.id);
        }
      }
      this.takenSinceGrant += granted;
      // Asked early: the next grant is there before this one runs out. A failure here only
      // means the tunnel asks again (and waits) when it really runs out.
      if (this.lastSize > 0 && !this.asking && this.heldBytes < this.lastSize / 2) this.refill().catch(() => {});
      return granted;
    }

    /** One request at a time per account; the answer sizes the next one. */
    refill(): Promise<GrantOutcome> {
      this.asking ??= this.ask().finally(() => {
        this.asking = null;
      });
      return this.asking;
    }

    private async ask(): Promise<GrantOutcome> {
      const asked = deps.now();
      // Sized by the rate since the last grant: about `grantSeconds` of traffic, within bounds.
      if (this.grantedAt > 0) {
        const seconds = Math.max((asked - this.grantedAt) / 1000, 0.05);
        const rate = this.takenSinceGrant / seconds;
        this.nextSize = Math.min(maxGrantBytes, Math.max(minGrantBytes, Math.round(rate * grantSeconds)));
      }
      const answer = await deps.request(this.account, this.nextSize);
      if (!answer) {
        this.refusal = "credentials-invalid";
        return { ok: false, refusal: this.refusal };
      }
      if (answer.status !== "active") {
        this.refusal = refusalOfStatus[answer.status];
        return { ok: false, refusal: this.refusal };
      }
      if (!answer.grantId || answer.bytes === 0) {
        return { ok: false, refusal: "traffic-reserved" };
      }
      this.refusal = null;
      this.held.push({ id: answer.grantId, left: answer.bytes, expiresAt: asked + answer.ttlMs });
      this.heldBytes += answer.bytes;
      this.grantedAt = deps.now();
      this.takenSinceGrant = 0;
      this.lastSize = answer.bytes;
      deps.onGrant?.(answer.bytes);
      return { ok: true };
    }

    releaseAll(): void {
      for (const grant of this.held) released.push(grant.id);
      this.held = [];
      this.heldBytes = 0;
      this.lastSize = 0;
    }
  }

  function bookOf(account: string): AccountGrants {
    let book = books.get(account);
    if (!book) {
      book = new AccountGrants(account);
      books.set(account, book);
    }
    return book;
  }

  /**
   * Waits until the account holds bytes: asks the shop, again after its
   * "reserved elsewhere" answers and while it cannot be reached, within bounds.
   */
  async function ensure(account: string, patienceMs: number): Promise<GrantOutcome> {
    const book = bookOf(account);
    const started = deps.now();
    for (;;) {
      if (book.available() > 0) return { ok: true };
      let outcome: GrantOutcome;
      try {
        outcome = await book.refill();
      } catch (error) {
        if (!(error instanceof ShopUnreachableError)) throw error;
        outcome = { ok: false, refusal: "shop-unavailable" };
      }
      if (outcome.ok) {
        if (book.available() > 0) return outcome;
        continue;
      }
      const retry = outcome.refusal === "traffic-reserved" || outcome.refusal === "shop-unavailable";
      if (!retry || deps.now() - started >= patienceMs) {
        return outcome.refusal === "traffic-reserved" ? { ok: false, refusal: "traffic-exhausted" } : outcome;
      }
      await deps.sleep(outcome.refusal === "traffic-reserved" ? 250 : 500);
    }
  }

  return {
    /** Bytes that may move now for the account (taken from its grants); may be less than asked. */
    take(account: string, wanted: number): number {
      return bookOf(account).take(wanted);
    },

    /** Before a new connection: the account holds bytes, or the refusal to answer with. */
    admit(account: string): Promise<GrantOutcome> {
      return ensure(account, maxReservedWaitMs);
    },

    /** An open tunnel ran out: more bytes, or the reason to close it. */
    more(account: string): Promise<GrantOutcome> {
      return ensure(account, Math.max(maxReservedWaitMs, maxUnavailableWaitMs));
    },

    /** The account's access changed: nothing held for it is spent any more; the next bytes need a fresh grant. */
    revoke(account: string): void {
      books.get(account)?.releaseAll();
    },

    /** Accounts without open tunnels for a while give their grants back (called at each report). */
    releaseIdle(active: (account: string) => boolean): void {
      const now = deps.now();
      for (const [account, book] of books) {
        if (active(account)) {
          book.lastActive = now;
          continue;
        }
        if (book.asking || now - book.lastActive < idleReleaseMs) continue;
        book.releaseAll();
        books.delete(account);
      }
    },

    /** Grant ids to settle in the next batch; cleared once taken. */
    takeReleased(): string[] {
      const out = released;
      released = [];
      return out;
    },

    /** Ids handed back when a batch carrying them could not be delivered (they go in the next one). */
    restoreReleased(ids: string[]): void {
      released = [...ids, ...released];
    },

    /** Bytes held across all accounts (metrics). */
    heldBytes(): number {
      let sum = 0;
      for (const book of books.values()) sum += book.available();
      return sum;
    },
  };
}

export type GrantBook = ReturnType<typeof createGrantBook>;
