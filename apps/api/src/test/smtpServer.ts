// A real SMTP server for tests: every mail it accepts is read with a real MIME parser and kept in `mails`.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for `mail.smtpUrl`. */
  url: string;
  mails: ParsedMail[];
  /** Resolves with the mails to `to` once `count` of them have arrived. */
  mailsTo(to: string, count?: number): Promise<ParsedMail[]>;
  /** Stops listening, as when the server is down; `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const mails: ParsedMail[] = [];
  const waiting = new Set<() => void>();
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream).then(
          (mail) => {
            mails.push(mail);
            for (const check of waiting) check();
            done();
          },
          (err: Error) => done(err),
        );
      },
    });
  let server = makeServer();
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await start();
  const addressedTo = (to: string) => mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === to);
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo: (to, count = 1) =>
      new Promise((resolve) => {
        const check = () => {
          if (addressedTo(to).length < count) return;
          waiting.delete(check);
          resolve(addressedTo(to));
        };
        waiting.add(check);
        check();
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          server = makeServer();
          resolve();
        });
      }),
    start,
  };
}
