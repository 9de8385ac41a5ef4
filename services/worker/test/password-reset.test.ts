import type { FastifyInstance } from 'fastify';
import { app as participant } from '@wellness/participant';
import type { MailCatcher } from '@wellness/mail-catcher';
import { clientHeaders, login, waitFor } from '@wellness/platform/testing';
import { startMailStack, stopMailStack } from './worker-process';
import type { MailStack } from './worker-process';

jest.setTimeout(90_000);

const EMAIL = 'participant@demo.test';

let stack: MailStack;
let server: FastifyInstance;
let catcher: MailCatcher;

beforeAll(async () => {
  stack = await startMailStack(participant);
  ({ server, catcher } = stack);
});

afterAll(() => stopMailStack(stack));

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  server.inject({ method, url: `/api${url}`, headers: clientHeaders(), payload });

describe('the password-reset job', () => {
  it('e-mails a working single-use link to the account, without an unsubscribe link', async () => {
    expect((await call('POST', '/users/forgot', { email: EMAIL })).statusCode).toBe(200);
    const message = await waitFor(
      'the reset e-mail at the catcher',
      () => catcher.store.list().find((m) => m.envelope.to.includes(EMAIL)),
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    expect(message.subject).toBe('Reset your password');
    expect(message.headers['list-unsubscribe']).toBeUndefined();
    expect(message.text).not.toMatch(/unsubscribe/i);
    const link = new URL(
      message.text!.match(/http:\/\/demo\.localhost:8080\/welcome\?reset_password=[\w-]+/)![0],
    );
    expect(message.html).toContain(link.toString());
    const token = link.searchParams.get('reset_password')!;

    const verified = await call('POST', '/users/verify_password_reset', { thing: token });
    expect(verified.json().data).toEqual({ allow: true, email: EMAIL });
    expect(
      (await call('PUT', '/users/password_reset', { thing: token, password: 'Fresh!start42' }))
        .statusCode,
    ).toBe(200);
    await login(server, EMAIL, 'Fresh!start42');
    const again = await call('POST', '/users/verify_password_reset', { thing: token });
    expect(again.json().data).toEqual({ allow: false, email: null });

    // One delivery row, sent; the token is in no table.
    const deliveries = await server.db.query(
      "SELECT state, recipient FROM email_deliveries WHERE message_id LIKE 'password_reset:%'",
    );
    expect(deliveries).toEqual([{ state: 'sent', recipient: EMAIL }]);
  });
});
