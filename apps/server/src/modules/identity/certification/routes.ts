import multipart from "@fastify/multipart";
import { certificationCalls, licenceMaxBytes, ResponseCode } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { extensionOf } from "../../platform/storage/file-type.ts";
import type { CertificationService } from "./service.ts";

/** SPEC §7 Verification calls, plus the licence upload and the owner's download. */
export async function certificationRoutes(app: FastifyInstance, opts: { certification: CertificationService }) {
  const { certification } = opts;

  // Multipart only in this plugin, and only one small file: anything bigger is cut off and refused.
  await app.register(multipart, {
    limits: { fileSize: licenceMaxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  // Certification data is private: no cache keeps an answer.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  serveEndpoint(app, certificationCalls.submitPersonal, ({ body }, request) =>
    certification.submitPersonal(currentMember(request).memberId, body, request.locale),
  );
  serveEndpoint(app, certificationCalls.getPersonal, (_input, request) =>
    certification.getPersonal(currentMember(request).memberId, request.locale),
  );
  serveEndpoint(app, certificationCalls.submitEnterprise, ({ body }, request) =>
    certification.submitEnterprise(currentMember(request).memberId, body, request.locale),
  );
  serveEndpoint(app, certificationCalls.getEnterprise, (_input, request) =>
    certification.getEnterprise(currentMember(request).memberId, request.locale),
  );

  /** One small file from a multipart/form-data body with one part named "file". */
  async function readUploadedFile(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string | null }> {
    if (!request.isMultipart()) throw new AppError(ResponseCode.BadRequest, "certification.licenceMissingFile");
    let file: Awaited<ReturnType<typeof request.file>>;
    let bytes: Buffer;
    try {
      file = await request.file();
      if (file?.fieldname !== "file") throw new AppError(ResponseCode.BadRequest, "certification.licenceMissingFile");
      bytes = await file.toBuffer();
      // toBuffer() can miss a cut that lands on its last chunk: busboy's own flag is the truth.
      if (file.file.truncated) throw new AppError(ResponseCode.BadRequest, "certification.licenceTooLarge");
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new AppError(ResponseCode.BadRequest, "certification.licenceTooLarge");
      }
      if (
        error instanceof app.multipartErrors.FilesLimitError ||
        error instanceof app.multipartErrors.PartsLimitError ||
        error instanceof app.multipartErrors.FieldsLimitError
      ) {
        throw new AppError(ResponseCode.BadRequest, "certification.licenceMissingFile");
      }
      // Everything else here is the body itself: no boundary, a cut-off or malformed part (busboy's errors).
      request.log.info({ err: error }, "unreadable upload");
      throw new AppError(ResponseCode.BadRequest, "certification.licenceUnreadable");
    }
    return { bytes, fileName: file.filename || null };
  }

  /** multipart/form-data with one part named "file": the business licence. */
  serveEndpoint(app, certificationCalls.uploadLicence, async (_input, request) =>
    certification.uploadLicence(currentMember(request).memberId, await readUploadedFile(request)),
  );

  // Customers from abroad (issue #31): a passport or a foreign company, reviewed by an operator.
  serveEndpoint(app, certificationCalls.submitForeign, ({ body }, request) =>
    certification.submitForeign(currentMember(request).memberId, body, request.locale),
  );
  serveEndpoint(app, certificationCalls.getForeign, (_input, request) =>
    certification.getForeign(currentMember(request).memberId, request.locale),
  );
  serveEndpoint(app, certificationCalls.uploadForeignDocument, async (_input, request) =>
    certification.uploadForeignDocument(currentMember(request).memberId, await readUploadedFile(request)),
  );
  /** The owner's document, as a download with nosniff and a sandbox CSP, like the licence. */
  serveEndpoint(app, certificationCalls.downloadForeignDocument, async ({ query }, request) => {
    const file = await certification.readForeignDocument(currentMember(request).memberId, query.fileId);
    const extension = extensionOf(file.contentType as Parameters<typeof extensionOf>[0]);
    return { filename: `document-${query.fileId}.${extension}`, contentType: file.contentType, content: file.bytes };
  });

  /**
   * The owner's licence, as a download: never rendered by the browser on this origin (a file
   * answer is an attachment with nosniff and a sandbox CSP), never cached.
   */
  serveEndpoint(app, certificationCalls.downloadLicence, async ({ query }, request) => {
    const file = await certification.readLicence(currentMember(request).memberId, query.fileId);
    // The server names the download, with the extension of the type it sniffed: the uploader's own name
    // ("licence.pdf.html", "scan.exe") is only ever shown as text, never handed to the file system.
    const extension = extensionOf(file.contentType as Parameters<typeof extensionOf>[0]);
    return {
      filename: `business-licence-${query.fileId}.${extension}`,
      contentType: file.contentType,
      content: file.bytes,
    };
  });
}
