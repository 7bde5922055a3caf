/** The PostgreSQL error under however many driver wrappers (drizzle wraps the driver's error in `cause`). */
function findPostgresError(error: unknown, code: string): { constraint?: unknown; message?: unknown } | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === code) return current as { constraint?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The constraint (or unique index) a unique_violation (23505) broke, or
 * undefined when the error is no unique violation. Callers compare it with the
 * name they expect, so another index's violation stays a server error instead
 * of being told to the user as the wrong problem.
 */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  const found = findPostgresError(error, "23505");
  if (!found) return undefined;
  if (typeof found.constraint === "string" && found.constraint) return found.constraint;
  // Drivers that leave the field empty still name it in the message.
  const named = typeof found.message === "string" ? /unique constraint "([^"]+)"/.exec(found.message) : null;
  return named?.[1] ?? "";
}

/** A unique_violation (23505), of `constraint` when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const broken = uniqueViolationConstraint(error);
  if (broken === undefined) return false;
  return constraint === undefined || broken === constraint;
}

const sqlStatePattern = /^[0-9A-Z]{5}$/;
const redacted = "[redacted]";
/** Fields of pg/PGlite errors that quote row values (`Key (mobile)=(138…) already exists.`). */
const valueFields = new Set(["detail", "where", "params"]);

/** A failed query as Drizzle wraps it (query + params), or the driver's own error (SQLSTATE code). */
function isDatabaseError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const fields = error as Record<string, unknown>;
  if (typeof fields.query === "string" && "params" in fields) return true;
  return (
    typeof fields.code === "string" &&
    sqlStatePattern.test(fields.code) &&
    ("severity" in fields || "routine" in fields)
  );
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 6; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

/** The query parameters' text forms (short ones like ids or `true` are not secrets and would mangle the text). */
function parameterTexts(chain: unknown[]): string[] {
  const texts = new Set<string>();
  for (const error of chain) {
    const params = (error as { params?: unknown }).params;
    if (!Array.isArray(params)) continue;
    for (const param of params) {
      const text = typeof param === "string" ? param : param === null ? "" : JSON.stringify(param);
      if (text && text.length >= 3) texts.add(text);
    }
  }
  // Longest first, so a value containing another is replaced whole.
  return [...texts].sort((a, b) => b.length - a.length);
}

function redactText(text: string, params: string[]): string {
  let result = text;
  for (const param of params) result = result.split(param).join(redacted);
  return (
    result
      // Drizzle's "Failed query: …\nparams: a,b,c" (a value may hold commas or newlines, so the line goes whole).
      .replace(/^params: .*$/gm, `params: ${redacted}`)
      // PostgreSQL quotes the offending value: invalid input syntax for type integer: "…", value "…" is out of range.
      .replace(/(: |value )"(?:[^"]|"")*"/g, `$1"${redacted}"`)
      .replace(/=\((?:[^()]|\([^()]*\))*\)/g, `=(${redacted})`)
  );
}

function redactError(error: unknown, params: string[], depth: number): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const copy = Object.create(Object.getPrototypeOf(error)) as Error & Record<string, unknown>;
  Object.defineProperty(copy, "message", { value: redactText(error.message, params), writable: true });
  Object.defineProperty(copy, "stack", { value: redactText(error.stack ?? "", params), writable: true });
  if (error.cause !== undefined) {
    Object.defineProperty(copy, "cause", { value: redactError(error.cause, params, depth + 1), writable: true });
  }
  for (const [key, value] of Object.entries(error)) {
    if (valueFields.has(key) || key === "cause") continue;
    if (typeof value === "string") copy[key] = redactText(value, params);
    else if (value === null || typeof value !== "object") copy[key] = value;
  }
  return copy;
}

/**
 * The error as it may be logged: database errors anywhere in the cause chain
 * lose their query parameters (passwords, codes, ID numbers) and the row values
 * PostgreSQL quotes, keeping the SQL text, SQLSTATE code, constraint and table
 * to debug with. Other errors come back unchanged.
 */
export function redactSqlParameters(error: unknown): unknown {
  const chain = causeChain(error);
  if (!chain.some(isDatabaseError)) return error;
  const copy = redactError(error, parameterTexts(chain), 0) as Record<string, unknown>;
  // The log keeps only the top error's fields: lift the driver's SQLSTATE and names from its cause.
  const driverError = chain.find(
    (item) => typeof (item as { code?: unknown }).code === "string" && isDatabaseError(item),
  ) as Record<string, unknown> | undefined;
  if (driverError && copy && typeof copy === "object") {
    copy.sqlState ??= driverError.code;
    for (const key of ["constraint", "table", "column", "routine"]) {
      if (typeof driverError[key] === "string") copy[key] ??= driverError[key];
    }
  }
  return copy;
}
