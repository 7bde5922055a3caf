import { ResponseCode } from "../codes.ts";
import { describeEndpoints, fileAnswerSchema } from "../endpoint-schemas.ts";
import {
  attachmentParamsSchema,
  attachmentSchema,
  cannedReplyFieldsSchema,
  cannedReplySchema,
  consoleAssignSchema,
  consoleReplySchema,
  consoleTicketDetailSchema,
  consoleTicketQuerySchema,
  consoleTicketSchema,
  consoleTicketStatusSchema,
  createTicketSchema,
  memberTicketStatusSchema,
  ticketDetailSchema,
  ticketIdParamsSchema,
  ticketReplySchema,
  ticketSummarySchema,
} from "../support.ts";
import { z } from "../zod.ts";
import { consoleSupportEndpoints as c, supportEndpoints as e } from "./support.ts";

export const supportCalls = describeEndpoints(e, {
  listTickets: { response: z.array(ticketSummarySchema) },
  createTicket: { body: createTicketSchema, response: ticketDetailSchema, errors: [ResponseCode.TooManyRequests] },
  getTicket: { params: ticketIdParamsSchema, response: ticketDetailSchema, errors: [ResponseCode.NotFound] },
  replyTicket: {
    params: ticketIdParamsSchema,
    body: ticketReplySchema,
    response: ticketDetailSchema,
    errors: [ResponseCode.NotFound],
  },
  setTicketStatus: {
    params: ticketIdParamsSchema,
    body: memberTicketStatusSchema,
    response: ticketDetailSchema,
    errors: [ResponseCode.NotFound],
  },
  uploadAttachment: { response: attachmentSchema, errors: [ResponseCode.TooManyRequests] },
  downloadAttachment: {
    params: attachmentParamsSchema,
    response: fileAnswerSchema,
    file: "application/octet-stream",
    errors: [ResponseCode.NotFound],
  },
});

export const consoleSupportCalls = describeEndpoints(c, {
  queue: { query: consoleTicketQuerySchema, response: z.array(consoleTicketSchema) },
  getTicket: { params: ticketIdParamsSchema, response: consoleTicketDetailSchema, errors: [ResponseCode.NotFound] },
  reply: {
    params: ticketIdParamsSchema,
    body: consoleReplySchema,
    response: consoleTicketDetailSchema,
    errors: [ResponseCode.NotFound],
  },
  assign: {
    params: ticketIdParamsSchema,
    body: consoleAssignSchema,
    response: consoleTicketDetailSchema,
    errors: [ResponseCode.NotFound],
  },
  setStatus: {
    params: ticketIdParamsSchema,
    body: consoleTicketStatusSchema,
    response: consoleTicketDetailSchema,
    errors: [ResponseCode.NotFound],
  },
  downloadAttachment: {
    params: attachmentParamsSchema,
    response: fileAnswerSchema,
    file: "application/octet-stream",
    errors: [ResponseCode.NotFound],
  },
  listCanned: { response: z.array(cannedReplySchema) },
  createCanned: { body: cannedReplyFieldsSchema, response: cannedReplySchema },
  updateCanned: {
    params: ticketIdParamsSchema,
    body: cannedReplyFieldsSchema,
    response: cannedReplySchema,
    errors: [ResponseCode.NotFound],
  },
});
