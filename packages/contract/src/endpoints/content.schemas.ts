import { ResponseCode } from "../codes.ts";
import {
  blogGetQuerySchema,
  blogPageQuerySchema,
  blogPageSchema,
  blogPostSchema,
  helpArticleSchema,
  helpGetQuerySchema,
  helpPageQuerySchema,
  helpPageSchema,
} from "../content.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { contentEndpoints as e } from "./content.ts";

export const contentCalls = {
  pageHelp: describeEndpoint(e.pageHelp, { query: helpPageQuerySchema, response: helpPageSchema }),
  getHelpArticle: describeEndpoint(e.getHelpArticle, {
    query: helpGetQuerySchema,
    response: helpArticleSchema,
    errors: [ResponseCode.NotFound],
  }),
  pageBlog: describeEndpoint(e.pageBlog, { query: blogPageQuerySchema, response: blogPageSchema }),
  getBlogPost: describeEndpoint(e.getBlogPost, {
    query: blogGetQuerySchema,
    response: blogPostSchema,
    errors: [ResponseCode.NotFound],
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
