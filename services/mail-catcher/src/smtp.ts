import { simpleParser } from 'mailparser';
import type { AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MessageStore } from './store';

const addressText = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');

/**
 * A real SMTP server (no TLS, no authentication: it listens on loopback for development and
 * tests) that parses each message with mailparser and keeps it in the store.
 */
export function createSmtpServer(store: MessageStore): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: 10 * 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) {
            headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
          }
          const envelopeFrom = session.envelope.mailFrom;
          store.add({
            envelope: {
              from: envelopeFrom ? envelopeFrom.address.toLowerCase() : '',
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            },
            from: addressText(parsed.from),
            to: addressText(parsed.to),
            subject: parsed.subject ?? '',
            received_at: new Date().toISOString(),
            html: typeof parsed.html === 'string' ? parsed.html : null,
            text: parsed.text ?? null,
            headers,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
}
