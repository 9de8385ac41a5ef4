import { queueCustomEmail } from '@wellness/platform';
import { clientHeaders } from '@wellness/platform/testing';
import { DEMO, countsBy, useCustomEmailStack } from './custom-email-stack';

jest.setTimeout(180_000);

const stack = useCustomEmailStack();
const { startWorker, caught, finished } = stack;

describe('custom e-mails', () => {
  describe('with a worker running', () => {
    beforeEach(() => startWorker());

    it('sends nothing to a user who unsubscribed from everything', async () => {
      await stack.server.db.query(
        "UPDATE users SET email_unsubscribe_all = 1 WHERE email = 'participant2@demo.test'",
      );
      const subject = 'Not for the unsubscribed';
      const { id } = await queueCustomEmail(stack.server.db, stack.queue, {
        promotion_id: DEMO,
        subject,
        body: 'Only the subscribed.',
        one_time_recipients: ['participant@demo.test', 'participant2@demo.test'],
      });
      await finished(id);
      expect(countsBy(caught(subject))).toMatchObject({
        'participant@demo.test': 1,
        'participant2@demo.test': 0,
      });
      const [row] = await stack.server.db.query(
        'SELECT sent_count, skipped_count, total_count, status FROM custom_emails WHERE id = ?',
        [id],
      );
      expect(row).toMatchObject({
        sent_count: 1,
        skipped_count: 1,
        total_count: 2,
        status: 'sent',
      });
      await stack.server.db.query('UPDATE users SET email_unsubscribe_all = 0');
    });

    it('brands every message, with an unsubscribe link and header that unsubscribe its address', async () => {
      const subject = 'Branded and unsubscribable';
      const { id, job_id: jobId } = await queueCustomEmail(stack.server.db, stack.queue, {
        promotion_id: DEMO,
        subject,
        body: 'Hello <everyone>.\n\nSecond paragraph.',
        one_time_recipients: ['participant@demo.test', 'participant2@demo.test'],
      });
      await finished(id);
      const messages = caught(subject);
      expect(messages).toHaveLength(2);
      const [{ program_name: programName }] = await stack.server.db.query(
        'SELECT program_name FROM promotions WHERE id = ?',
        [DEMO],
      );
      const pageLink =
        /http:\/\/demo\.localhost:8080\/unsubscribe\?email=[^&"\s]+&(?:amp;)?token=[^"\s\]]+/;
      for (const message of messages) {
        // The header: the one-click address a mail client POSTs to (RFC 8058).
        const header = message.headers['list-unsubscribe'];
        expect(header).toMatch(
          /^<http:\/\/demo\.localhost:8080\/api\/unsubscribe\/one-click\?email=[^&]+&promotion_id=2&token=[^>]+>$/,
        );
        expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
        expect(new URL(header!.slice(1, -1)).searchParams.get('email')).toBe(
          message.envelope.to[0],
        );
        // The body: the unsubscribe page's link, for the same address.
        const link = new URL((message.text ?? '').match(pageLink)![0]);
        expect(message.html).toContain(link.toString().replace(/&/g, '&amp;'));
        expect(link.searchParams.get('email')).toBe(message.envelope.to[0]);
        expect(message.html).toContain(programName);
        expect(message.html).toContain('Hello &lt;everyone&gt;.');
      }

      // The mail client's one-click POST, as it sends it: a form, no session, no app header.
      const oneClick = new URL(messages[0]!.headers['list-unsubscribe']!.slice(1, -1));
      const email = oneClick.searchParams.get('email')!;
      const response = await stack.server.inject({
        method: 'POST',
        url: `${oneClick.pathname}${oneClick.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        email,
        promotion_id: DEMO,
        email_unsubscribe_all: true,
      });
      const [user] = await stack.server.db.query(
        'SELECT email_unsubscribe_all FROM users WHERE email = ? AND promotion_id = ?',
        [email, DEMO],
      );
      expect(Number(user.email_unsubscribe_all)).toBe(1);

      // The body's link, as the unsubscribe page posts it.
      const link = new URL((messages[1]!.text ?? '').match(pageLink)![0]);
      const byPage = await stack.server.inject({
        method: 'POST',
        url: '/api/unsubscribe',
        headers: clientHeaders(),
        payload: {
          email: link.searchParams.get('email'),
          promotion_id: DEMO,
          token: link.searchParams.get('token'),
        },
      });
      expect(byPage.statusCode).toBe(200);
      expect(byPage.json().data.email_unsubscribe_all).toBe(true);

      // The job's progress, as a coordinator of the promotion reads it.
      const job = await stack.queue.getJob(jobId);
      expect(job?.progress).toEqual({ percent: 100, sent: 2, failed: 0, total: 2 });
      await stack.server.db.query('UPDATE users SET email_unsubscribe_all = 0');
    });
  });
});
