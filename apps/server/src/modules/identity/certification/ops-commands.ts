import { writeFile } from "node:fs/promises";
import { maskResidentIdNumber } from "@shop/contract";
import { extensionOf, type SniffedContentType } from "../../platform/storage/file-type.ts";
import {
  type CertificationRef,
  type CertificationService,
  formatCertificationRef,
  parseCertificationRef,
} from "./service.ts";

/** The operator's review commands (`npm run ops -- certifications:…`); `print` is console.log in the CLI. */
export const certificationUsage = `  certifications:list [--all]                             verifications waiting for review (--all: the newest of every status)
  certifications:show ID                                  one verification in full (ID like E12, P5 or F3)
  certifications:approve ID [--operator NAME]             approve a verification waiting for review
  certifications:reject ID --reason TEXT [--operator NAME]
                                               reject it; the user sees the reason and may resubmit
  certifications:licence ID [--out FILE]                  save a business licence (E) or a passport page / registration document (F)
`;

const statusNames: Record<number, string> = { 0: "pending", 1: "auditing", 2: "pickup", 3: "approved", 4: "rejected" };

export class CertificationUsageError extends Error {}

export interface CertificationOptions {
  all?: boolean;
  operator?: string;
  reason?: string;
  out?: string;
}

function refOf(value: string | undefined): CertificationRef {
  const ref = parseCertificationRef(value);
  if (!ref)
    throw new CertificationUsageError(
      "Name a verification like E12 (enterprise #12), P5 (personal #5) or F3 (foreign #3); see certifications:list",
    );
  return ref;
}

const when = (date: Date | null) => (date ? date.toISOString().replace("T", " ").slice(0, 19) : "-");

/**
 * Runs one certificationReview command. Every decision is recorded with the operator (the
 * --operator name or the OS user), the time and the reason.
 */
export async function runCertificationCommand(
  certification: CertificationService,
  command: string,
  args: string[],
  options: CertificationOptions & { defaultOperator: string },
  print: (line: string) => void,
): Promise<void> {
  const operator = (options.operator ?? options.defaultOperator).trim();
  switch (command) {
    case "certifications:list": {
      const items = await certification.listForReview({ all: options.all });
      if (items.length === 0) {
        print(options.all ? "No verifications yet." : "Nothing is waiting for review.");
        return;
      }
      for (const item of items) {
        print(
          `${item.ref}\t${item.kind}\t${statusNames[item.status] ?? item.status}\tmember #${item.memberId}\t${when(item.createdAt)}\t${item.name}`,
        );
      }
      return;
    }
    case "certifications:show": {
      const details = await certification.showForOperator(refOf(args[0]));
      const { row, contact } = details;
      const ref = formatCertificationRef({ kind: details.kind, id: row.id });
      print(`${ref} (${details.kind}) ${statusNames[row.status] ?? row.status}`);
      print(`  member          #${row.memberId}  ${contact?.mobile ?? "-"}  ${contact?.email ?? "-"}`);
      print(`  submitted       ${when(row.createdAt)}`);
      print(`  decided         ${when(row.decidedAt)}`);
      if (details.kind === "personal") {
        print(`  real name       ${details.row.realName}`);
        print(`  ID number       ${maskResidentIdNumber(details.row.idCardNumber)}`);
        print(`  provider        ${details.row.provider ?? "-"} ${details.row.providerReference ?? ""}`.trimEnd());
      } else if (details.kind === "foreign") {
        const f = details.row;
        print(`  ${f.kind === "passport" ? "passport   " : "company    "}     ${f.name}`);
        print(`  ${f.kind === "passport" ? "passport no." : "reg. number "}    ${f.documentNumber}`);
        print(`  ${f.kind === "passport" ? "nationality" : "country    "}     ${f.country}`);
        if (f.expiresOn) print(`  expires         ${f.expiresOn}`);
        const document = details.licence;
        print(
          `  document        ${document ? `${document.contentType}, ${document.sizeBytes} bytes, ${document.originalName ?? "unnamed"} (certifications:licence ${ref})` : "missing"}`,
        );
      } else {
        const e = details.row;
        print(`  company         ${e.companyName}`);
        print(`  credit code     ${e.creditCode}`);
        print(`  contact phone   ${e.contactPhone}`);
        print(`  bank            ${e.bankName}`);
        print(`  bank account    ${e.bankAccount}`);
        print(`  reg. address    ${e.registrationAddress}`);
        print(`  reg. phone      ${e.registrationPhone}`);
        const licence = details.licence;
        print(
          `  licence         ${licence ? `${licence.contentType}, ${licence.sizeBytes} bytes, ${licence.originalName ?? "unnamed"} (certifications:licence ${ref})` : "missing"}`,
        );
        for (const other of details.sameCreditCode) {
          print(
            `  same code       E${other.id} member #${other.memberId} ${statusNames[other.status] ?? other.status}`,
          );
        }
      }
      if (row.failureReason) print(`  reason          ${row.failureReason}`);
      for (const decision of details.decisions) {
        print(
          `  decision        ${when(decision.createdAt)} ${decision.decision} by ${decision.operator}${decision.reason ? `: ${decision.reason}` : ""}`,
        );
      }
      return;
    }
    case "certifications:approve": {
      const ref = refOf(args[0]);
      if (!operator) throw new CertificationUsageError("--operator must name who decides");
      await certification.approve(ref, operator);
      print(`${formatCertificationRef(ref)} approved by ${operator}.`);
      return;
    }
    case "certifications:reject": {
      const ref = refOf(args[0]);
      if (!options.reason?.trim())
        throw new CertificationUsageError('certifications:reject needs --reason "…" (the user reads it)');
      if (!operator) throw new CertificationUsageError("--operator must name who decides");
      await certification.reject(ref, operator, options.reason);
      print(`${formatCertificationRef(ref)} rejected by ${operator}: ${options.reason.trim()}`);
      return;
    }
    case "certifications:licence": {
      const ref = refOf(args[0]);
      const file = await certification.readLicenceForOperator(ref);
      const out =
        options.out ?? `licence-${formatCertificationRef(ref)}.${extensionOf(file.contentType as SniffedContentType)}`;
      // Never overwrite: a licence is personal data and the wrong file must not be replaced silently.
      await writeFile(out, file.bytes, { flag: "wx", mode: 0o600 });
      print(`Saved ${file.bytes.length} bytes (${file.contentType}) to ${out}`);
      return;
    }
    default:
      throw new CertificationUsageError(`Unknown command ${command}`);
  }
}
