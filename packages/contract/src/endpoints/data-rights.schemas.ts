import { ResponseCode } from "../codes.ts";
import { closeAccountRequestSchema, closurePreviewSchema } from "../data-rights.ts";
import { type DescribedEndpoint, describeEndpoint, fileAnswerSchema } from "../endpoint-schemas.ts";
import { z } from "../zod.ts";
import { dataRightsEndpoints as e } from "./data-rights.ts";

export const dataRightsCalls = {
  exportMyData: describeEndpoint(e.exportMyData, { response: fileAnswerSchema, file: "application/json" }),
  getClosurePreview: describeEndpoint(e.getClosurePreview, { response: closurePreviewSchema }),
  closeAccount: describeEndpoint(e.closeAccount, {
    body: closeAccountRequestSchema,
    response: z.literal(true),
    errors: [ResponseCode.Forbidden],
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
