/**
 * "Could not load. Retry": a failure line with its retry button inline. The caller keeps the
 * box around it (a paragraph, a table cell, a bordered card), which differs from page to page.
 */
export function RetryMessage({
  message,
  retryLabel,
  onRetry,
  buttonClassName = "font-medium text-brand hover:underline",
}: {
  message: string;
  retryLabel: string;
  onRetry(): void;
  buttonClassName?: string;
}) {
  return (
    <>
      {message}{" "}
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {retryLabel}
      </button>
    </>
  );
}
