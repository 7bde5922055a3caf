import { residentIdCheckChar } from "@shop/contract";
import sharp from "sharp";
import { type Envelope, randomIp, registerWithCode, uniqueMobile } from "./auth-helpers.ts";
import type { TestServer } from "./test-server.ts";

const password = "certification test passphrase";

/** A new member registered the way a person does (captcha, SMS code); returns the access token. */
export async function registerMember(server: TestServer): Promise<string> {
  const { sent, registered } = await registerWithCode(server, { mobile: uniqueMobile() }, password);
  if (sent.code !== 0) throw new Error(`send code failed: ${sent.msg}`);
  if (registered.code !== 0) throw new Error(`register failed: ${registered.msg}`);
  return registered.data.accessToken;
}

let sequence = 100;
/** A fresh valid resident ID number (Beijing Dongcheng, born 1990-03-07) with the right check character. */
export function uniqueIdNumber(): string {
  sequence += 1;
  const first17 = `11010119900307${String(sequence % 1000).padStart(3, "0")}`;
  return `${first17}${residentIdCheckChar(first17)}`;
}

/** Posts a file the way a browser's FormData does. */
export async function uploadFile(
  server: TestServer,
  token: string | null,
  file: { bytes: Buffer; name: string; type: string; field?: string },
  language = "en",
): Promise<Envelope<{ fileId: number; fileName: string | null; contentType: string; sizeBytes: number }>> {
  const form = new FormData();
  form.append(file.field ?? "file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const headers: Record<string, string> = { "accept-language": language, "x-forwarded-for": randomIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseUrl}/app-api/ip/member-user-enterprise-info/upload-licence`, {
    method: "POST",
    headers,
    body: form,
  });
  return (await response.json()) as Envelope<{
    fileId: number;
    fileName: string | null;
    contentType: string;
    sizeBytes: number;
  }>;
}

export const samplePng = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer();
export const sampleJpeg = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: "#f59e0b" } })
    .jpeg()
    .toBuffer();
/** A minimal well-formed PDF: header, two objects, a cross-reference table with true offsets, trailer, %%EOF. */
export const samplePdf = () => {
  const objects = ["<</Type/Catalog/Pages 2 0 R>>", "<</Type/Pages/Kids[]/Count 0>>"];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
};

/** Valid enterprise details (the GB 32100 example code) with a licence file id. */
export function companyDetails(licenceFileId: number, overrides: Record<string, unknown> = {}) {
  return {
    companyName: "福州云栈网络科技有限公司",
    contactPhone: "13800138000",
    creditCode: "91350100M000100Y43",
    bankName: "招商银行福州分行营业部",
    bankAccount: "6214 8301 2345 6789",
    registrationAddress: "福建省福州市鼓楼区五四路 100 号",
    registrationPhone: "0591-87654321",
    licenceFileId,
    ...overrides,
  };
}
