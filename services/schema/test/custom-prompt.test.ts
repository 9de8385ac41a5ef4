import { promptDataType } from '../src';

describe('custom prompt data type is forced by its type (spec 3 s4)', () => {
  it('gives HEADER, TEXTBOX and DROPDOWN string and TEXTAREA text, whatever was asked', () => {
    expect(promptDataType('HEADER', 'integer')).toBe('string');
    expect(promptDataType('TEXTBOX', 'text')).toBe('string');
    expect(promptDataType('DROPDOWN', 'integer')).toBe('string');
    expect(promptDataType('TEXTAREA', 'string')).toBe('text');
    expect(promptDataType('TEXTAREA')).toBe('text');
  });

  it('gives CHECKBOX string (Y/N) when asked, else integer (0/1, the default)', () => {
    expect(promptDataType('CHECKBOX', 'string')).toBe('string');
    expect(promptDataType('CHECKBOX', 'text')).toBe('integer');
    expect(promptDataType('CHECKBOX')).toBe('integer');
  });
});
