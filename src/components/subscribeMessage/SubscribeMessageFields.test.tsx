import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { subscribeActivities } from 'mock/db/lookups';
import type { SubscribeMessageValue } from 'src-services/lookups';
import { chooseOption, expectFormErrors, renderInForm } from 'test/editorTesting';
import { SubscribeMessageFields } from './SubscribeMessageFields';

installMockBackend();

beforeEach(async () => {
  await signIn('admin');
});

function renderMessage(initial?: Partial<SubscribeMessageValue>) {
  const { user, submit, submitted, lastValue } = renderInForm(<SubscribeMessageFields name={['message']} />, {
    message: initial,
  });
  const message = async () => (await lastValue('message')) as SubscribeMessageValue | undefined;
  return { user, submit, message, submitted };
}

/** A field's text entered at once: each keystroke would validate the form again, and the keys are not tested. */
const enter = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const activityOf = (templateId: string) =>
  subscribeActivities().findOne((activity) => activity.tpl_id === templateId) as { id: string; name: string };

describe('SubscribeMessageFields', () => {
  it('sets the activity and its template, fills the placeholders and previews the message', async () => {
    const { user, submit, message } = renderMessage();
    const activity = activityOf('tpl-activity-start');
    await chooseOption(user, 'Activity', activity.name);
    await screen.findByDisplayValue('tpl-activity-start');
    expect(screen.getByRole('figure', { name: 'Phone preview' })).toHaveTextContent(
      'Activity start reminder',
    );

    enter(screen.getByLabelText('Activity', { selector: 'input#message_data_thing1_value' }), 'Spring ride');
    enter(screen.getByLabelText('Start time'), '2025-06-01 09:00');
    enter(screen.getByLabelText('Place'), 'Shanghai');
    enter(screen.getByLabelText('Remark'), 'Bring a helmet');
    enter(screen.getByLabelText('Page path'), '/pages/index/index');
    await user.click(screen.getByRole('radio', { name: 'Trial' }));
    await chooseOption(user, 'Language', 'English (en_US)');
    expect(screen.getByRole('figure', { name: 'Phone preview' })).toHaveTextContent('Spring ride');
    await submit();
    expect(await message()).toEqual({
      subscribe_msg_activity_id: activity.id,
      template_id: 'tpl-activity-start',
      data: {
        thing1: { value: 'Spring ride' },
        time2: { value: '2025-06-01 09:00' },
        thing3: { value: 'Shanghai' },
        thing4: { value: 'Bring a helmet' },
      },
      page: '/pages/index/index',
      miniprogramState: 'trail',
      lang: 'en_US',
    });
  });

  it("shows each placeholder type's tip when its value does not fit", async () => {
    const { submit } = renderMessage({
      subscribe_msg_activity_id: activityOf('tpl-reservation-result').id,
      template_id: 'tpl-reservation-result',
      data: {},
      page: '/pages/index/',
      miniprogramState: 'formal',
      lang: 'zh_CN',
    });
    enter(await screen.findByLabelText('Name'), 'n'.repeat(21));
    enter(screen.getByLabelText('Phone'), '1'.repeat(18));
    enter(screen.getByLabelText('Plate'), 'A12345');
    enter(screen.getByLabelText('Status'), 'OK');
    enter(screen.getByLabelText('Queue'), 'third');
    await submit();
    await expectFormErrors(
      'A name of up to 20 characters',
      'A phone number of up to 17 characters',
      'A licence plate of 7 or 8 characters, e.g. 粤A8Z888',
      '1 to 5 Chinese characters',
      'Digits, with decimals if needed, up to 32 characters',
      'possible path error, contains spaces, illegal characters, etc.',
    );
  });

  it('keeps both ids when the data is edited, and empties the message when the activity is cleared', async () => {
    const activity = activityOf('tpl-verification');
    const { user, submit, message } = renderMessage({
      subscribe_msg_activity_id: activity.id,
      template_id: 'tpl-verification',
      data: { letter1: { value: 'A' }, symbol2: { value: '+' }, note3: { value: 'x' } },
      page: '/pages/index/index',
      miniprogramState: 'formal',
      lang: 'zh_CN',
    });
    enter(await screen.findByLabelText('Note'), 'xyz');
    await submit();
    expect(await message()).toMatchObject({
      subscribe_msg_activity_id: activity.id,
      template_id: 'tpl-verification',
      data: { note3: { value: 'xyz' } },
    });

    await user.hover(screen.getByLabelText('Activity'));
    await user.click(document.querySelector('.ant-select-clear') as HTMLElement);
    await waitFor(() => expect(screen.queryByLabelText('Note')).not.toBeInTheDocument());
    await submit();
    await screen.findByText('Please choose an activity');
    expect(screen.getByLabelText('Template')).toHaveValue('');
  });
});
