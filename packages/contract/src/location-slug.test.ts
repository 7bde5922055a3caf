import { describe, expect, it } from "vitest";
import { toLocationSlug } from "./location-slug.ts";
import { proxyLocationSlugPattern } from "./proxy-credentials.ts";

describe("toLocationSlug", () => {
  it.each([
    ["California", "california"],
    ["New York", "new_york"],
    ["Los Angeles", "los_angeles"],
    ["São Paulo", "sao_paulo"],
    ["Baden-Württemberg", "baden_wurttemberg"],
    ["Île-de-France", "ile_de_france"],
    ["Coeur d'Alene", "coeur_dalene"],
    ["Kraków", "krakow"],
    ["Łódź", "lodz"],
    ["Straße 12", "strasse_12"],
    ["  St. Louis  ", "st_louis"],
  ])("%s → %s", (name, slug) => {
    expect(toLocationSlug(name)).toBe(slug);
    expect(proxyLocationSlugPattern.test(slug)).toBe(true);
  });

  it("keeps within 40 characters without a trailing underscore", () => {
    const slug = toLocationSlug("Llanfairpwllgwyngyll gogerychwyrndrobwll llantysilio gogogoch");
    expect(slug).not.toBeNull();
    expect(slug?.length).toBeLessThanOrEqual(40);
    expect(slug?.endsWith("_")).toBe(false);
  });

  it("gives up on names without Latin letters or digits", () => {
    expect(toLocationSlug("東京都")).toBeNull();
    expect(toLocationSlug(" - ")).toBeNull();
  });
});
