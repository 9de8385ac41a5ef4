import { claimValue, udfsFromClaims } from '../src/sso-extras';

const extra = (name: string, data_type = 'string', path = 'User:udfs') => ({
  name,
  data_type,
  path,
});

describe('SSO extras: a token claim into the user custom fields (udfs)', () => {
  it.each([
    ['string', 42, '42'],
    ['integer', '17', 17],
    ['integer', '1.5', undefined],
    ['float', '1.5', 1.5],
    ['float', 'abc', undefined],
    ['boolean', 'TRUE', true],
    ['boolean', false, false],
    ['boolean', 'yes', undefined],
    ['date', '2026-03-01T10:00:00Z', '2026-03-01'],
    ['date', 'March', undefined],
    ['string', { nested: true }, undefined],
    ['string', null, undefined],
  ])('reads a %s claim %p as %p', (type, value, expected) => {
    expect(claimValue(value, type)).toEqual(expected);
  });

  it('writes each claim over its stored value, keeps the others, skips missing claims', () => {
    const udfs = udfsFromClaims(
      [
        extra('department'),
        extra('grade', 'integer'),
        extra('missing'),
        extra('x', 'string', 'User:email'),
      ],
      { department: 'Finance', grade: '3', x: 'ignored' },
      '{"department":"Old","kept":"yes"}',
    );
    expect(udfs).toEqual({ department: 'Finance', grade: 3, kept: 'yes' });
  });

  it('starts afresh from an unreadable stored value', () => {
    expect(udfsFromClaims([extra('a')], { a: 'b' }, 'not json')).toEqual({ a: 'b' });
    expect(udfsFromClaims([extra('a')], { a: 'b' }, '[1,2]')).toEqual({ a: 'b' });
  });
});
