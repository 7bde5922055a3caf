import { z } from "zod";

/**
 * The parts of /app-api/openapi.json the reference page shows (the server builds it from the
 * contract). Server-only: zod compiled here would probe `new Function`, which the CSP refuses.
 */
const schemaObject = z.record(z.string(), z.unknown());
const operationSchema = z.object({
  summary: z.string(),
  tags: z.array(z.string()),
  "x-audience": z.enum(["public", "member", "certified", "gateway"]),
  "x-api-key-scope": z.string().optional(),
  parameters: z.array(
    z.object({ name: z.string(), in: z.enum(["path", "query"]), required: z.boolean(), schema: schemaObject }),
  ),
  requestBody: z
    .object({
      content: z.object({
        "application/json": z.object({ schema: schemaObject }).optional(),
        // A file upload: one named part.
        "multipart/form-data": z.object({ schema: schemaObject }).optional(),
      }),
    })
    .optional(),
  responses: z.object({
    "200": z.object({
      description: z.string(),
      content: z.object({ "application/json": z.object({ schema: schemaObject }) }).partial(),
    }),
  }),
});
export const openApiDocumentSchema = z.object({
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
export type Operation = z.infer<typeof operationSchema>;
