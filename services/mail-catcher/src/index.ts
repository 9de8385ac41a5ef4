import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { catcherApp } from './app';
import { createSmtpServer } from './smtp';
import { MessageStore } from './store';

export { MessageStore } from './store';
export type { CaughtMessage } from './store';

export interface MailCatcherOptions {
  host?: string;
  /** 0 picks a free port. */
  smtpPort?: number;
  webPort?: number;
  capacity?: number;
  logLevel?: string;
}

export interface MailCatcher {
  smtpUrl: string;
  webUrl: string;
  store: MessageStore;
  close(): Promise<void>;
}

/** Starts the SMTP server and the web page; tests start one in-process on free ports. */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const store = new MessageStore(options.capacity);
  const smtp = createSmtpServer(store);
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  const web = Fastify({ logger: { level: options.logLevel ?? 'silent' } });
  await web.register(catcherApp, { store });
  await web.listen({ port: options.webPort ?? 0, host });
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const webPort = (web.server.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    webUrl: `http://${host === '127.0.0.1' ? 'localhost' : host}:${webPort}`,
    store,
    async close() {
      await web.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
