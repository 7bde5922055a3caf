import type { AddressInfo } from "node:net";
import { createServer, type Socket } from "node:net";

interface ReceivedMail {
  auth: { user: string; pass: string } | null;
  from: string;
  to: string[];
  /** The raw message (headers and MIME body) after DATA. */
  data: string;
}

/**
 * Just enough of an SMTP server (RFC 5321: EHLO, AUTH PLAIN, MAIL, RCPT, DATA,
 * QUIT) to receive what nodemailer sends. `rejectRecipient` answers 550 for one
 * address; a wrong password gets 535.
 */
export async function startLocalSmtpServer(options: { user: string; pass: string; rejectRecipient?: string }) {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let auth: ReceivedMail["auth"] = null;
    let current: Omit<ReceivedMail, "data"> = { auth: null, from: "", to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 localhost ESMTP test");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      while (true) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          mails.push({ ...current, data: buffer.slice(0, end).replace(/^\.\./gm, ".") });
          buffer = buffer.slice(end + 5);
          inData = false;
          reply("250 2.0.0 queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.split(" ")[0]?.toUpperCase();
        if (verb === "EHLO" || verb === "HELO") {
          socket.write("250-localhost\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n");
        } else if (verb === "AUTH") {
          const [, user = "", pass = ""] = Buffer.from(line.split(" ")[2] ?? "", "base64")
            .toString("utf8")
            .split("\0");
          if (user === options.user && pass === options.pass) {
            auth = { user, pass };
            reply("235 2.7.0 Authentication successful");
          } else {
            reply("535 5.7.8 Authentication credentials invalid");
          }
        } else if (verb === "MAIL") {
          if (!auth) {
            reply("530 5.7.0 Authentication required");
            continue;
          }
          current = { auth, from: /<([^>]*)>/.exec(line)?.[1] ?? "", to: [] };
          reply("250 2.1.0 OK");
        } else if (verb === "RCPT") {
          const to = /<([^>]*)>/.exec(line)?.[1] ?? "";
          if (to === options.rejectRecipient) {
            reply("550 5.1.1 Mailbox unavailable");
          } else {
            current.to.push(to);
            reply("250 2.1.5 OK");
          }
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET" || verb === "NOOP") {
          reply("250 2.0.0 OK");
        } else if (verb === "QUIT") {
          reply("221 2.0.0 Bye");
          socket.end();
        } else {
          reply("502 5.5.2 Command not implemented");
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    mails,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
