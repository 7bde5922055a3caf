import { alertSettingsInputSchema, alertSettingsSchema } from "../alerts.ts";
import { ResponseCode } from "../codes.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { alertsEndpoints as e } from "./alerts.ts";

export const alertsCalls = describeEndpoints(e, {
  getAlertSettings: { response: alertSettingsSchema },
  saveAlertSettings: {
    body: alertSettingsInputSchema,
    response: alertSettingsSchema,
    errors: [ResponseCode.BadRequest],
  },
});
