import { isValidPagePath, isValidPlaceholderValue, parsePlaceholders, tipKeyOf } from './subscribeMessage';

describe('parsePlaceholders', () => {
  it('reads each marker with its type, label and example', () => {
    expect(
      parsePlaceholders(
        'Activity:{{thing1.DATA}}\nStart：{{time2.DATA}}\n{{character_string13.DATA}}',
        'Activity:Spring ride\nStart：09:00',
      ),
    ).toEqual([
      { key: 'thing1', type: 'thing', label: 'Activity', example: 'Spring ride' },
      { key: 'time2', type: 'time', label: 'Start', example: '09:00' },
      {
        key: 'character_string13',
        type: 'character_string',
        label: 'character_string13',
        example: undefined,
      },
    ]);
  });
});

describe('placeholder rules of 03 §5', () => {
  it.each([
    ['thing', 'x'.repeat(20), true],
    ['thing', 'x'.repeat(21), false],
    ['thing', '二十个字以内的活动名称', true],
    ['number', '123.45', true],
    ['number', '12a', false],
    ['number', '1'.repeat(33), false],
    ['letter', 'ABCdef', true],
    ['letter', 'AB1', false],
    ['letter', 'a'.repeat(33), false],
    ['symbol', '+-*/%', true],
    ['symbol', '+-*/%=', false],
    ['symbol', '+ -', false],
    ['symbol', '中', false],
    ['character_string', 'A1-b2_C3', true],
    ['character_string', 'A1 b2', false],
    ['character_string', '编号1', false],
    ['character_string', 'x'.repeat(33), false],
    ['time', '15:01', true],
    ['date', '2025-06-01', true],
    ['amount', '¥100.00', true],
    ['amount', '1234567890123', false],
    ['phone_number', '+86-138-0000-0000', true],
    ['phone_number', '1'.repeat(18), false],
    ['car_number', '粤A8Z888', true],
    ['car_number', '沪AD12345', true],
    ['car_number', 'A12345', false],
    ['car_number', '粤a8z888', false],
    ['name', '张三', true],
    ['name', 'n'.repeat(21), false],
    ['phrase', '已通过', true],
    ['phrase', '六个汉字不行', false],
    ['phrase', 'OK', false],
    ['note', 'anything', true],
  ])('%s accepts %p: %p', (type, value, valid) => {
    expect(isValidPlaceholderValue(type, value)).toBe(valid);
  });

  it.each(['thing', 'number', 'time', 'note'])('%s needs a value', (type) => {
    expect(isValidPlaceholderValue(type, '')).toBe(false);
    expect(isValidPlaceholderValue(type, '  ')).toBe(false);
    expect(isValidPlaceholderValue(type, undefined)).toBe(false);
  });

  it('gives unknown types the generic tip', () => {
    expect(tipKeyOf('thing')).toBe('subscribeMessage.tip.thing');
    expect(tipKeyOf('note')).toBe('subscribeMessage.tip.unknown');
  });
});

describe('the page path rule', () => {
  it.each([
    ['/pages/index/index', true],
    ['pages/coupon/mine?id=1', true],
    ['', false],
    ['index', false],
    ['/pages/index/', false],
    ['/pages/my page', false],
    ['/pages/页面', false],
  ])('%p is valid: %p', (path, valid) => expect(isValidPagePath(path)).toBe(valid));
});
