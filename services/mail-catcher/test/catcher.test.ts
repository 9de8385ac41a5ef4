import nodemailer from 'nodemailer';
import { startMailCatcher } from '../src';
import type { MailCatcher } from '../src';

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher({ capacity: 3 });
});
afterAll(() => catcher.close());

const send = (to: string, subject: string, html = '<p>Hello</p>') =>
  nodemailer
    .createTransport(catcher.smtpUrl)
    .sendMail({ from: 'sender@example.test', to, subject, html, text: 'Hello' });

describe('the mail catcher', () => {
  it('keeps what SMTP delivered and lists it by recipient, newest first', async () => {
    await send('A@Example.test', 'First');
    await send('b@example.test', 'Second');
    const response = await fetch(`${catcher.webUrl}/api/messages?to=a@example.test`);
    const { data } = (await response.json()) as { data: Array<Record<string, unknown>> };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      subject: 'First',
      envelope: { from: 'sender@example.test', to: ['a@example.test'] },
      text: 'Hello',
    });
    expect(String(data[0]!.html)).toContain('<p>Hello</p>');
  });

  it('keeps only the newest messages up to its capacity', async () => {
    await fetch(`${catcher.webUrl}/api/messages`, { method: 'DELETE' });
    for (const subject of ['1', '2', '3', '4']) await send('c@example.test', subject);
    const { data } = (await (await fetch(`${catcher.webUrl}/api/messages`)).json()) as {
      data: Array<{ subject: string }>;
    };
    expect(data.map((m) => m.subject)).toEqual(['4', '3', '2']);
  });

  it('counts every message received, those dropped for capacity too, on /readyz', async () => {
    const readyz = async () =>
      (
        (await (await fetch(`${catcher.webUrl}/readyz`)).json()) as {
          data: { messages: number; received: number };
        }
      ).data;
    const before = await readyz();
    for (const subject of ['5', '6', '7', '8']) await send('f@example.test', subject);
    const after = await readyz();
    expect(after.received - before.received).toBe(4);
    expect(after.messages).toBe(3);
  });

  it('shows each message on its page with the HTML body in a sandboxed frame', async () => {
    await fetch(`${catcher.webUrl}/api/messages`, { method: 'DELETE' });
    await send('d@example.test', '<script>alert(1)</script>', '<b onclick="x()">Bold</b>');
    const page = await (await fetch(`${catcher.webUrl}/`)).text();
    expect(page).toContain('<h1>Caught mail</h1>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toMatch(
      /<iframe title="HTML body of [^"]*" sandbox="" srcdoc="[^"]*&lt;b onclick=/,
    );
  });

  it('empties on DELETE /api/messages', async () => {
    await send('e@example.test', 'Gone');
    await fetch(`${catcher.webUrl}/api/messages`, { method: 'DELETE' });
    const { data } = (await (await fetch(`${catcher.webUrl}/api/messages`)).json()) as {
      data: unknown[];
    };
    expect(data).toEqual([]);
  });
});
