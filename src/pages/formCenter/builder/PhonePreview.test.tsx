/**
 * The phone preview (issue 15): the form as the mini-program shows it, in either language; Submit checks every
 * answer and shows the field's own error text, else the default one of the preview's language.
 */
import { screen, within } from '@testing-library/react';
import { NO_DEALER_FIELDS } from 'mock/db/reservationForms';
import { field, mountBuilder } from 'test/formBuilder';

const FIELDS = [
  field('email', 'email', {
    translation: { en: 'E-mail', zh: '邮箱' },
    error_msg: 'Please check your e-mail',
  }),
  field('number', 'years', { translation: { en: 'Years riding', zh: '骑行年限' }, min: 0, max: 60 }),
  field('text', 'secret', { translation: { en: 'Secret', zh: '秘密' }, invisible: true }),
  field('text', 'old', { translation: { en: 'Old question', zh: '旧问题' } }),
];
FIELDS[3].disable = true;

const frame = () =>
  screen.getByRole('region', { name: /Form as the mini-program shows it|小程序中显示的表单/ });

describe('PhonePreview', () => {
  it('shows the visible fields in Chinese first, then in English', async () => {
    const { user } = mountBuilder(FIELDS);
    expect(within(frame()).getByLabelText('邮箱')).toBeInTheDocument();
    expect(within(frame()).queryByText('秘密')).not.toBeInTheDocument();
    expect(within(frame()).queryByText('旧问题')).not.toBeInTheDocument();
    await user.click(screen.getByText('English'));
    expect(within(frame()).getByLabelText('E-mail')).toBeInTheDocument();
    expect(within(frame()).queryByText('Secret')).not.toBeInTheDocument();
  });

  it.each([
    ['zh', '中文', '邮箱', '骑行年限', '提交', '请输入不大于 60 的数', '所有回答均通过校验。'],
    ['en', 'English', 'E-mail', 'Years riding', 'Submit', 'Enter 60 or less', 'Every answer passes.'],
  ])(
    '%s: a bad answer shows its error, a good one none',
    async (_, language, email, years, submit, tooLarge, passed) => {
      const { user } = mountBuilder(FIELDS);
      await user.click(screen.getByText(language));
      const inside = within(frame());
      await user.type(inside.getByLabelText(email), 'li@moto');
      await user.type(inside.getByLabelText(years), '61');
      await user.click(inside.getByRole('button', { name: new RegExp(`^${[...submit].join('\\s?')}$`) }));
      expect(inside.getByLabelText(email)).toHaveAccessibleDescription('Please check your e-mail');
      expect(inside.getByText(tooLarge)).toBeInTheDocument();
      await user.type(inside.getByLabelText(email), '.example');
      await user.clear(inside.getByLabelText(years));
      await user.type(inside.getByLabelText(years), '6');
      await user.click(inside.getByRole('button', { name: new RegExp(`^${[...submit].join('\\s?')}$`) }));
      expect(inside.queryByText('Please check your e-mail')).not.toBeInTheDocument();
      expect(inside.queryByText(tooLarge)).not.toBeInTheDocument();
      expect(inside.getByText(passed)).toBeInTheDocument();
    },
  );

  it("starts from the fields' defaults", async () => {
    const options = [
      { type: 'text', value: 'yes', translation: { en: 'Yes', zh: '有' } },
      { type: 'text', value: 'no', translation: { en: 'No', zh: '无' } },
    ];
    mountBuilder([
      field('option', 'licence', { options, is_radio: true, default_choice: 'no' }),
      field('text', 'city', { default_value: 'Shenzhen' }),
    ]);
    const inside = within(frame());
    expect(inside.getByRole('radio', { name: '无' })).toBeChecked();
    expect(inside.getByLabelText('city 标签')).toHaveValue('Shenzhen');
  });

  it('asks every type of the reservation form, and a required terms field must be agreed to', async () => {
    const { user } = mountBuilder(NO_DEALER_FIELDS, { locale: 'zh-CN' });
    const inside = within(frame());
    expect(inside.getByText('此处显示内容 notice-test-ride。')).toBeInTheDocument();
    expect(inside.getByRole('checkbox', { name: 'I have read the test ride policy' })).toBeInTheDocument();
    await user.click(inside.getByRole('button', { name: /^提\s?交$/ }));
    expect(inside.getByText('请同意条款')).toBeInTheDocument();
    expect(inside.getAllByText('此项必填').length).toBeGreaterThanOrEqual(2);
  });
});
