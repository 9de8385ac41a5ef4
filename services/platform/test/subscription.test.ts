import { mayEmail, subscriptionOf } from '../src/mail';

const row = (flags: Partial<Record<string, number>>) =>
  subscriptionOf({
    email_friend_requests: 1,
    email_wall_posts: 1,
    email_team: 1,
    email_daily: 1,
    email_unsubscribe_all: 0,
    ...flags,
  });

describe('mayEmail(subscription, kind)', () => {
  it("follows the kind's own flag", () => {
    expect(mayEmail(row({}), 'daily')).toBe(true);
    expect(mayEmail(row({ email_daily: 0 }), 'daily')).toBe(false);
    expect(mayEmail(row({ email_daily: 0 }), 'team')).toBe(true);
  });

  it('is false for every kind after unsubscribing from everything', () => {
    const all = row({ email_unsubscribe_all: 1 });
    for (const kind of ['friend_requests', 'wall_posts', 'team', 'daily'] as const) {
      expect(mayEmail(all, kind)).toBe(false);
    }
  });
});
