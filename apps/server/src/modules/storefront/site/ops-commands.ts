import { ResponseCode, substationCodeSchema, translateMessage } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import type { ConsoleActor } from "../../../lib/console-actor.ts";
import type { SiteConsoleService } from "./console-service.ts";
import type { SiteRepo, SubstationRow } from "./repo.ts";
import { parseSubstationSettings, type SubstationSettings, settingOptions } from "./substation-settings.ts";

/**
 * The operator's substation and redirect commands (`npm run ops -- sites:…`, `redirects:…`);
 * `print` is console.log in the CLI.
 */
export const sitesUsage = `  redirects:list                               list the route middleware rules
  redirects:add --from PATH --to PATH|URL      add a rule (refused if it closes a loop)
                [--status 301|302|307|308] [--substation CODE] [--note TEXT]
  redirects:disable ID                         switch a rule off
  sites:list                                   the substations (white-label sites) and their host names
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

/** A sites or redirects command: its name, positional arguments and --options as the CLI parsed them; `print` writes a line. */
type SitesCommandRunner = (
  deps: SitesCommandDeps,
  command: string,
  args: string[],
  options: Record<string, string | undefined>,
  print: (line: string) => void,
) => Promise<void>;

/** Every option name the sites commands read, for the CLI's argument parser. */
export const sitesOptionNames = ["code", "from", "to", "status", "note", ...Object.values(settingOptions)];

/**
 * What the commands work with: they change substations and rules through the console's own service,
 * so the command line keeps the console's rules, its versions and its audit rows.
 */
interface SitesCommandDeps {
  repo: SiteRepo;
  console: SiteConsoleService;
  /** The command line as the audit log names it. */
  actor: ConsoleActor;
}

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
 * Runs one sites or redirects command with the console's rules (substation-rules.ts,
 * redirect-rules.ts), printing their refusals in English. Running servers read substations through
 * a cache, so a change shows on their pages within half a minute.
 */
export const runSitesCommand: SitesCommandRunner = async (deps, command, args, options, print) => {
  try {
    await runCommand(deps, command, args, options, print);
  } catch (error) {
    if (error instanceof AppError) throw new SitesUsageError(translateMessage("en", error.messageKey, error.params));
    throw error;
  }
};

const runCommand: SitesCommandRunner = async ({ repo, console: sites, actor }, command, args, options, print) => {
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
      const row = await sites.createSubstation(actor, { code: code.data, ...settingsOf(options) });
      print(`Added substation ${row.code} for ${row.host}.`);
      return;
    }
    case "sites:set": {
      const row = await existing(args[0]);
      const settings = settingsOf(options);
      if (Object.keys(settings).length === 0)
        throw new AppError(ResponseCode.BadRequest, "consoleSites.nothingToChange");
      const updated = await sites.updateSubstation(actor, row.id, { ...settings, version: row.version });
      if (updated.version === row.version) {
        print(`${row.code} already has these settings: nothing changed.`);
        return;
      }
      print(
        `Updated ${row.code}: ${Object.keys(settings)
          .map((field) => `--${settingOptions[field as keyof SubstationSettings]}`)
          .join(", ")}.`,
      );
      print("Running servers show the change within 30 seconds.");
      return;
    }
    case "redirects:list": {
      const { list } = await sites.listRedirects();
      if (list.length === 0) print("No redirect rules.");
      for (const rule of list) {
        print(
          `#${rule.id}\t${rule.isEnabled ? "on " : "off"}\t${rule.statusCode}\t${rule.fromPath} -> ${rule.toUrl}\t${rule.substationCode ?? "all sites"}${rule.note ? `\t${rule.note}` : ""}`,
        );
      }
      return;
    }
    case "redirects:add": {
      if (!options.from || !options.to) throw new SitesUsageError("redirects:add needs --from and --to");
      const statusCode = options.status ? Number(options.status) : 302;
      if (statusCode !== 301 && statusCode !== 302 && statusCode !== 307 && statusCode !== 308) {
        throw new SitesUsageError("--status must be 301, 302, 307 or 308");
      }
      const substation = options.substation ? await repo.findSubstationByCode(options.substation) : undefined;
      if (options.substation && !substation) throw new SitesUsageError(`No substation with code ${options.substation}`);
      const rule = await sites.createRedirect(actor, {
        substationId: substation?.id ?? null,
        fromPath: options.from,
        toUrl: options.to,
        statusCode,
        note: options.note || null,
      });
      print(`Added rule #${rule.id}: ${rule.fromPath} -> ${rule.toUrl} (${rule.statusCode})`);
      return;
    }
    case "redirects:disable": {
      const id = Number(args[0]);
      if (!Number.isInteger(id)) throw new SitesUsageError("redirects:disable needs the rule's ID");
      const rule = await repo.findRedirectListing(id);
      if (!rule) throw new SitesUsageError(`No rule #${id}`);
      await sites.setRedirectEnabled(actor, id, { isEnabled: false, version: rule.version });
      print(`Rule #${id} is off.`);
      return;
    }
    default:
      throw new SitesUsageError(`Unknown command ${command}`);
  }
};
