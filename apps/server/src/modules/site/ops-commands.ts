import { substationCodeSchema, translateMessage } from "@shop/contract";
import { AppError } from "../../http/app-error.ts";
import type { SiteRepo, SubstationRow } from "./repo.ts";
import { savingSubstation, substationRules } from "./substation-rules.ts";
import { parseSubstationSettings, type SubstationSettings, settingOptions } from "./substation-settings.ts";

/** The operator's substation commands (`npm run ops -- sites:…`); `print` is console.log in the CLI. */
export const sitesUsage = `  sites:list                                   the substations (white-label sites) and their host names
  sites:show CODE                              one substation's settings
  sites:add --code CODE --host HOST --name-zh NAME --name-en NAME [settings]
                                               a new substation, shown to visitors of HOST
  sites:set CODE [settings]                    change settings; an empty value ("") clears an optional one
      settings: --host --name-zh --name-en --color #rrggbb --logo URL --qr URL --email ADDRESS
                --hours-zh TEXT --hours-en TEXT --icp TEXT --analytics baidu:ID|ga:G-ID
                --gateway-host HOST --gateway-http-port N --gateway-socks5-port N
                --seo-title-zh --seo-title-en --seo-description-zh --seo-description-en
`;

export class SitesUsageError extends Error {}

/** A sites command: its name, positional arguments and --options as the CLI parsed them; `print` writes a line. */
type SitesCommandRunner = (
  repo: SiteRepo,
  command: string,
  args: string[],
  options: Record<string, string | undefined>,
  print: (line: string) => void,
) => Promise<void>;

/** Every option name the sites commands read, for the CLI's argument parser. */
export const sitesOptionNames = ["code", ...Object.values(settingOptions)];

function settingsOf(options: Record<string, string | undefined>): SubstationSettings {
  const parsed = parseSubstationSettings(options);
  if (!parsed.ok) throw new SitesUsageError(parsed.problems.join("\n"));
  return parsed.settings;
}

function describe(row: SubstationRow): string[] {
  const lines = [`${row.code}${row.isMain ? " (main site: unknown host names get it)" : ""}`];
  for (const [field, option] of Object.entries(settingOptions)) {
    const value = row[field as keyof SubstationRow];
    lines.push(`  --${option.padEnd(20)} ${value === null || value === undefined ? "-" : String(value)}`);
  }
  return lines;
}

/**
 * Runs one sites command with the console's rules (substation-rules.ts), printing their refusals
 * in English. Running servers read substations through a cache, so a change shows on their pages
 * within half a minute.
 */
export const runSitesCommand: SitesCommandRunner = async (repo, command, args, options, print) => {
  try {
    await runCommand(repo, command, args, options, print);
  } catch (error) {
    if (error instanceof AppError) throw new SitesUsageError(translateMessage("en", error.messageKey, error.params));
    throw error;
  }
};

const runCommand: SitesCommandRunner = async (repo, command, args, options, print) => {
  const rules = substationRules(repo);
  const existing = async (code: string | undefined) => {
    if (!code) throw new SitesUsageError(`${command} needs the substation's code; see sites:list`);
    const row = await repo.findSubstationByCode(code);
    if (!row) throw new SitesUsageError(`No substation with code ${code}; see sites:list`);
    return row;
  };

  switch (command) {
    case "sites:list": {
      for (const row of await repo.listSubstations()) {
        print(`${row.code}\t${row.host ?? (row.isMain ? "(any other host)" : "-")}\t${row.nameZh} / ${row.nameEn}`);
      }
      return;
    }
    case "sites:show": {
      for (const line of describe(await existing(args[0]))) print(line);
      return;
    }
    case "sites:add": {
      const code = substationCodeSchema.safeParse(options.code ?? "");
      if (!code.success) throw new SitesUsageError(`--code: ${translateMessage("en", "consoleSites.codeFormat")}`);
      const values = await rules.checkNew(code.data, settingsOf(options));
      const row = await savingSubstation(code.data, () => repo.insertSubstation(values));
      print(`Added substation ${row.code} for ${row.host}.`);
      return;
    }
    case "sites:set": {
      const row = await existing(args[0]);
      const settings = settingsOf(options);
      await rules.checkChange(row, settings);
      await savingSubstation(row.code, () => repo.updateSubstation(row.id, settings));
      print(
        `Updated ${row.code}: ${Object.keys(settings)
          .map((field) => `--${settingOptions[field as keyof SubstationSettings]}`)
          .join(", ")}.`,
      );
      print("Running servers show the change within 30 seconds.");
      return;
    }
    default:
      throw new SitesUsageError(`Unknown command ${command}`);
  }
};
