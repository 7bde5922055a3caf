import type { ReactNode } from "react";

/**
 * A page without site navigation (sign-in, enrolment, the mobile payment flow): a header row
 * over one column centred on the screen. `background` is the page's colour class.
 */
export function CentredPageFrame({
  header,
  background,
  children,
}: {
  header: ReactNode;
  background: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-h-screen flex-col ${background}`}>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-5 sm:px-6">{header}</header>
      <div className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">{children}</div>
    </div>
  );
}
