/** Response codes of the `{code, data, msg}` envelope (SPEC §4, §7). */
export const ResponseCode = {
  /** The call succeeded; `data` holds the result. */
  Success: 0,
  /** The request body or query failed validation; `msg` names the field. */
  BadRequest: 400,
  /** No valid login: the client logs out and goes to the login page. */
  Unauthorized: 401,
  /** The logged-in user may not do this. */
  Forbidden: 403,
  /** The API path or the requested record does not exist. */
  NotFound: 404,
  /** The record changed (or was decided) by someone else first (a stale form; `msg` names who and when), or its state refuses the change. */
  Conflict: 409,
  /** Too many requests in a short time. */
  TooManyRequests: 429,
  /** Unexpected failure; `msg` is generic and carries the request id. */
  ServerError: 500,
  /** Wrong account or password, told apart from nothing else (no account enumeration). */
  LoginFailed: 1_004_003_000,
  /** This login needs a solved slider captcha first (after repeated failures). */
  CaptchaRequired: 1_004_003_001,
  /** The user has not completed real-name verification (SPEC §4). */
  NotAuthenticated: 1006000000,
} as const;
export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];
