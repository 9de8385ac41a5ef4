import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Transporter;
  }
}

/** nodemailer over SMTP_URL: a pool of connections (one per message in flight), closed with the worker. */
export const mailerPlugin = fp<{ smtpUrl: string; maxConnections: number }>(
  async (fastify, { smtpUrl, maxConnections }) => {
    const url = new URL(smtpUrl);
    const mailer = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      pool: true,
      maxConnections,
      // Bounds the one window where a message may be delivered but not recorded (README).
      socketTimeout: 60_000,
      greetingTimeout: 15_000,
    });
    fastify.decorate('mailer', mailer);
    fastify.addHook('onClose', async () => mailer.close());
  },
  { name: 'wellness-mailer' },
);
