import { ResponseCode } from "../codes.ts";
import { consoleIdParamsSchema } from "../console-catalogue.ts";
import { describeEndpoints, fileAnswerSchema } from "../endpoint-schemas.ts";
import {
  consoleCommissionSchema,
  consoleCouponSchema,
  couponActiveSchema,
  couponFieldsSchema,
  couponQuoteRequestSchema,
  couponQuoteSchema,
  giftBatchFieldsSchema,
  giftBatchSchema,
  giftRedemptionSchema,
  growthSettingsSchema,
  myReferralSchema,
  redeemGiftCodeSchema,
  withholdCommissionSchema,
} from "../growth.ts";
import { pageOf } from "../paging.ts";
import { z } from "../zod.ts";
import { consoleGrowthEndpoints as c, growthEndpoints as e } from "./growth.ts";

export const growthCalls = describeEndpoints(e, {
  quoteCoupon: { body: couponQuoteRequestSchema, response: couponQuoteSchema },
  getMyReferral: { response: myReferralSchema },
  redeemGiftCode: {
    body: redeemGiftCodeSchema,
    response: giftRedemptionSchema,
    errors: [ResponseCode.TooManyRequests],
  },
});

const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const consoleGrowthCalls = describeEndpoints(c, {
  listCoupons: { response: z.array(consoleCouponSchema) },
  createCoupon: { body: couponFieldsSchema, response: consoleCouponSchema, errors: [ResponseCode.Conflict] },
  setCouponActive: {
    params: consoleIdParamsSchema,
    body: couponActiveSchema,
    response: consoleCouponSchema,
    errors: [ResponseCode.NotFound],
  },
  listCommissions: { query: pageQuery, response: pageOf(consoleCommissionSchema) },
  withholdCommission: {
    params: consoleIdParamsSchema,
    body: withholdCommissionSchema,
    response: consoleCommissionSchema,
    errors: [ResponseCode.NotFound],
  },
  getSettings: { response: growthSettingsSchema },
  updateSettings: { body: growthSettingsSchema, response: growthSettingsSchema },
  listGiftBatches: { response: z.array(giftBatchSchema) },
  createGiftBatch: { body: giftBatchFieldsSchema, response: giftBatchSchema },
  exportGiftBatch: {
    params: consoleIdParamsSchema,
    response: fileAnswerSchema,
    file: "text/csv",
    errors: [ResponseCode.NotFound],
  },
});
