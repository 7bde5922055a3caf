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
import { describeEndpoints } from "../endpoint-schemas.ts";
import { contentEndpoints as e } from "./content.ts";

export const contentCalls = describeEndpoints(e, {
  pageHelp: { query: helpPageQuerySchema, response: helpPageSchema },
  getHelpArticle: { query: helpGetQuerySchema, response: helpArticleSchema, errors: [ResponseCode.NotFound] },
  pageBlog: { query: blogPageQuerySchema, response: blogPageSchema },
  getBlogPost: { query: blogGetQuerySchema, response: blogPostSchema, errors: [ResponseCode.NotFound] },
});
