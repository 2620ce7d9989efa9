/** The /vehicle handlers on their own: the seed, bad bodies, the audit calls and their privileges. */
import { series, seriesModels } from '../db/carOptions';
import { members } from '../db/members';
import {
  complaintFormId,
  formRecords,
  garageAudits,
  garages,
  modelBrands,
  motorcycles,
} from '../db/vehicles';
import { installMockBackend } from '../node';
import { call } from '../testing';
import { signIn } from '../../test/signIn';

installMockBackend();

beforeEach(() => signIn('admin'));

const SCRM = '/api/v1/scrm';
const hasChinese = (text: string) => /[\u4e00-\u9fa5]/.test(text);

describe('the seed', () => {
  it('has motorcycles with distinct names within the limits, Chinese and English', () => {
    const all = motorcycles().all();
    expect(all.length).toBe(30);
    expect(new Set(all.map((entry) => entry.name.toLowerCase())).size).toBe(all.length);
    expect(all.every((entry) => entry.name.length <= 15 && entry.zh_name.length <= 8)).toBe(true);
    expect(all.every((entry) => hasChinese(entry.zh_name) && !hasChinese(entry.name))).toBe(true);
    expect(all.some((entry) => entry.deleted)).toBe(true);
    expect(all.some((entry) => entry.disabled)).toBe(true);
    expect(
      new Set(
        modelBrands()
          .all()
          .map((entry) => entry.type),
      ),
    ).toEqual(new Set(['own', 'other']));
  });

  it('has garages of seeded members, series and models, and complaints about bound ones', () => {
    const openids = new Set(
      members()
        .all()
        .map((member) => member.openid),
    );
    const all = garages().all();
    expect(all.length).toBe(40);
    for (const garage of all) {
      expect(openids.has(garage.openid)).toBe(true);
      expect(garage.garage_vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      const model = seriesModels().get(garage.garage_model_id);
      expect(model?.series_id).toBe(garage.garage_series_id);
      expect(series().get(garage.garage_series_id)?.name).toBe(garage.garage_series_name);
    }
    expect(new Set(all.map((garage) => garage.garage_status))).toEqual(new Set(['bind', 'untie', 'invalid']));
    const vins = new Set(all.map((garage) => garage.garage_vin));
    const complaints = formRecords().find((record) => record.form_id === complaintFormId());
    expect(complaints.length).toBe(12);
    expect(complaints.every((record) => vins.has(record.metadata.vin ?? ''))).toBe(true);
    expect(garageAudits().all().length).toBeGreaterThan(0);
  });
});

describe('bad bodies', () => {
  it.each([
    [`${SCRM}/motorcycle/save`, [], 'Body must be a JSON object'],
    [`${SCRM}/motorcycle/save`, { name: 'A', zh_name: '甲', weight: '3' }, 'Please input the weight'],
    [`${SCRM}/motorcycle/save`, { id: 'nope' }, 'Motorcycle not found'],
    [`${SCRM}/config/model/save`, { name: 'A', type: 'ours' }, 'Please choose the type'],
    [`${SCRM}/config/model/save`, { id: 'nope', name: 'A', type: 'own' }, 'Model brand not found'],
    [`${SCRM}/garage/search`, { page: 'one' }, undefined],
    [`${SCRM}/garage/audit/search`, { appeal_id: 3 }, 'Field "appeal_id" must be a string'],
    [`${SCRM}/garage/audit/search`, {}, 'Field "appeal_id" must be a string'],
    [`${SCRM}/garage/audit/search`, { appeal_id: null }, 'Field "appeal_id" must be a string'],
    [`${SCRM}/garage/audit/search`, { appeal_id: ['a', 'b'] }, 'Field "appeal_id" must be a string'],
    [`${SCRM}/garage/audit/search`, { appeal_id: 'nope' }, 'Complaint not found'],
    [`${SCRM}/garage/audit/search`, [], 'Body must be a JSON object'],
    [
      `${SCRM}/garage/audit/update`,
      { appeal_id: 'x', status: 'maybe' },
      'Field "status" must be pass or refuse',
    ],
    [`${SCRM}/garage/audit/update`, { appeal_id: 'x', status: 'pass' }, 'Complaint not found'],
    [`${SCRM}/garage/audit/update`, { status: 'pass' }, 'Field "appeal_id" must be a string'],
  ])('%s refuses %p with an error envelope', async (path, body, msg) => {
    const answer = await call('POST', path, body);
    expect(answer).toMatchObject({ data: null });
    expect(answer.code).not.toBe(200);
    if (msg) expect(answer.msg).toBe(msg);
  });

  it('refuses a record of another form as a complaint', async () => {
    const other = formRecords().findOne((record) => record.form_id !== complaintFormId())!;
    expect(
      await call('POST', `${SCRM}/garage/audit/update`, { appeal_id: other.id, status: 'pass' }),
    ).toMatchObject({ code: 404, msg: 'Complaint not found' });
  });
});

describe('the garage audit', () => {
  it('answers the audit of the one appeal_id asked (02 §7), pending when never audited', async () => {
    const audited = garageAudits().all()[0];
    const pending = formRecords().findOne(
      (record) =>
        record.form_id === complaintFormId() &&
        !garageAudits().findOne((entry) => entry.appeal_id === record.id),
    )!;
    expect(await call('POST', `${SCRM}/garage/audit/search`, { appeal_id: audited.appeal_id })).toMatchObject(
      {
        code: 200,
        data: { appeal_id: audited.appeal_id, status: audited.status },
      },
    );
    expect(await call('POST', `${SCRM}/garage/audit/search`, { appeal_id: pending.id })).toMatchObject({
      code: 200,
      data: { appeal_id: pending.id, status: 'pending' },
    });
  });

  it('answers a record of another form with a 404 envelope, never a stack', async () => {
    const other = formRecords().findOne((record) => record.form_id !== complaintFormId())!;
    expect(await call('POST', `${SCRM}/garage/audit/search`, { appeal_id: other.id })).toEqual({
      code: 404,
      msg: 'Complaint not found',
      data: null,
    });
  });

  it('needs the audit privilege to update and the garage privilege to search garages', async () => {
    await signIn('club');
    expect(await call('POST', `${SCRM}/garage/search`, {})).toMatchObject({ code: 968 });
    expect(
      await call('POST', `${SCRM}/garage/audit/update`, { appeal_id: 'x', status: 'pass' }),
    ).toMatchObject({ code: 968 });
    expect(await call('POST', '/api/v1/form-center-api/record/search', {})).toMatchObject({ code: 968 });
  });
});
