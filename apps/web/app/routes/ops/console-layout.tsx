import { ConsoleShell } from "../../features/console/console-shell.tsx";
import { QueryProvider } from "../../features/shell/query-provider.tsx";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/** Every console page but login and enrolment: the shell, once the operator's session is known. */
export default function ConsoleLayout() {
  return (
    <QueryProvider>
      <ConsoleShell />
    </QueryProvider>
  );
}
