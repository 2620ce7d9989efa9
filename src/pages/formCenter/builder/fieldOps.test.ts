/** The builder's edits of a form's fields, pure. */
import { formProblems } from 'config/formCenter/rules';
import { FORM_FIELD_TYPES } from 'config/formFields';
import { duplicateField, moveField, newField, removeAt, setAt, uniqueKey } from './fieldOps';
import { defaultTranslation } from './languages';

describe('fieldOps', () => {
  it('gives a new field of every type a unique key and a config that passes the rules', () => {
    const fields: ReturnType<typeof newField>[] = [];
    for (const type of FORM_FIELD_TYPES)
      for (const _ of [1, 2]) fields.push(newField(type, fields, defaultTranslation(type)));
    expect(new Set(fields.map((field) => field.key)).size).toBe(fields.length);
    expect(fields.slice(0, 4).map((field) => field.key)).toEqual([
      'address',
      'address_2',
      'birthday',
      'birthday_2',
    ]);
    expect(formProblems(fields)).toEqual([]);
  });

  it('keys a copy after its original', () => {
    const fields = [newField('text', [], { en: 'A', zh: '甲' })];
    expect(uniqueKey('text', fields)).toBe('text_2');
    const copied = duplicateField(duplicateField(fields, 0), 0);
    expect(copied.map((field) => field.key)).toEqual(['text', 'text_3', 'text_2']);
    expect(copied[1].config).not.toBe(copied[0].config);
  });

  it('moves and removes', () => {
    expect(moveField(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveField(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('sets a value deep in a config, copying what it changes', () => {
    const field = { type: 'tc', key: 'tc', config: { keywords: [{ keyword: 'a' }] } };
    const next = setAt(field, ['config', 'keywords', 0, 'policy_id'], 'p');
    expect(next.config.keywords).toEqual([{ keyword: 'a', policy_id: 'p' }]);
    expect(field.config.keywords[0]).toEqual({ keyword: 'a' });
    expect(setAt({ a: 1, b: 2 }, ['a'], undefined)).toEqual({ b: 2 });
    expect(setAt({}, ['slot', 'weekday', '0'], [])).toEqual({ slot: { weekday: { 0: [] } } });
  });
});
