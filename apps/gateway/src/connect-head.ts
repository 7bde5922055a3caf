/**
 * A CONNECT request read straight off the socket, without Node's HTTP parser:
 * most tunnels open with one packet holding the whole head, and answering it
 * here saves the parser's set-up (an IncomingMessage, a headers object, a
 * parser from the pool) on every connection. Only the plain shape is taken:
 * anything else (another method, a head split over packets, folded or
 * duplicated headers, bytes outside visible ASCII) is left to the HTTP server,
 * which answers it exactly as before.
 */
export interface ConnectHead {
  /** The request target as written (`host:port`); checked by the caller like the parser's `req.url`. */
  authority: string;
  /** The `Proxy-Authorization` value, when there is one. */
  proxyAuthorization: string | undefined;
  /** Bytes after the head (a client that speaks before the 200, e.g. a TLS hello). */
  rest: Buffer;
}

/** The same limit the HTTP server has (`maxHeaderSize`). */
export const maxConnectHeadBytes = 16_384;

const connectPrefix = Buffer.from("CONNECT ", "latin1");
const headEnd = Buffer.from("\r\n\r\n", "latin1");

/** The whole CONNECT head of `chunk` in its plain shape, or null (the HTTP server reads it instead). */
export function readConnectHead(chunk: Buffer): ConnectHead | null {
  if (chunk.length < connectPrefix.length || chunk.compare(connectPrefix, 0, 8, 0, 8) !== 0) return null;
  const end = chunk.indexOf(headEnd);
  if (end < 0 || end + 4 > maxConnectHeadBytes) return null;
  for (let i = 0; i < end; i += 1) {
    const byte = chunk[i] as number;
    // Visible ASCII, space and the line breaks only; a tab or anything else goes to the parser.
    if ((byte < 0x20 || byte > 0x7e) && byte !== 0x0d && byte !== 0x0a) return null;
  }
  const lines = chunk.toString("latin1", 0, end).split("\r\n");
  // A bare CR or LF inside a line: the parser's answer, not ours.
  if (lines.some((line) => line.includes("\r") || line.includes("\n"))) return null;
  const request = /^CONNECT ([^ ]+) HTTP\/1\.[01]$/.exec(lines[0] ?? "");
  if (!request?.[1]) return null;
  let proxyAuthorization: string | undefined;
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i] as string;
    const colon = line.indexOf(":");
    // An empty or odd name (a folded line starts with a space): the parser's answer, not ours.
    if (colon <= 0 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(line.slice(0, colon))) return null;
    if (line.slice(0, colon).toLowerCase() !== "proxy-authorization") continue;
    if (proxyAuthorization !== undefined) return null;
    proxyAuthorization = line.slice(colon + 1).trim();
  }
  return { authority: request[1], proxyAuthorization, rest: chunk.subarray(end + 4) };
}
