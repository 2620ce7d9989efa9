/** Each type's own settings in the property panel (01-platform §3) edit the field's config, rules shown. */
import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';

const panel = () => within(screen.getByRole('region', { name: 'Field properties' }));
import { field, mountBuilder } from 'test/formBuilder';

async function open(type: string, config: Record<string, unknown> = {}, locale?: 'zh-CN') {
  const mounted = mountBuilder([field(type, 'answer', config)], { locale });
  await mounted.user.click(screen.getByRole('button', { name: locale ? 'answer 标签' : 'answer label' }));
  return mounted;
}

const configOf = (latest: { fields: { config?: Record<string, unknown> }[] }) =>
  latest.fields[0].config ?? {};

describe('PropertyPanel', () => {
  it('edits the common settings', async () => {
    const { user, latest } = await open('email');
    await user.type(screen.getByLabelText('Error message'), 'Check it');
    await user.click(screen.getByLabelText('Required'));
    await user.clear(screen.getByLabelText('Label (Chinese)'));
    expect(configOf(latest)).toMatchObject({
      error_msg: 'Check it',
      required: true,
      translation: { zh: '' },
    });
    expect(screen.getByLabelText('Label (Chinese)')).toHaveAccessibleDescription('Chinese label is required');
  });

  it('text: the length range on a slider from 0 to 200', async () => {
    const { latest } = await open('text', { min_length: 10, max_length: 50 });
    const [min, max] = screen.getAllByRole('slider');
    expect(min).toHaveAccessibleName('Minimum length');
    expect(max).toHaveAccessibleName('Maximum length');
    expect(max).toHaveAttribute('aria-valuemax', '200');
    fireEvent.keyDown(min, { key: 'Home', keyCode: 36, which: 36 });
    fireEvent.keyDown(max, { key: 'End', keyCode: 35, which: 35 });
    expect(configOf(latest)).toMatchObject({ min_length: 0, max_length: 200 });
    expect(screen.getByText('0 - 200')).toBeInTheDocument();
  });

  it('option: the default choice among the options, radio style only when single', async () => {
    const options = [
      { type: 'text', value: 'yes' },
      { type: 'text', value: 'no' },
    ];
    const { user, latest } = await open('option', { options });
    await user.click(panel().getByRole('radio', { name: 'no' }));
    await user.click(screen.getByLabelText('Show as radio buttons'));
    expect(configOf(latest)).toMatchObject({ default_choice: 'no', is_radio: true });
    await user.clear(screen.getByLabelText('Value of option 2'));
    await user.type(screen.getByLabelText('Value of option 2'), 'nope');
    expect(panel().getByText('Default choice must be one of the options')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add an option/ }));
    expect((configOf(latest).options as unknown[]).length).toBe(3);
    await user.click(screen.getByLabelText('Multiple selection'));
    expect(configOf(latest)).toMatchObject({ multiple_selection: true, is_radio: false });
    expect(configOf(latest).default_choice).toBeUndefined();
    expect(screen.getByLabelText('Show as radio buttons')).toBeDisabled();
    await user.click(panel().getByRole('checkbox', { name: 'yes' }));
    expect(configOf(latest).default_choices).toEqual(['yes']);
  });

  it('phone: SMS verification asks for the code placeholder in the text', async () => {
    const { user, latest } = await open('phone');
    await user.click(screen.getByLabelText('Verify by SMS'));
    const sms = screen.getByLabelText('SMS content');
    expect(sms).toHaveAccessibleDescription('SMS content must contain the code placeholder {code}');
    await user.type(sms, 'Your code: {{code}');
    expect(configOf(latest)).toMatchObject({ require_verification: true, sms_content: 'Your code: {code}' });
    expect(screen.queryByText(/must contain the code placeholder/)).not.toBeInTheDocument();
  });

  it("tc: a keyword not marked in the text is 'keyword not in text', in both languages", async () => {
    const config = {
      label: 'I accept the ${privacy policy}',
      keywords: [{ keyword: 'privacy policy', policy_id: 'policy-privacy' }],
    };
    const { user, latest, unmount } = await open('tc', config);
    await user.type(screen.getByLabelText('Keyword 1'), 's');
    expect(screen.getAllByText('keyword not in text').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: /Add a keyword/ }));
    await user.type(screen.getByLabelText('Policy id of keyword 2'), 'policy-test-ride');
    expect(configOf(latest).keywords).toEqual([
      { keyword: 'privacy policys', policy_id: 'policy-privacy' },
      { keyword: '', policy_id: 'policy-test-ride' },
    ]);
    unmount();
    await open('tc', { ...config, label: 'I accept' }, 'zh-CN');
    expect(screen.getAllByText('关键词不在文本中').length).toBeGreaterThan(0);
  });

  it('time_slot: a slot added to a weekday is keyed 0-6 from Sunday', async () => {
    const { user, latest } = await open('time_slot', {
      available_time_type: 'dynamic_date',
      slot: { type: 'day', day: [] },
    });
    await user.click(screen.getByRole('radio', { name: 'By weekday' }));
    await user.click(screen.getByRole('radio', { name: 'Sunday' }));
    const sunday = screen.getByRole('group', { name: 'Slots of Sunday' });
    await user.click(within(sunday).getByRole('button', { name: /Add a slot/ }));
    expect(configOf(latest).slot).toEqual({
      type: 'weekday',
      day: [],
      weekday: { 0: [{ start_hour: 9, start_minute: 0, end_hour: 10, end_minute: 0, enable: true }] },
    });
    await user.click(within(sunday).getByRole('button', { name: /Add a slot/ }));
    expect((configOf(latest).slot as { weekday: Record<string, unknown[]> }).weekday[0][1]).toMatchObject({
      start_hour: 10,
      end_hour: 11,
    });
    await user.click(screen.getByRole('button', { name: /Add a special day/ }));
    expect(panel().getByText('Special case needs a valid date')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Calendar dates' }));
    expect(configOf(latest).available_time_type).toBe('calendar_date');
    expect(screen.getByLabelText('First day')).toBeInTheDocument();
  });

  it('identity: the default is one of the enabled documents', async () => {
    const { user, latest } = await open('identity', { enabled_identity_types: ['mainland'] });
    await user.click(screen.getByRole('checkbox', { name: 'Passport' }));
    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    expect(configOf(latest)).toMatchObject({
      enabled_identity_types: ['mainland', 'passport'],
      default_choice: 'passport',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Passport' }));
    expect(configOf(latest).default_choice).toBeUndefined();
    await user.click(screen.getByRole('checkbox', { name: 'Mainland ID card' }));
    expect(panel().getByText('Enable at least one identity type')).toBeInTheDocument();
  });

  it('number, address, name, dates and rich text edit their own settings', async () => {
    const { user, latest, unmount } = await open('number', { min: 5 });
    await user.type(screen.getByLabelText('Maximum'), '1');
    expect(panel().getByText('Minimum must not exceed maximum')).toBeInTheDocument();
    unmount();
    const address = await open('address');
    await address.user.click(screen.getByLabelText('City required'));
    expect(configOf(address.latest).require_city).toBe(true);
    address.unmount();
    const name = await open('name');
    await name.user.click(screen.getByLabelText('First and last name apart'));
    expect(configOf(name.latest).use_first_and_last).toBe(true);
    name.unmount();
    const birthday = await open('birthday', { min: 100, max: 50 });
    expect(panel().getByText('Earliest must not be after latest')).toBeInTheDocument();
    await birthday.user.click(screen.getByLabelText('Day required'));
    expect(configOf(birthday.latest).require_day).toBe(true);
    birthday.unmount();
    const html = await open('html_content', { id: 'notice' });
    await html.user.clear(screen.getByLabelText('Content id'));
    expect(screen.getByLabelText('Content id')).toHaveAccessibleDescription('Content id is required');
    expect(latest).toBeDefined();
  });

  it("name, phone and the dates take a default answer in the answer's shape, which the preview shows", async () => {
    const preview = () => within(screen.getByRole('region', { name: 'Form as the mini-program shows it' }));
    const name = await open('name', { use_first_and_last: true });
    await name.user.type(panel().getByLabelText('Default value First name'), 'Ada');
    expect(configOf(name.latest).default_value).toEqual({ first_name: 'Ada' });
    expect(preview().getByDisplayValue('Ada')).toBeInTheDocument();
    name.unmount();

    const phone = await open('phone');
    await phone.user.type(panel().getByLabelText('Default value Phone number'), '13800000000');
    expect(configOf(phone.latest).default_value).toEqual({ phone: '13800000000' });
    phone.unmount();

    // 2026-03-01 00:00 and 2026-03-05 00:00 in unix seconds, as the range keeps them.
    const begin = dayjs('2026-03-01').unix();
    const end = dayjs('2026-03-05').unix();
    await open('date_range', { default_value: { begin, end } });
    expect(panel().getByLabelText('Default value From')).toHaveValue('2026-03-01');
    expect(preview().getByDisplayValue('2026-03-01')).toBeInTheDocument();
  });
});
