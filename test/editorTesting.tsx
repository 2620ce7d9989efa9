/**
 * Test helpers for the shared editors (used by their *.test.tsx files only): an editor inside the app's
 * providers with a real store, and a form around it that reports what it submits.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Button, Form } from 'antd';
import { localeChosen } from 'src-models/preferences';
import type { LocaleCode } from 'src-locales/index';
import { AntdLocale } from 'src/app/AntdLocale';
import { signedInMessages } from 'test/allMessages';
import { LocaleProviders } from 'src/app/LocaleProviders';
import { NotifierBinding } from 'src/app/NotifierBinding';
import { notifierBridge } from 'src/app/notifier';
import { createTestStore } from 'test/storeTesting';

export function renderEditor(ui: ReactElement, { locale = 'en-US' as LocaleCode } = {}) {
  const store = createTestStore({ context: { notify: notifierBridge } });
  store.dispatch(localeChosen(locale));
  const view = render(
    <Provider store={store}>
      <LocaleProviders messagesOf={(locale) => signedInMessages[locale]}>
        <AntdLocale>
          <NotifierBinding />
          {ui}
        </AntdLocale>
      </LocaleProviders>
    </Provider>,
  );
  return { ...view, store };
}

/** A form with one Submit button; `onFinish` gets every value the form holds once validation passes. */
export function TestForm({
  children,
  initialValues,
  onFinish,
}: {
  children: ReactNode;
  initialValues?: Record<string, unknown>;
  onFinish: (values: Record<string, unknown>) => void;
}) {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={() => onFinish(form.getFieldsValue(true) as Record<string, unknown>)}
    >
      {children}
      <Button htmlType="submit">Submit</Button>
    </Form>
  );
}

/** Opens the antd Select named by its label and clicks the option showing `text`. */
export async function chooseOption(user: UserEvent, label: string | RegExp, text: string | RegExp) {
  await user.click(screen.getByLabelText(label));
  const option = await waitFor(() => {
    const found = document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    const match = Array.from(found).find((element) =>
      typeof text === 'string' ? element.textContent?.includes(text) : text.test(element.textContent ?? ''),
    );
    if (!match) throw new Error(`no option ${String(text)}`);
    return match;
  });
  await user.click(option);
}

/** The texts of the options the open dropdown lists. */
export function openOptions(): string[] {
  const dropdown = document.querySelector<HTMLElement>(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
  );
  if (!dropdown) return [];
  return Array.from(dropdown.querySelectorAll('.ant-select-item-option')).map(
    (element) => element.textContent ?? '',
  );
}

/** Waits until the form shows each of these validation messages (they appear one by one as rules settle). */
export async function expectFormErrors(...messages: string[]) {
  await waitFor(() => {
    const shown = Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map(
      (element) => element.textContent,
    );
    expect(shown).toEqual(expect.arrayContaining(messages));
  });
}

/**
 * An editor in a TestForm: `submit` clicks Submit, `lastValue(key)` waits for a submission and returns that
 * field's value in the latest one.
 */
export function renderInForm(field: ReactElement, initialValues?: Record<string, unknown>) {
  const submitted: Record<string, unknown>[] = [];
  renderEditor(
    <TestForm initialValues={initialValues} onFinish={(values) => submitted.push(values)}>
      {field}
    </TestForm>,
  );
  const user = userEvent.setup({ delay: null });
  const submit = () => user.click(screen.getByRole('button', { name: 'Submit' }));
  const lastValue = async (key: string) => {
    await waitFor(() => expect(submitted.length).toBeGreaterThan(0));
    return submitted[submitted.length - 1][key];
  };
  return { user, submit, submitted, lastValue };
}
