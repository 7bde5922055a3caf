import type {
  ConsoleContentItem,
  ContentFields,
  ContentKind,
  ContentListQuery,
  ContentPage,
} from "../console-catalogue.ts";
import { defineEndpoint } from "../endpoint.ts";

const tag = "Console: content";
type Kind = { kind: ContentKind };

/** Blog posts and help articles in both languages: drafts, publishing, and the server's own preview. */
export const consoleContentEndpoints = {
  pageContent: defineEndpoint<{ params: Kind; query: Partial<ContentListQuery>; data: ContentPage }>({
    method: "GET",
    path: "/ops-api/content/:kind",
    audience: "operator",
    permission: "content.edit",
    tag,
    summary: "Blog posts or help articles, drafts included, newest change first",
  }),
  getContent: defineEndpoint<{ params: Kind & { id: number }; data: ConsoleContentItem }>({
    method: "GET",
    path: "/ops-api/content/:kind/:id",
    audience: "operator",
    permission: "content.edit",
    tag,
    summary: "One post or article with both languages' Markdown",
  }),
  createContent: defineEndpoint<{ params: Kind; body: ContentFields; data: ConsoleContentItem }>({
    method: "POST",
    path: "/ops-api/content/:kind/create",
    audience: "operator",
    permission: "content.edit",
    tag,
    summary: "Adds a post or article (a draft may miss a language; publishing needs both)",
  }),
  updateContent: defineEndpoint<{
    params: Kind & { id: number };
    body: ContentFields & { version: number };
    data: ConsoleContentItem;
  }>({
    method: "POST",
    path: "/ops-api/content/:kind/:id/update",
    audience: "operator",
    permission: "content.edit",
    tag,
    summary: "Saves a post or article; a stale form answers 409",
  }),
  previewMarkdown: defineEndpoint<{ body: { markdown: string }; data: { html: string } }>({
    method: "POST",
    path: "/ops-api/content-preview",
    audience: "operator",
    permission: "content.edit",
    tag,
    summary: "Markdown rendered and sanitised exactly as the published page renders it",
  }),
};
