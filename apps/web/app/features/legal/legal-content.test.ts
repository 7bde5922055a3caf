import { describe, expect, it } from "vitest";
import { privacyContent } from "./privacy-content.ts";
import { termsContent } from "./terms-content.ts";
import type { LegalDocument } from "./types.ts";

const allTexts = (document: LegalDocument) => [
  document.title,
  document.updated,
  document.intro,
  ...document.sections.flatMap((section) => [
    section.heading,
    ...section.paragraphs,
    ...(section.items ?? []),
    ...(section.after ?? []),
  ]),
];

describe.each([
  ["terms", termsContent],
  ["privacy", privacyContent],
])("%s", (_name, content) => {
  it("has the same sections, in the same shape, in both languages", () => {
    const shape = (document: LegalDocument) =>
      document.sections.map((section) => [
        section.paragraphs.length,
        section.items?.length ?? 0,
        section.after?.length ?? 0,
      ]);
    expect(shape(content.en)).toEqual(shape(content["zh-CN"]));
  });

  it("closes every bold span and uses no placeholder but {site}", () => {
    for (const text of [...allTexts(content.en), ...allTexts(content["zh-CN"])]) {
      expect(text.split("**").length % 2, text).toBe(1);
      expect(text.replaceAll("{site}", ""), text).not.toMatch(/[{}[\]]|TODO|lorem/i);
    }
  });
});
