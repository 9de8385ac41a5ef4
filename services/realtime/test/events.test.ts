import { parseDomainEvent, roomOf } from '../src/events';

describe('parseDomainEvent', () => {
  const event = {
    type: 'LeaderboardChanged',
    promotion_id: 2,
    audience: { kind: 'promotion', id: 'abc123' },
    payload: { user_id: 5, score: 40 },
  };

  it('reads a well-formed event', () => {
    expect(parseDomainEvent(JSON.stringify(event))).toEqual(event);
  });

  it.each([
    ['not JSON', '{nope'],
    ['a bare value', '42'],
    ['no type', JSON.stringify({ ...event, type: undefined })],
    ['a reserved Socket.IO event name', JSON.stringify({ ...event, type: 'disconnect' })],
    [
      'an unknown audience kind',
      JSON.stringify({ ...event, audience: { kind: 'everyone', id: 1 } }),
    ],
    ['an audience without id', JSON.stringify({ ...event, audience: { kind: 'user' } })],
    ['no audience', JSON.stringify({ ...event, audience: null })],
  ])('refuses %s', (_what, message) => {
    expect(parseDomainEvent(message)).toBeNull();
  });

  it('names rooms kind:id', () => {
    expect(roomOf('team', 7)).toBe('team:7');
    expect(roomOf('promotion', 'abc')).toBe('promotion:abc');
  });
});
