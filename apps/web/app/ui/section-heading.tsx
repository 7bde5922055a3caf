import type { ReactNode } from "react";

/** The heading block that opens a page section: a short eyebrow, the heading and an optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "left",
  level = 2,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: "left" | "center";
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow && <p className="font-semibold text-brand text-sm">{eyebrow}</p>}
      <Heading
        id={id}
        className={`${eyebrow ? "mt-2 " : ""}text-balance font-bold text-ink tracking-tight ${level === 1 ? "text-3xl sm:text-4xl" : "text-2xl sm:text-3xl"}`}
      >
        {title}
      </Heading>
      {intro && <p className="mt-4 text-pretty text-slate-600 leading-7 sm:text-lg sm:leading-8">{intro}</p>}
    </div>
  );
}
