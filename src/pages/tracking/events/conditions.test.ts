import { fromQueryItem, isComplete, newCondition, toQueryItem, type Condition } from './conditions';

describe('filter conditions', () => {
  it('writes string operators as the generic search operators, escaping the text', () => {
    const item = (operator: string, value = 'a.b') => toQueryItem({ field: 'ip.city', operator, value });
    expect(item('is')).toEqual({ k: 'ip.city', uiK: 'is', op: 'eq', v: 'a.b' });
    expect(item('isNot')).toEqual({ k: 'ip.city', uiK: 'isNot', op: 'ne', v: 'a.b' });
    expect(item('startsWith').v).toBe('^a\\.b');
    expect(item('endsWith').v).toBe('a\\.b$');
    expect(item('contains')).toMatchObject({ op: 'regex', v: 'a\\.b' });
    expect(item('notContains')).toMatchObject({ op: 'not_regex', v: 'a\\.b' });
  });

  it('writes date operators in UTC+8: a day, earlier than its start, later than its end', () => {
    const begin = Date.UTC(2024, 3, 30, 16) / 1000;
    expect(toQueryItem({ field: 'created_at', operator: 'day', value: '2024-05-01' }).v).toEqual([
      begin,
      begin + 86_399,
    ]);
    expect(toQueryItem({ field: 'created_at', operator: 'earlier', value: '2024-05-01' })).toMatchObject({
      op: 'lte',
      v: begin,
    });
    expect(toQueryItem({ field: 'created_at', operator: 'later', value: '2024-05-01' })).toMatchObject({
      op: 'gte',
      v: begin + 86_399,
    });
  });

  it('reads every condition back from its saved query item', () => {
    const conditions: Condition[] = [
      { field: 'ip.city', operator: 'startsWith', value: 'Shang(hai)' },
      { field: 'ip.city', operator: 'endsWith', value: '市' },
      { field: 'ip.city', operator: 'notContains', value: 'a+b' },
      { field: 'launch_option.scene', operator: 'is', value: 1047 },
      { field: 'gender', operator: 'is', value: 2 },
      { field: 'system_info.wifiEnabled', operator: 'is', value: false },
      { field: 'created_at', operator: 'day', value: '2024-05-01' },
      { field: 'created_at', operator: 'earlier', value: '2024-05-01' },
      { field: 'created_at', operator: 'later', value: '2024-05-01' },
    ];
    for (const condition of conditions) expect(fromQueryItem(toQueryItem(condition))).toEqual(condition);
  });

  it('starts a row with the first operator of its field, and skips rows with no value', () => {
    expect(newCondition('created_at')).toEqual({ field: 'created_at', operator: 'day', value: null });
    expect(isComplete(newCondition())).toBe(false);
    expect(isComplete({ field: 'gender', operator: 'is', value: 0 })).toBe(true);
  });
});
