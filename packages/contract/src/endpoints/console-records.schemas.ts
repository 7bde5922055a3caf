import { ResponseCode } from "../codes.ts";
import { consoleIdParamsSchema } from "../console-catalogue.ts";

/**
 * What every change to one console record by its `:id` shares: the id, and the refusals when the
 * record is gone (404) or was changed since the operator's form was loaded (409).
 */
export const onConsoleRecord = {
  params: consoleIdParamsSchema,
  errors: [ResponseCode.NotFound, ResponseCode.Conflict],
};
