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
import { describeEndpoints } from "../endpoint-schemas.ts";
import { consoleContentEndpoints as e } from "./console-content.ts";

export const consoleContentCalls = describeEndpoints(e, {
  pageContent: { params: contentKindParamsSchema, query: contentListQuerySchema, response: contentPageSchema },
  getContent: { params: contentItemParamsSchema, response: consoleContentItemSchema, errors: [ResponseCode.NotFound] },
  createContent: {
    params: contentKindParamsSchema,
    body: contentFieldsSchema,
    response: consoleContentItemSchema,
    errors: [ResponseCode.Conflict],
  },
  updateContent: {
    params: contentItemParamsSchema,
    body: contentUpdateSchema,
    response: consoleContentItemSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Conflict],
  },
  previewMarkdown: { body: markdownPreviewBodySchema, response: markdownPreviewSchema },
});
