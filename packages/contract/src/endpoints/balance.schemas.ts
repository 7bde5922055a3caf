import {
  autoRenewListSchema,
  autoRenewRequestSchema,
  autoRenewSettingSchema,
  balanceMovementPageSchema,
  balanceMovementsQuerySchema,
  balancePayAnswerSchema,
  balancePayRequestSchema,
  balanceSummarySchema,
  createTopupOrderSchema,
  topupOrderSchema,
  useBalanceAnswerSchema,
  useBalanceRequestSchema,
} from "../balance.ts";
import { ResponseCode } from "../codes.ts";
import { describeEndpoints, fileAnswerSchema } from "../endpoint-schemas.ts";
import { orderIdParamsSchema, orderPaymentStatusSchema } from "../orders.ts";
import { payAnswerSchema, payRequestSchema } from "../payments.ts";
import { balanceEndpoints as e } from "./balance.ts";

const errors = [ResponseCode.NotFound];

export const balanceCalls = describeEndpoints(e, {
  getBalance: { response: balanceSummarySchema },
  listMovements: { query: balanceMovementsQuerySchema, response: balanceMovementPageSchema },
  exportMovements: { response: fileAnswerSchema, file: "text/csv" },
  createTopupOrder: { body: createTopupOrderSchema, response: topupOrderSchema },
  payTopupOrder: { body: payRequestSchema, response: payAnswerSchema, errors },
  getTopupOrderStatus: { params: orderIdParamsSchema, response: orderPaymentStatusSchema, errors },
  payFromBalance: { body: balancePayRequestSchema, response: balancePayAnswerSchema, errors },
  useBalanceForOrder: { body: useBalanceRequestSchema, response: useBalanceAnswerSchema, errors },
  listAutoRenew: { response: autoRenewListSchema },
  setAutoRenew: { body: autoRenewRequestSchema, response: autoRenewSettingSchema, errors },
});
