import { ResponseCode } from "../codes.ts";
import { closeAccountRequestSchema, closurePreviewSchema } from "../data-rights.ts";
import { describeEndpoints, fileAnswerSchema } from "../endpoint-schemas.ts";
import { z } from "../zod.ts";
import { dataRightsEndpoints as e } from "./data-rights.ts";

export const dataRightsCalls = describeEndpoints(e, {
  exportMyData: { response: fileAnswerSchema, file: "application/json" },
  getClosurePreview: { response: closurePreviewSchema },
  closeAccount: { body: closeAccountRequestSchema, response: z.literal(true), errors: [ResponseCode.Forbidden] },
});
