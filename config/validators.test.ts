import { HELPER_RULES } from './validators';

const passes = (name: keyof typeof HELPER_RULES, values: string[]) =>
  values.map((value) => HELPER_RULES[name].test(value));

describe('the helper validators of 01 §5', () => {
  it('digits only', () => {
    expect(passes('digits', ['0', '0123456789', '', '12a', '1.5', ' 1'])).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('password: 4-16 letters, digits, underscore, hyphen', () => {
    expect(
      passes('password', ['abcd', 'A_b-9', 'x'.repeat(16), 'abc', 'x'.repeat(17), 'pass word', 'pässword']),
    ).toEqual([true, true, true, false, false, false, false]);
  });

  it('mainland mobile phone', () => {
    expect(
      passes('phone', ['13800138000', '19912345678', '12800138000', '1380013800', '+8613800138000']),
    ).toEqual([true, true, false, false, false]);
  });

  it('mainland national id, with its check character', () => {
    // 11010519491231002X is the standard's own example; the last character is its checksum.
    expect(
      passes('nationalId', [
        '11010519491231002X',
        '11010519491231002x',
        '110105194912310021',
        '11010519491331002X',
        '1101051949123100',
      ]),
    ).toEqual([true, true, false, false, false]);
  });
});
