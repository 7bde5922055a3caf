import {
  type Endpoint,
  type EndpointData,
  type EndpointInput,
  endpointUrl,
  type FileAnswer,
  type Locale,
  type Nothing,
  ResponseCode,
} from "@shop/contract/core";

/** The `{code, data, msg}` envelope, checked by hand: the shell ships without the schema library. */
function asEnvelope(body: unknown): { code: number; data: unknown; msg: string } | null {
  if (!body || typeof body !== "object") return null;
  const { code, data, msg } = body as Record<string, unknown>;
  if (typeof code !== "number" || !Number.isInteger(code) || typeof msg !== "string") return null;
  return { code, data: data ?? null, msg };
}

/** Request timeout of SPEC §9. */
const requestTimeoutMs = 15_000;

export type ApiErrorKind = "business" | "unauthorized" | "http" | "timeout" | "network";

/** A failed call; `code` and `msg` come from the envelope when there was one. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | null;

  constructor(kind: ApiErrorKind, message: string, code: number | null = null) {
    super(message);
    this.name = "ApiError";
    this.kind = kind;
    this.code = code;
  }
}

/**
 * Awaits a call the client reports itself (one that is not `quiet`): true once it has succeeded,
 * false when it failed with an `ApiError`, which the user has already been shown. Anything else
 * is a bug and is thrown.
 */
export async function callSucceeded(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
  getLocale(): Locale;
  getToken(): string | null;
  /** Sent with every call (the browser's `X-Session: cookie`). */
  headers?: Record<string, string>;
  /** A session without a token in reach (an HttpOnly cookie): a 401 may still be refreshed. */
  hasSession?(): boolean;
  /** Shows one toast (SPEC §8 keeps one visible at a time). */
  notify(message: string): void;
  translate(key: "api.loginExpired" | "api.requestTimeout" | "api.serverError" | "api.networkError"): string;
  /** Logs out and sends the user to the locale-prefixed login. */
  onUnauthorized(): void;
  /**
   * Code 1006000000 (not real-name verified, SPEC §4): shows the prompt that
   * leads to /admin/auth, instead of a plain toast, even for quiet calls.
   */
  onNotAuthenticated?(message: string): void;
  /** Trades the refresh token for new tokens; false when that is not possible. */
  refreshSession?(): Promise<boolean>;
  /** Forgets the session without navigating. */
  clearSession?(): void;
  /**
   * How many sessions have ended on this page so far (a logout, a password change). A 401 for a
   * call sent before the latest end belongs to a session that is already over: it is refused
   * quietly, without a refresh, a toast or a trip to login.
   */
  sessionsEnded?(): number;
}

interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Don't toast business errors (the caller shows them, e.g. under a form field). */
  quiet?: boolean;
  /** A lost session just logs out quietly, without a toast or a trip to login (the app-start user fetch). */
  sessionOptional?: boolean;
  /**
   * The caller says "verify your identity first" itself (inside a dialog, where the global prompt
   * would sit behind the modal): code 1006000000 is only thrown, like a quiet business error.
   */
  ownsNotAuthenticated?: boolean;
  /** Overrides the 15 s timeout (an upload on a slow line). */
  timeoutMs?: number;
  /** "blob": a successful non-JSON answer (a file download) is returned as a Blob; errors still come as envelopes. */
  responseType?: "json" | "blob";
}

/**
 * The client of SPEC §7/§8: Accept-Language and Bearer headers, a 15 s timeout,
 * and the error handling every page shares.
 */
export function createApiClient(deps: ApiClientDeps) {
  // Concurrent 401s share one refresh instead of racing (a reused refresh token revokes the session).
  let refreshing: Promise<boolean> | null = null;
  // Refreshes that went through so far. A call sent before the latest one carried the pair that
  // refresh replaced: its 401 is answered by repeating it, not by trading the new pair away again.
  let refreshes = 0;
  const refreshOnce = () => {
    if (!deps.refreshSession) return Promise.resolve(false);
    refreshing ??= deps
      .refreshSession()
      .then((refreshed) => {
        if (refreshed) refreshes += 1;
        return refreshed;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
  const renewSession = async (refreshesWhenSent: number) => refreshes > refreshesWhenSent || (await refreshOnce());

  async function request<T>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    options: RequestOptions = {},
    isRetry = false,
  ): Promise<T> {
    const url = new URL(path, deps.baseUrl ?? "http://localhost");
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {
      ...deps.headers,
      "Accept-Language": deps.getLocale(),
      Accept: "application/json",
    };
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // FormData (a file upload) sets its own multipart Content-Type with the boundary.
    const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers["Content-Type"] = "application/json";

    const refreshesWhenSent = refreshes;
    const endedWhenSent = deps.sessionsEnded?.() ?? 0;
    const sessionEndedSinceSent = () => (deps.sessionsEnded?.() ?? 0) > endedWhenSent;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? deps.timeoutMs ?? requestTimeoutMs);
    let response: Response;
    try {
      response = await deps.fetch(deps.baseUrl ? url.toString() : `${url.pathname}${url.search}`, {
        method,
        headers,
        body:
          options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
        signal: controller.signal,
      });
    } catch {
      if (controller.signal.aborted) {
        const message = deps.translate("api.requestTimeout");
        deps.notify(message);
        throw new ApiError("timeout", message);
      }
      const message = deps.translate("api.networkError");
      deps.notify(message);
      // Forms show the error's message: the browser's own words ("Failed to fetch") are in its language, not the page's.
      throw new ApiError("network", message);
    } finally {
      clearTimeout(timer);
    }

    if (response.status >= 500) {
      const message = deps.translate("api.serverError");
      deps.notify(message);
      throw new ApiError("http", message);
    }
    // A file is what the server marks as an attachment: "my data" is a JSON file, and reading it as an
    // envelope by its content type lost it (no file saved, nothing said).
    const isAttachment = /^\s*(attachment|inline)\b/i.test(response.headers.get("content-disposition") ?? "");
    const isJson = (response.headers.get("content-type") ?? "").includes("application/json");
    if (options.responseType === "blob" && response.ok && (isAttachment || !isJson)) {
      return (await response.blob()) as T;
    }
    const envelope = asEnvelope(await response.json().catch(() => null));
    if (!envelope) {
      const message = deps.translate("api.serverError");
      deps.notify(message);
      throw new ApiError("http", message);
    }
    const { code, data, msg } = envelope;
    if (code === ResponseCode.Success) return data as T;
    if (code === ResponseCode.Unauthorized && sessionEndedSinceSent()) throw new ApiError("unauthorized", msg, code);
    const hasSession = Boolean(token) || Boolean(deps.hasSession?.());
    if (code === ResponseCode.Unauthorized && hasSession && !isRetry && (await renewSession(refreshesWhenSent))) {
      return request<T>(method, path, options, true);
    }
    if (code === ResponseCode.Unauthorized && sessionEndedSinceSent()) throw new ApiError("unauthorized", msg, code);
    if (code === ResponseCode.Unauthorized && options.sessionOptional) {
      deps.clearSession?.();
      throw new ApiError("unauthorized", msg, code);
    }
    if (code === ResponseCode.Unauthorized) {
      const message = deps.translate("api.loginExpired");
      deps.notify(message);
      deps.onUnauthorized();
      throw new ApiError("unauthorized", message, code);
    }
    if (code === ResponseCode.NotAuthenticated && deps.onNotAuthenticated && !options.ownsNotAuthenticated) {
      deps.onNotAuthenticated(msg);
      throw new ApiError("business", msg, code);
    }
    if (code === ResponseCode.ServerError || !options.quiet) deps.notify(msg);
    throw new ApiError("business", msg, code);
  }

  return {
    /** A declared call (packages/contract endpoints): path, method and types from its declaration. */
    call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArguments<E>): Promise<CallAnswer<E>> {
      const { params, query, body } = (input ?? {}) as {
        params?: Record<string, string | number>;
        query?: Record<string, unknown>;
        body?: unknown;
      };
      const path = endpointUrl(endpoint, { params });
      const requestOptions: RequestOptions = { ...options, query: query as RequestOptions["query"] };
      if (endpoint.method === "POST") requestOptions.body = body ?? {};
      if (endpoint.answersFile) requestOptions.responseType = "blob";
      return request<CallAnswer<E>>(endpoint.method, path, requestOptions);
    },
    /**
     * A declared call whose body is one file (multipart/form-data, the part its declaration names);
     * `options.params` fills the path's parameters (`/ops-api/invoices/:id/issue-pdf`).
     */
    upload<E extends Endpoint>(
      endpoint: E,
      file: Blob,
      fileName: string,
      options?: Omit<RequestOptions, "body"> & { params?: object },
    ): Promise<EndpointData<E>> {
      if (!endpoint.uploadsFile) throw new Error(`${endpoint.path} takes no file`);
      const form = new FormData();
      form.append(endpoint.uploadsFile.field, file, fileName);
      const { params, ...rest } = options ?? {};
      return request<EndpointData<E>>("POST", endpointUrl(endpoint, { params }), { ...rest, body: form });
    },
  };
}

/** What a caller may set: the rest (path, query, body, a file answer) comes from the declaration. */
type CallOptions = Omit<RequestOptions, "query" | "body" | "responseType">;

/** What a call resolves to in the browser: its data, or a Blob for a file answer. */
type CallAnswer<E extends Endpoint> = EndpointData<E> extends FileAnswer ? Blob : EndpointData<E>;

/** A call's input may be left out when it declares nothing required. */
type CallArguments<E extends Endpoint> =
  Nothing extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];
