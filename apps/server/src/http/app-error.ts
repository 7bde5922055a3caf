import { type MessageParams, ResponseCode } from "@shop/contract";

/**
 * The one error type services throw. `messageKey` names a message of the
 * contract's catalogue; the error handler translates it for the request.
 */
export class AppError extends Error {
  readonly code: number;
  readonly messageKey: string;
  readonly params: MessageParams;

  constructor(code: number, messageKey: string, params: MessageParams = {}) {
    super(messageKey);
    this.name = "AppError";
    this.code = code;
    this.messageKey = messageKey;
    this.params = params;
  }

  static notFound(): AppError {
    return new AppError(ResponseCode.NotFound, "errors.notFound");
  }

  static unauthorized(): AppError {
    return new AppError(ResponseCode.Unauthorized, "errors.unauthorized");
  }
}
