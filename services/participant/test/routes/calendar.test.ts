import type { FastifyInstance } from 'fastify';
import { clientHeaders, signIn } from '@wellness/platform/testing';
import { participantApp } from '../helpers';

/** The properties of the first VEVENT of an iCal text, unfolded (RFC 5545, 3.1). */
function parseEvent(ics: string) {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  const properties = new Map<string, string>();
  for (const line of lines.slice(start + 1, end)) {
    const colon = line.indexOf(':');
    properties.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return { lines, properties };
}

describe('calendar: GET /api/promotions/{id}/calendar', () => {
  let server: FastifyInstance;
  let cookie: string;
  let promotion: { program_name: string; starts_on: string; ends_on: string };
  beforeAll(async () => {
    server = await participantApp();
    cookie = await signIn(server, 'participant@demo.test');
    [promotion] = await server.db.query(
      "SELECT program_name, DATE_FORMAT(starts_on, '%Y%m%d') AS starts_on, DATE_FORMAT(ends_on + INTERVAL 1 DAY, '%Y%m%d') AS ends_on FROM promotions WHERE id = 2",
    );
  });
  afterAll(() => server.close());

  const calendar = (query = '') =>
    server.inject({ url: `/api/promotions/2/calendar${query}`, headers: clientHeaders(cookie) });

  it('answers a valid iCal file of the programme as an attachment', async () => {
    const response = await calendar();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="healthy-habits-challenge.ics"',
    );
    const { lines, properties } = parseEvent(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter(Boolean).pop()).toBe('END:VCALENDAR');
    expect(properties.get('SUMMARY')).toBe(promotion.program_name);
    // All-day: DTEND is the day after the last day (exclusive).
    expect(properties.get('DTSTART;VALUE=DATE')).toBe(promotion.starts_on);
    expect(properties.get('DTEND;VALUE=DATE')).toBe(promotion.ends_on);
    expect(properties.get('DESCRIPTION')).toBe(
      'Log your activities at http://demo.localhost:8080/activities',
    );
    expect(properties.get('UID')).toBeTruthy();
  });

  it('uses the title, dates and details it is given, escaped', async () => {
    const response = await calendar(
      '?title=Week%202%3B%20walk%2C%20talk&dtstart=2026-03-02&dtend=2026-03-08&details=Line%20one%0ALine%20two&target=google',
    );
    const { properties } = parseEvent(response.body);
    expect(properties.get('SUMMARY')).toBe('Week 2\\; walk\\, talk');
    expect(properties.get('DTSTART;VALUE=DATE')).toBe('20260302');
    expect(properties.get('DTEND;VALUE=DATE')).toBe('20260309');
    expect(properties.get('DESCRIPTION')).toBe('Line one\\nLine two');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="week-2-walk-talk.ics"',
    );
  });

  describe('line breaks cannot add calendar properties', () => {
    const injected = 'ATTENDEE;CN=Mallory:mailto:mallory@example.test';
    const physicalLines = (ics: string) => ics.split(/\r\n|\r|\n/);

    it.each([
      ['CR LF', '\r\n'],
      ['a lone CR', '\r'],
      ['a lone LF', '\n'],
    ])('escapes %s in the title: NAME, X-WR-CALNAME and SUMMARY stay one line', async (_, br) => {
      const title = `Walk week${br}${injected}`;
      const response = await calendar(`?title=${encodeURIComponent(title)}`);
      expect(response.statusCode).toBe(200);
      expect(physicalLines(response.body).filter((line) => /^ATTENDEE/i.test(line))).toEqual([]);
      const { lines, properties } = parseEvent(response.body);
      const escaped = 'Walk week\\nATTENDEE\\;CN=Mallory:mailto:mallory@example.test';
      expect(lines).toContain(`NAME:${escaped}`);
      expect(lines).toContain(`X-WR-CALNAME:${escaped}`);
      expect(properties.get('SUMMARY')).toBe(escaped);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="walk-week-attendee-cn-mallory-mailto-mallory-example-test.ics"',
      );
    });

    it.each([
      ['CR LF', '\r\n'],
      ['a lone CR', '\r'],
      ['a lone LF', '\n'],
    ])('escapes %s in the details', async (_, br) => {
      const response = await calendar(
        `?details=${encodeURIComponent(`Bring water${br}${injected}`)}`,
      );
      expect(physicalLines(response.body).filter((line) => /^ATTENDEE/i.test(line))).toEqual([]);
      expect(parseEvent(response.body).properties.get('DESCRIPTION')).toBe(
        'Bring water\\nATTENDEE\\;CN=Mallory:mailto:mallory@example.test',
      );
    });

    it('drops other control characters from the title and details', async () => {
      const response = await calendar(
        `?title=${encodeURIComponent('Walk\u000b\u000c\u007fweek')}&details=${encodeURIComponent('Bring\u0000\u001b water')}`,
      );
      const { lines, properties } = parseEvent(response.body);
      expect(lines).toContain('NAME:Walkweek');
      expect(properties.get('SUMMARY')).toBe('Walkweek');
      expect(properties.get('DESCRIPTION')).toBe('Bring water');
    });
  });

  it('refuses dates that are not real days', async () => {
    const response = await calendar('?dtstart=2026-02-30');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: ['dtstart must be a real date (YYYY-MM-DD).'] });
    expect((await calendar('?dtend=tomorrow')).statusCode).toBe(400);
  });

  it('refuses a Host that is not an address with 400 rather than failing', async () => {
    const response = await server.inject({
      url: '/api/promotions/2/calendar',
      headers: clientHeaders(cookie, 'evil host.demo.localhost:8080'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['The Host header is not a valid address.'] });
  });

  it('needs a session of the promotion', async () => {
    const anonymous = await server.inject({
      url: '/api/promotions/2/calendar',
      headers: clientHeaders(),
    });
    expect(anonymous.statusCode).toBe(401);
    const response = await server.inject({
      url: '/api/promotions/1/calendar',
      headers: clientHeaders(cookie),
    });
    expect(response.statusCode).toBe(404);
  });
});
