/** The form center's handlers: the seed, the save rules, the action log, the privileges and repeated creates. */
import { FORM_FIELD_TYPES, type FormField } from '../../config/formFields';
import type { FormActionLog, FormCenterForm, FormCenterRecord } from '../../src-services/formCenter';
import type { SearchResult } from '../../src-services/types';
import { forms } from '../db/lookups';
import { formRecords } from '../db/vehicles';
import { installMockBackend } from '../node';
import { call, ORIGIN } from '../testing';
import { signIn } from '../../test/signIn';
import { formBodyProblem, FORM_MESSAGES } from './formCenterRules';

installMockBackend();
beforeEach(() => signIn('admin'));

const API = '/api/v1/form-center-api';
const field = (key: string, type = 'text', labels = { en: 'Label', zh: '标签' }): FormField => ({
  type,
  key,
  config: { translation: labels },
});
const body = (fields: unknown = [field('answer')]) => ({ name: 'Helmet survey', remark: 'spring', fields });

describe('the seed', () => {
  it('has forms whose fields together use every one of the eighteen types', () => {
    const used = new Set(
      forms()
        .all()
        .flatMap((form) => form.fields.map((entry) => entry.type)),
    );
    expect(FORM_FIELD_TYPES.filter((type) => !used.has(type))).toEqual([]);
    expect(
      forms()
        .all()
        .every((form) => formBodyProblem(form) === undefined),
    ).toBe(true);
  });

  it('has records of those forms keyed by their fields', () => {
    const form = forms().findOne((entry) => entry.name === 'Test ride sign-up') as FormCenterForm;
    const records = formRecords().find((record) => record.form_id === form.id);
    expect(records.length).toBeGreaterThan(0);
    const keys = new Set(form.fields.map((entry) => entry.key));
    for (const record of records)
      expect(Object.keys(record.form_data).every((key) => keys.has(key))).toBe(true);
  });
});

describe('the save rules', () => {
  it.each([
    ['no name', { ...body(), name: ' ' }, FORM_MESSAGES.nameRequired],
    ['a long name', { ...body(), name: 'x'.repeat(51) }, FORM_MESSAGES.nameTooLong],
    ['fields that are no list', body({}), FORM_MESSAGES.fieldsList],
    ['an unknown type', body([field('a', 'star_rating')]), FORM_MESSAGES.fieldType(1, 'star_rating')],
    ['no key', body([field('')]), 'Field 1: Key is required'],
    [
      'a key starting with a digit',
      body([field('1st')]),
      'Field 1 ("1st"): Key must start with a letter, followed by letters, digits or underscore',
    ],
    [
      'a key with a dash',
      body([field('first-name')]),
      'Field 1 ("first-name"): Key must start with a letter, followed by letters, digits or underscore',
    ],
    [
      'a key used twice',
      body([field('a'), field('a', 'email')]),
      'Field 2 ("a"): Key is already used by another field',
    ],
    [
      'no Chinese label',
      body([field('a', 'text', { en: 'A', zh: '' })]),
      'Field 1 ("a"): Chinese label is required',
    ],
    [
      'a terms keyword missing from its label',
      body([
        {
          ...field('agree', 'tc'),
          config: {
            translation: { en: 'Terms', zh: '须知' },
            label: 'I agree to ${the policy}',
            keywords: [{ keyword: 'privacy', policy_id: 'policy-privacy' }],
          },
        },
      ]),
      'Field 1 ("agree"): keyword not in text',
    ],
    ['a field that is no object', body(['text']), FORM_MESSAGES.fieldObject(1)],
  ])('refuses %s with its message', async (_, bad, message) => {
    expect(formBodyProblem(bad)).toBe(message);
    expect(await call('POST', `${API}/form`, bad)).toEqual({ code: 400, msg: message, data: null });
  });

  it('answers an error envelope to a body that is no JSON', async () => {
    const answer = await call('POST', `${API}/form`, '{not json');
    expect(answer.code).toBe(400);
    expect(answer.data).toBeNull();
  });
});

describe('create, get and update', () => {
  it('creates a form, lists it first, and logs who created it with its fields', async () => {
    const created = await call<FormCenterForm>(
      'POST',
      `${API}/form`,
      body([field('answer'), field('mail', 'email')]),
    );
    expect(created).toMatchObject({
      code: 200,
      data: { name: 'Helmet survey', created_by: 'admin@moto.example' },
    });
    const id = created.data.id;
    expect((await call<FormCenterForm>('GET', `${API}/form/${id}`)).data.fields).toHaveLength(2);
    const list = await call<SearchResult<FormCenterForm>>('POST', `${API}/form/search`, {
      page: 0,
      size: 1000,
    });
    expect(list.data.results[0].id).toBe(id);
    const log = await call<SearchResult<FormActionLog>>('POST', `${API}/action-log/search`, {
      page: 0,
      size: 1,
    });
    expect(log.data.results[0]).toMatchObject({
      form_id: id,
      form_name: 'Helmet survey',
      action: 'create',
      operator_email: 'admin@moto.example',
      changes: { props: ['name', 'remark', 'fields'], fields_added: ['answer', 'mail'], fields_removed: [] },
    });
  });

  it('updates a form and logs the props and fields that changed', async () => {
    const form = forms().findOne((entry) => entry.name === 'Dealer enquiry') as FormCenterForm;
    const [first, second, , fourth] = form.fields;
    const fields = [
      { ...first, config: { ...first.config, required: false } },
      second,
      fourth,
      field('budget', 'number'),
    ];
    const answer = await call<FormCenterForm>('PUT', `${API}/form/${form.id}`, {
      name: form.name,
      remark: 'changed',
      fields,
    });
    expect(answer.code).toBe(200);
    expect(forms().get(form.id)?.remark).toBe('changed');
    const log = await call<SearchResult<FormActionLog>>('POST', `${API}/action-log/search`, {
      query: [{ k: 'form_id', op: 'eq', v: form.id }],
      page: 0,
      size: 1,
    });
    expect(log.data.results[0]).toMatchObject({
      action: 'update',
      changes: {
        props: ['remark', 'fields'],
        fields_added: ['budget'],
        fields_removed: ['address'],
        fields_changed: ['name'],
      },
    });
  });

  it('writes nothing and logs nothing for an update that changes nothing', async () => {
    const form = forms().findOne((entry) => entry.name === 'Dealer enquiry') as FormCenterForm;
    const logged = async () =>
      (
        await call<SearchResult<FormActionLog>>('POST', `${API}/action-log/search`, {
          query: [{ k: 'form_id', op: 'eq', v: form.id }],
          page: 0,
          size: 100,
        })
      ).data.total;
    const entries = await logged();
    const same = { name: form.name, remark: form.remark, fields: form.fields };
    expect((await call<FormCenterForm>('PUT', `${API}/form/${form.id}`, same)).data).toEqual(form);
    expect(forms().get(form.id)).toEqual(form);
    expect(await logged()).toBe(entries);
    // A change is written and logged.
    await call('PUT', `${API}/form/${form.id}`, { ...same, remark: `${form.remark ?? ''} again` });
    expect(await logged()).toBe(entries + 1);
  });

  it('answers 404 for a form that does not exist', async () => {
    expect(await call('GET', `${API}/form/nope`)).toMatchObject({ code: 404, msg: 'Form not found' });
    expect(await call('PUT', `${API}/form/nope`, body())).toMatchObject({ code: 404 });
    expect(await call('DELETE', `${API}/form/nope`)).toMatchObject({ code: 404 });
  });

  it('deletes a form, keeps its records, and logs who deleted it', async () => {
    const form = forms().findOne((entry) => entry.name === 'Track day waiver') as FormCenterForm;
    const records = formRecords().find((record) => record.form_id === form.id).length;
    expect(await call('DELETE', `${API}/form/${form.id}`)).toMatchObject({
      code: 200,
      data: { id: form.id },
    });
    expect(await call('GET', `${API}/form/${form.id}`)).toMatchObject({ code: 404 });
    expect(formRecords().find((record) => record.form_id === form.id)).toHaveLength(records);
    const log = await call<SearchResult<FormActionLog>>('POST', `${API}/action-log/search`, {
      page: 0,
      size: 1,
    });
    expect(log.data.results[0]).toMatchObject({
      action: 'delete',
      form_id: form.id,
      form_name: 'Track day waiver',
      operator_email: 'admin@moto.example',
      changes: { fields_removed: form.fields.map((entry) => entry.key) },
    });
  });

  it('answers a repeated create with the first answer, making one form', async () => {
    const before = forms().all().length;
    const send = () =>
      fetch(`${ORIGIN}${API}/form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'same-click' },
        body: JSON.stringify(body()),
      }).then((response) => response.json() as Promise<{ data: FormCenterForm }>);
    const [one, two] = await Promise.all([send(), send()]);
    expect(two.data.id).toBe(one.data.id);
    expect(forms().all().length).toBe(before + 1);
  });

  it('scopes the record search to one form', async () => {
    const form = forms().findOne((entry) => entry.name === 'Track day waiver') as FormCenterForm;
    const answer = await call<SearchResult<FormCenterRecord>>('POST', `${API}/record/search`, {
      query: [{ k: 'form_id', op: 'eq', v: form.id }],
      page: 0,
      size: 100,
    });
    expect(answer.data.total).toBeGreaterThan(0);
    expect(answer.data.results.every((record) => record.form_id === form.id)).toBe(true);
  });
});

describe('privileges', () => {
  it('lets a viewer read forms, records and the log, and refuses its saves with 968', async () => {
    await signIn('viewer');
    const form = forms().all()[0];
    expect((await call('GET', `${API}/form/${form.id}`)).code).toBe(200);
    expect((await call('POST', `${API}/action-log/search`, {})).code).toBe(200);
    expect(await call('POST', `${API}/form`, body())).toMatchObject({ code: 968 });
    expect(await call('PUT', `${API}/form/${form.id}`, body())).toMatchObject({ code: 968 });
    expect(await call('DELETE', `${API}/form/${form.id}`)).toMatchObject({ code: 968 });
  });

  it('refuses the club admin the log and the records', async () => {
    await signIn('club');
    expect(await call('POST', `${API}/action-log/search`, {})).toMatchObject({ code: 968 });
    expect(await call('POST', `${API}/record/search`, {})).toMatchObject({ code: 968 });
    expect(await call('GET', `${API}/form/${forms().all()[0].id}`)).toMatchObject({ code: 968 });
  });
});
