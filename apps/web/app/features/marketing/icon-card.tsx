import { Icon, type IconName } from "../../ui/icon.tsx";

/**
 * A white card with an icon beside its title on phones and above it from `sm` up, then a line of
 * text: the home page's features and a product page's targeting options.
 */
export function IconCard({
  icon,
  title,
  text,
  className = "",
}: {
  icon: IconName;
  title: string;
  text: string;
  /** Extra classes, such as the card's column span in the grid. */
  className?: string;
}) {
  return (
    <div className={`rounded-2xl border border-slate-200 bg-white p-6 ${className}`.trimEnd()}>
      <div className="flex items-center gap-3 sm:block">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
          <Icon name={icon} className="size-5" />
        </span>
        <h3 className="font-semibold text-ink sm:mt-4">{title}</h3>
      </div>
      <p className="mt-2 text-slate-600 text-sm leading-6">{text}</p>
    </div>
  );
}
