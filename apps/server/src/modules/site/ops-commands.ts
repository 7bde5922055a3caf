import { isUniqueViolation } from "../../lib/postgres-errors.ts";
import type { SiteRepo, SubstationRow } from "./repo.ts";
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

/** Every option name the sites commands read, for the CLI's argument parser. */
export const sitesOptionNames = ["code", ...Object.values(settingOptions)];

const codePattern = /^[a-z0-9][a-z0-9-]{1,30}$/;

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
 * Runs one sites command. Running servers read substations through a cache,
 * so a change shows on their pages within half a minute.
 */
export async function runSitesCommand(
  repo: SiteRepo,
  command: string,
  args: string[],
  options: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<void> {
  const existing = async (code: string | undefined) => {
    if (!code) throw new SitesUsageError(`${command} needs the substation's code; see sites:list`);
    const row = await repo.findSubstationByCode(code);
    if (!row) throw new SitesUsageError(`No substation with code ${code}; see sites:list`);
    return row;
  };
  const ensureHostFree = async (host: string | null | undefined, ownId: number | null) => {
    if (!host) return;
    const holder = await repo.findSubstationByHost(host);
    if (holder && holder.id !== ownId) throw new SitesUsageError(`${host} is already the host of ${holder.code}`);
  };
  const saving = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      // Another operator took the code or host between the check and the write.
      if (isUniqueViolation(error, "substations_code_key")) throw new SitesUsageError("That code is already taken");
      if (isUniqueViolation(error, "substations_host_key"))
        throw new SitesUsageError("That host name is already taken");
      throw error;
    }
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
      const code = options.code?.trim() ?? "";
      if (!codePattern.test(code))
        throw new SitesUsageError("--code: 2 to 31 lowercase letters, digits or hyphens, e.g. partner-a");
      const settings = settingsOf(options);
      const { host, nameZh, nameEn } = settings;
      if (!host || !nameZh || !nameEn) throw new SitesUsageError("sites:add needs --host, --name-zh and --name-en");
      if (await repo.findSubstationByCode(code)) throw new SitesUsageError(`The code ${code} is taken`);
      await ensureHostFree(host, null);
      const row = await saving(() => repo.insertSubstation({ ...settings, code, host, nameZh, nameEn }));
      print(`Added substation ${row.code} for ${row.host}.`);
      return;
    }
    case "sites:set": {
      const row = await existing(args[0]);
      const settings = settingsOf(options);
      if (Object.keys(settings).length === 0) throw new SitesUsageError("Nothing to change: give at least one setting");
      if ("host" in settings && settings.host === null && !row.isMain)
        throw new SitesUsageError("Only the main site may be without a host name");
      await ensureHostFree(settings.host, row.id);
      await saving(() => repo.updateSubstation(row.id, settings));
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
}
