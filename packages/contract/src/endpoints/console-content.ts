import type {
  ConsoleContentItem,
  ContentFields,
  ContentKind,
  ContentListQuery,
  ContentPage,
} from "../console-catalogue.ts";
import { endpointGroup } from "../endpoint.ts";

const { get, post } = endpointGroup({ tag: "Console: content", audience: "operator", permission: "content.edit" });
type Kind = { kind: ContentKind };

/** Blog posts and help articles in both languages: drafts, publishing, and the server's own preview. */
export const consoleContentEndpoints = {
  pageContent: get<{ params: Kind; query: Partial<ContentListQuery>; data: ContentPage }>(
    "/ops-api/content/:kind",
    "Blog posts or help articles, drafts included, newest change first",
  ),
  getContent: get<{ params: Kind & { id: number }; data: ConsoleContentItem }>(
    "/ops-api/content/:kind/:id",
    "One post or article with both languages' Markdown",
  ),
  createContent: post<{ params: Kind; body: ContentFields; data: ConsoleContentItem }>(
    "/ops-api/content/:kind/create",
    "Adds a post or article (a draft may miss a language; publishing needs both)",
  ),
  updateContent: post<{
    params: Kind & { id: number };
    body: ContentFields & { version: number };
    data: ConsoleContentItem;
  }>("/ops-api/content/:kind/:id/update", "Saves a post or article; a stale form answers 409"),
  previewMarkdown: post<{ body: { markdown: string }; data: { html: string } }>(
    "/ops-api/content-preview",
    "Markdown rendered and sanitised exactly as the published page renders it",
  ),
};
