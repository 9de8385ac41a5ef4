import { emailFormSchema, newEmailValues, toDraft } from './email-form';
import { addressErrors, splitAddresses, testRecipientErrors } from './recipients';
import { formatSendTime, isQueued, nextFullHour, sendAction, toIsoSendAt } from './send-at';

const at = (hour: number, minute = 0) => new Date(2026, 0, 5, hour, minute);

describe('the send time', () => {
  it('defaults to the next full hour, local time', () => {
    expect(nextFullHour(at(9, 20))).toBe('2026-01-05T10:00');
    expect(nextFullHour(at(9, 0))).toBe('2026-01-05T10:00');
    expect(nextFullHour(at(23, 59))).toBe('2026-01-06T00:00');
    expect(newEmailValues(at(14, 5)).sendAt).toBe('2026-01-05T15:00');
  });

  it('queues only a valid time still to come; empty, invalid or past sends at once', () => {
    expect(isQueued('2026-01-05T10:00', at(9, 20))).toBe(true);
    expect(isQueued('2026-01-05T09:00', at(9, 20))).toBe(false);
    expect(isQueued('', at(9, 20))).toBe(false);
    expect(isQueued('not a date', at(9, 20))).toBe(false);
    expect(toIsoSendAt('2026-01-05T10:00')).toBe(at(10).toISOString());
    expect(toIsoSendAt('')).toBeNull();
  });

  it('names the button Send, Queue, or Save when editing an unsent e-mail', () => {
    expect(sendAction(false, '', at(9))).toBe('Send');
    expect(sendAction(false, '2026-01-05T08:00', at(9))).toBe('Send');
    expect(sendAction(false, '2026-01-05T10:00', at(9))).toBe('Queue');
    expect(sendAction(true, '2026-01-05T10:00', at(9))).toBe('Save');
    expect(sendAction(true, '', at(9))).toBe('Save');
  });

  it('shows times as MM/DD/YYYY hh:mm a', () => {
    expect(formatSendTime(at(15, 5).toISOString())).toBe('01/05/2026 03:05 pm');
  });
});

describe('pasted addresses', () => {
  it('split on comma, semicolon, newline or pipe, trimmed, empties ignored', () => {
    expect(splitAddresses(' a@x.org, b@x.org;c@x.org\nd@x.org | e@x.org,, ;\n')).toEqual([
      'a@x.org',
      'b@x.org',
      'c@x.org',
      'd@x.org',
      'e@x.org',
    ]);
  });

  it('give one message per bad address, the address as typed', () => {
    expect(addressErrors('a@x.org, bob@ ; not an address')).toEqual([
      'Must be a valid email address. Ex: bob@',
      'Must be a valid email address. Ex: not an address',
    ]);
  });

  it('for a test e-mail: present, valid, and at most 10', () => {
    expect(testRecipientErrors(' , ')).toEqual(['Recipients cannot be blank']);
    expect(testRecipientErrors('a@x.org; b@')).toEqual(['Must be a valid email address. Ex: b@']);
    const ten = Array.from({ length: 10 }, (_, i) => `p${i}@x.org`);
    expect(testRecipientErrors(ten.join(','))).toEqual([]);
    expect(testRecipientErrors([...ten, 'p10@x.org'].join('|'))).toEqual([
      'Test emails are limited to 10 participants.',
    ]);
  });
});

describe('the e-mail form', () => {
  const values = { ...newEmailValues(at(9)), subject: ' Hi ', body: ' Walk today ' };

  it('sends the filters for all participants, none for addresses only', () => {
    expect(
      toDraft({
        ...values,
        location: '3',
        team: 'no_team',
        inactiveDays: '7',
        otherAddresses: 'a@x.org;b@x.org',
      }),
    ).toEqual({
      subject: 'Hi',
      body: 'Walk today',
      filters: { audience: 'all', location_id: 3, team: 'no_team', inactive_days: 7 },
      one_time_recipients: 'a@x.org, b@x.org',
      send_at: at(10).toISOString(),
    });
    expect(toDraft({ ...values, audience: 'none', location: '3', sendNow: true })).toMatchObject({
      filters: { audience: 'none' },
      send_at: null,
    });
  });

  it("refuses what the server refuses, in the server's words", () => {
    const issues = (changes: object) =>
      emailFormSchema.safeParse({ ...values, ...changes }).error?.issues.map((i) => i.message) ??
      [];
    expect(issues({ subject: '  ', body: '' })).toEqual([
      'Subject cannot be blank',
      'Message cannot be blank',
    ]);
    expect(issues({ audience: 'none' })).toEqual(['Recipients cannot be blank']);
    expect(issues({ otherAddresses: 'x@' })).toEqual(['Must be a valid email address. Ex: x@']);
    expect(issues({ subject: '', otherAddresses: 'x@, y@' })).toEqual([
      'Subject cannot be blank',
      'Must be a valid email address. Ex: x@\nMust be a valid email address. Ex: y@',
    ]);
    expect(issues({ body: '', audience: 'none' })).toEqual([
      'Message cannot be blank',
      'Recipients cannot be blank',
    ]);
    expect(issues({ inactiveDays: '366' })).toEqual([
      'Inactive for (days) must be a whole number from 1 to 365.',
    ]);
    expect(issues({})).toEqual([]);
  });
});
