import { createHash } from "node:crypto";
import {
  type CarriedPart,
  carriedParts,
  choosePools,
  type ExitDefinition,
  type ExitPoolFile,
  type ProxyUsernameParams,
} from "@shop/contract";
import type { TemplateValues } from "./egress.ts";
import type { SessionStore } from "./sessions.ts";

/** One place traffic can leave from: an exit, and for a direct exit maybe a local address. */
export interface ExitChoice {
  exit: ExitDefinition;
  localAddress?: string;
  values: TemplateValues;
}

/** A location the pool has no exit for: refused, never sent elsewhere. */
export class NoExitError extends Error {}

type Slot = { exit: ExitDefinition; localAddress?: string };

function slotsOf(exits: ExitDefinition[]): Slot[] {
  return exits.flatMap((exit): Slot[] =>
    exit.kind === "direct" && exit.localAddresses?.length
      ? exit.localAddresses.map((localAddress) => ({ exit, localAddress }))
      : [{ exit }],
  );
}

/** A stable number for a session key: every gateway instance computes the same one. */
function stableIndex(key: string, size: number): number {
  return createHash("sha256").update(key).digest().readUInt32BE(0) % size;
}

/**
 * Picks the exit of a connection from the pools, by the rule the shop offers
 * places by (`choosePools` in @shop/contract): the most specific pool for the
 * username's country, region and city; a less specific one only through exits
 * that carry the missing parts to an upstream (template placeholders) or a
 * demo's exits. A session keeps its exit: the choice is a hash of account and
 * session id, so two gateway instances agree without talking; a rotating
 * username gets the next exit on every connection.
 */
export function createExitSelector(
  file: ExitPoolFile,
  sessions?: SessionStore,
  /** Exit health (exit-health.ts): ejected exits get no new connections while another of the pool is usable. */
  health?: { isUsable(exit: ExitDefinition, localAddress?: string): boolean },
) {
  const pools = file.pools.map((pool) => ({ ...pool, slots: slotsOf(pool.exits) }));
  const carries = (exit: ExitDefinition, needs: readonly CarriedPart[]) => {
    const parts = carriedParts(exit);
    return needs.every((part) => parts[part]);
  };
  let turn = 0;
  const usable = (slot: Slot | undefined) =>
    !health || (slot !== undefined && health.isUsable(slot.exit, slot.localAddress));
  /** The first usable slot from `start` on, round the pool; `start` itself when none is (every exit down: try anyway). */
  const firstUsable = (slots: Slot[], start: number): number => {
    for (let step = 0; step < slots.length; step += 1) {
      const index = (start + step) % slots.length;
      if (usable(slots[index])) return index;
    }
    return start;
  };

  function slotsFor(params: ProxyUsernameParams): Slot[] {
    const choice = choosePools(pools, params, (pool, needs) => pool.exits.some((exit) => carries(exit, needs)));
    if (!choice) {
      const place = [params.country, params.region, params.city].filter(Boolean).join("/");
      throw new NoExitError(`no exit for ${place}`);
    }
    return choice.pools.flatMap((pool) =>
      choice.needs.length === 0 ? pool.slots : pool.slots.filter((slot) => carries(slot.exit, choice.needs)),
    );
  }

  return {
    /** Every exit of every pool, once per exit and local address (what the health check watches). */
    allSlots(): Slot[] {
      return pools.flatMap((pool) => pool.slots);
    },

    async choose(params: ProxyUsernameParams, defaultStickyMinutes: number): Promise<ExitChoice> {
      const slots = slotsFor(params);
      const session = params.session;
      const values: TemplateValues = { country: params.country, region: params.region, city: params.city };
      let slot: Slot | undefined;
      if (session.mode === "rotating") {
        turn = (turn + 1) % 1_000_000_007;
        slot = slots[firstUsable(slots, turn % slots.length)];
      } else {
        const key = `${params.account}:${params.country ?? "*"}:${session.sessionId}`;
        const minutes = session.minutes ?? defaultStickyMinutes;
        const hashed = stableIndex(key, slots.length);
        const stored = sessions ? await sessions.pick(key, hashed, slots.length, minutes * 60) : hashed;
        // A session keeps its exit while that exit is up; only when it is down does the session move
        // (to the next usable exit, remembered so it stays there), never back by itself.
        const index = firstUsable(slots, stored);
        if (index !== stored) await sessions?.move?.(key, index, minutes * 60);
        slot = slots[index];
        values.session = session.sessionId;
        values.minutes = minutes;
      }
      if (!slot) throw new NoExitError("the pool is empty");
      return { exit: slot.exit, localAddress: slot.localAddress, values };
    },
  };
}
