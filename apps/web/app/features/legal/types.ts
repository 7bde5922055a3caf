import type { Locale } from "@shop/contract";

/**
 * One numbered section of a legal document. In every string, `{site}` stands
 * for the substation's name (filled in at render time) and `**text**` marks a
 * clause shown in bold (Chinese law expects liability limits to stand out).
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** Paragraphs that follow the list. */
  after?: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** Both languages carry the same sections in the same order, so section anchors match. */
export type LocalizedLegalDocument = Record<Locale, LegalDocument>;
