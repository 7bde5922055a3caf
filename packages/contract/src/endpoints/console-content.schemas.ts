import { ResponseCode } from "../codes.ts";
import {
  consoleContentItemSchema,
  contentFieldsSchema,
  contentItemParamsSchema,
  contentKindParamsSchema,
  contentListQuerySchema,
  contentPageSchema,
  contentUpdateSchema,
  markdownPreviewBodySchema,
  markdownPreviewSchema,
} from "../console-catalogue.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { consoleContentEndpoints as e } from "./console-content.ts";

export const consoleContentCalls = {
  pageContent: describeEndpoint(e.pageContent, {
    params: contentKindParamsSchema,
    query: contentListQuerySchema,
    response: contentPageSchema,
  }),
  getContent: describeEndpoint(e.getContent, {
    params: contentItemParamsSchema,
    response: consoleContentItemSchema,
    errors: [ResponseCode.NotFound],
  }),
  createContent: describeEndpoint(e.createContent, {
    params: contentKindParamsSchema,
    body: contentFieldsSchema,
    response: consoleContentItemSchema,
    errors: [ResponseCode.Conflict],
  }),
  updateContent: describeEndpoint(e.updateContent, {
    params: contentItemParamsSchema,
    body: contentUpdateSchema,
    response: consoleContentItemSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Conflict],
  }),
  previewMarkdown: describeEndpoint(e.previewMarkdown, {
    body: markdownPreviewBodySchema,
    response: markdownPreviewSchema,
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
