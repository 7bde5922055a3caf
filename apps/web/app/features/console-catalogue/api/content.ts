import type { ContentFields, ContentKind, ContentListQuery } from "@shop/contract";
import { consoleContentEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { consoleApi, consoleKeys } from "../../console/index.ts";

export const contentKeys = {
  all: () => [...consoleKeys.all(), "content"] as const,
  page: (kind: ContentKind, query: Partial<ContentListQuery>) => [...contentKeys.all(), kind, query] as const,
  item: (kind: ContentKind, id: number) => [...contentKeys.all(), kind, "item", id] as const,
};

export function useContentPage(kind: ContentKind, query: Partial<ContentListQuery>) {
  return useQuery({
    queryKey: contentKeys.page(kind, query),
    queryFn: () => consoleApi.call(consoleContentEndpoints.pageContent, { params: { kind }, query }),
  });
}

export function useContentItem(kind: ContentKind, id: number | null) {
  return useQuery({
    queryKey: contentKeys.item(kind, id ?? 0),
    queryFn: () => consoleApi.call(consoleContentEndpoints.getContent, { params: { kind, id: id ?? 0 } }),
    enabled: id !== null,
  });
}

export const createContent = (kind: ContentKind, body: ContentFields) =>
  consoleApi.call(consoleContentEndpoints.createContent, { params: { kind }, body }, { quiet: true });
export const updateContent = (kind: ContentKind, id: number, body: ContentFields & { version: number }) =>
  consoleApi.call(consoleContentEndpoints.updateContent, { params: { kind, id }, body }, { quiet: true });
/** The server's own renderer: the preview is exactly what the published page shows. */
export const previewMarkdown = (markdown: string) =>
  consoleApi.call(consoleContentEndpoints.previewMarkdown, { body: { markdown } }, { quiet: true });
