import { addressErrors, splitRecipientList } from '../src/mail/recipients';

describe('pasted recipient lists (spec 3 s5)', () => {
  it('splits on comma, semicolon, newline and pipe, trims, and drops empty pieces', () => {
    expect(
      splitRecipientList(' a@example.com,b@example.com;\r\nc@example.com | d@example.com,, ;\n'),
    ).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']);
    expect(splitRecipientList('')).toEqual([]);
    expect(splitRecipientList(undefined)).toEqual([]);
  });

  it('names each address that is not one, as typed', () => {
    expect(addressErrors(['ok@example.com', 'no at sign', 'x@y', 'two@@example.com'])).toEqual([
      'Must be a valid email address. Ex: no at sign',
      'Must be a valid email address. Ex: x@y',
      'Must be a valid email address. Ex: two@@example.com',
    ]);
  });
});
