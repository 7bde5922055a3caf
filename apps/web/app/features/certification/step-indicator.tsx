/** Where the user is in the enterprise form: done steps ticked, the current one highlighted. */
export function StepIndicator({ steps, current, label }: { steps: string[]; current: number; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className="grid grid-cols-4 gap-2">
        {steps.map((step, index) => {
          const state = index < current ? "done" : index === current ? "current" : "todo";
          return (
            <li key={step} aria-current={state === "current" ? "step" : undefined} className="flex flex-col gap-2">
              <span
                className={`h-1.5 rounded-full ${state === "todo" ? "bg-slate-200" : "bg-brand"} ${state === "current" ? "opacity-100" : state === "done" ? "opacity-60" : ""}`}
              />
              <span
                className={`flex items-center gap-1.5 text-xs sm:text-sm ${state === "current" ? "font-semibold text-brand" : state === "done" ? "text-slate-700" : "text-slate-400"}`}
              >
                <span
                  className={`hidden size-5 shrink-0 items-center justify-center rounded-full text-[11px] sm:flex ${state === "todo" ? "bg-slate-100 text-slate-500" : "bg-brand text-white"}`}
                  aria-hidden="true"
                >
                  {state === "done" ? "✓" : index + 1}
                </span>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
