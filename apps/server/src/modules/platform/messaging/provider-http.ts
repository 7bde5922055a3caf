/** What went wrong with a fetch that never got an answer, in words fit for a log line. */
export function networkReason(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError") return "timed out";
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    return cause?.code ?? error.message;
  }
  return "unknown error";
}

/** The JSON body of a response, or null when it is not JSON. */
export async function readJson<T>(response: Response): Promise<T | null> {
  try {
    return (await response.json()) as T;
  } catch {
    return null;
  }
}
