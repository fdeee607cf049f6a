import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server (the `smtp-server` package) on loopback for the outbox tests. It keeps every message it
 * accepted, parsed as a mail client reads it, and can refuse: `refuse` is asked before each message is accepted and
 * returns an SMTP code to answer instead (451: try again later), or nothing to accept.
 */
export interface TestSmtp {
  url: string;
  /** Accepted messages, in order. */
  received: ParsedMail[];
  /** Messages answered with a refusal, in order (their envelope recipients). */
  refused: string[][];
  refuse: (recipients: string[]) => number | undefined;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const smtp: Omit<TestSmtp, 'url' | 'close'> = { received: [], refused: [], refuse: () => undefined };
  const server = new SMTPServer({
    // Plain SMTP on loopback, no sign-in: what is tested is the outbox, not TLS.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream).then(
        (mail) => {
          const code = smtp.refuse(recipients);
          if (code) {
            smtp.refused.push(recipients);
            callback(Object.assign(new Error('Service temporairement indisponible'), { responseCode: code }));
          } else {
            smtp.received.push(mail);
            callback();
          }
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // A client that drops its connection is reported as an 'error' event; unheard, it would end the test process.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(smtp, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
