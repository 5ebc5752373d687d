// Test helper: a real SMTP server on 127.0.0.1 (smtp-server) that parses what it receives (mailparser).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export type TSmtpInbox = {
  /** smtp:// URL for createSmtpMailer. */
  url: string;
  messages: ParsedMail[];
  /**
   * From now on, answer every mail with this SMTP code (421 or 451: try later; 550: refused for good), or accept
   * again with null: a relay that is down, then back.
   */
  refuse(code: number | null): void;
  /** Mails refused so far. */
  refused: () => number;
  /** The first received mail to `to` not returned before, waiting for it up to `timeoutMs`. */
  next(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
};

function recipients(mail: ParsedMail): string[] {
  const fields = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return fields.flatMap((field) => field.value.map((address) => (address.address ?? '').toLowerCase()));
}

export async function startSmtpInbox(): Promise<TSmtpInbox> {
  const messages: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters: (() => void)[] = [];
  let refusal: number | null = null;
  let refusedCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // No reverse DNS of 127.0.0.1 per connection (slow where no resolver answers).
    disableReverseLookup: true,
    // Pooled clients keep their connections open: closing the inbox ends them rather than waiting 30 s.
    closeTimeout: 100,
    logger: false,
    onConnect(_session, callback) {
      // A relay down for now answers its greeting with 421 (RFC 5321 4.2.2) and closes.
      if (refusal === null || refusal >= 500) return callback();
      refusedCount += 1;
      return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: refusal }));
    },
    onMailFrom(_address, _session, callback) {
      if (refusal === null) return callback();
      refusedCount += 1;
      const error = Object.assign(new Error(refusal >= 500 ? 'Refused by policy' : 'Try again later'), { responseCode: refusal });
      return callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function next(to: string, timeoutMs = 5000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find((mail) => !taken.has(mail) && recipients(mail).includes(to.toLowerCase()));
      if (found) {
        taken.add(found);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse(code) {
      refusal = code;
    },
    refused: () => refusedCount,
    next,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a mail's text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((candidate) => candidate.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in mail "${mail.subject ?? ''}"`);
  return link;
}
