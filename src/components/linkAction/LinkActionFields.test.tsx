import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { FIXED_NOW } from 'mock/db/core';
import { floors, subscribeActivities } from 'mock/db/lookups';
import type { LinkAction } from 'src-services/config';
import { chooseOption, expectFormErrors, openOptions, renderInForm } from 'test/editorTesting';
import { LinkActionFields } from './LinkActionFields';

installMockBackend();

beforeEach(async () => {
  jest.spyOn(Date, 'now').mockReturnValue(FIXED_NOW * 1000);
  await signIn('admin');
});
afterEach(() => jest.restoreAllMocks());

function renderAction(initial?: Partial<LinkAction> | null) {
  const { user, submit, submitted, lastValue } = renderInForm(<LinkActionFields name={['action']} />, {
    action: initial,
  });
  const action = async () => (await lastValue('action')) as LinkAction;
  return { user, submit, action, submitted };
}

const chooseType = (user: UserEvent, label: RegExp) => chooseOption(user, 'Action type', label);
/** A field's text entered at once: each keystroke would validate the form again, and the keys are not tested. */
const enter = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LinkActionFields', () => {
  it('has no action until a type is chosen', async () => {
    const { submit, action } = renderAction(null);
    await submit();
    expect(await action()).toBeFalsy();
    expect(screen.queryByLabelText('Tracking name')).not.toBeInTheDocument();
  });

  it('navigateTo: needs a page, then the render page it opens', async () => {
    const { user, submit, action, submitted } = renderAction();
    await chooseType(user, /navigateTo/);
    await submit();
    await screen.findByText('Please choose a page');
    await chooseOption(user, 'Page', 'Render page');
    await submit();
    await screen.findByText('Please input the page id');
    expect(submitted).toHaveLength(0);
    const floor = floors().find((item) => item.type === 'render' && item.visible !== false)[0];
    await chooseOption(user, 'Floor', floor.title);
    enter('Tracking name', 'banner_click');
    await user.click(screen.getByRole('switch', { name: 'Needs login' }));
    await submit();
    expect(await action()).toMatchObject({
      type: 'navigateTo',
      page: 'render',
      params: { id: floor.id },
      tracking_name: 'banner_click',
      needLogin: true,
    });
  });

  it('navigateTo the webview: needs an http(s) URL', async () => {
    const { submit, action } = renderAction({ type: 'navigateTo', page: 'webview' });
    await submit();
    await screen.findByText('Please input the URL');
    enter('URL', 'javascript:alert(1)');
    await submit();
    await screen.findByText('Please input a valid http(s) URL');
    enter('URL', 'https://moto.example/news');
    await submit();
    expect(await action()).toMatchObject({ page: 'webview', params: { url: 'https://moto.example/news' } });
  });

  it('redirectTo a record page: needs its id', async () => {
    const { submit, action } = renderAction({ type: 'redirectTo', page: 'reservationDetail' });
    await submit();
    await screen.findByText('Please input the page id');
    enter('Page id', 'r-42');
    await submit();
    expect(await action()).toMatchObject({
      type: 'redirectTo',
      page: 'reservationDetail',
      params: { id: 'r-42' },
    });
  });

  it('switchTab: offers only the tab pages', async () => {
    const { user, submit, action } = renderAction({ type: 'switchTab' });
    await user.click(screen.getByLabelText('Page'));
    await waitFor(() => expect(openOptions().length).toBeGreaterThan(0));
    expect(openOptions()).toEqual(['Home', 'My account', 'Motorcycle list', 'Community']);
    await chooseOption(user, 'Page', 'Community');
    await submit();
    expect(await action()).toMatchObject({ type: 'switchTab', page: 'community' });
  });

  it("openLocation: needs latitude and longitude (their ranges are LocationFields.test.tsx's)", async () => {
    const { submit, action } = renderAction({ type: 'openLocation' });
    await submit();
    await expectFormErrors('Please input the latitude', 'Please input the longitude');
    enter('Latitude', '31.2');
    enter('Longitude', '121.5');
    enter('Location name', 'Dealer');
    await submit();
    expect(await action()).toMatchObject({
      type: 'openLocation',
      latitude: 31.2,
      longitude: 121.5,
      name: 'Dealer',
    });
  });

  it('makePhoneCall: needs a phone number', async () => {
    const { submit, action } = renderAction({ type: 'makePhoneCall' });
    await submit();
    await screen.findByText('Please input the phone number');
    enter('Phone number', 'call me');
    await submit();
    await screen.findByText('Invalid phone number');
    enter('Phone number', '400-800-1234');
    await submit();
    expect(await action()).toMatchObject({ type: 'makePhoneCall', phoneNumber: '400-800-1234' });
  });

  it('subscribeMessage: pairs an activity with its template, one to three of them', async () => {
    const { user, submit, action } = renderAction();
    await chooseType(user, /subscribeMessage/);
    await submit();
    await screen.findByText('Please choose a subscribe message activity');
    const activity = subscribeActivities().all()[1];
    const placeholder = screen.getAllByText('Subscribe message activity')[0];
    await user.click(placeholder.closest('.ant-select-selector') as HTMLElement);
    const option = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
        (element) => element.textContent?.includes(activity.name),
      );
      if (!found) throw new Error('option not shown');
      return found;
    });
    await user.click(option);
    await screen.findByDisplayValue(activity.tpl_id);
    await submit();
    expect(await action()).toMatchObject({
      type: 'subscribeMessage',
      subscribeMessage: [{ activity: activity.id, template: activity.tpl_id }],
    });

    const add = () => screen.getByRole('button', { name: /Add a subscribe message/ });
    fireEvent.click(add());
    fireEvent.click(add());
    const removes = screen.getAllByRole('button', { name: 'Remove this subscribe message' });
    expect(removes).toHaveLength(3);
    expect(add()).toBeDisabled();
    for (const remove of removes) fireEvent.click(remove);
    await submit();
    await screen.findByText('Please add at least one subscribe message');
  });

  it('navigateToMiniProgram: needs a valid AppID', async () => {
    const { submit, action } = renderAction({ type: 'navigateToMiniProgram' });
    await submit();
    await screen.findByText('Please input the AppID');
    enter('AppID', 'wx123');
    await submit();
    await screen.findByText('Invalid AppID');
    enter('AppID', 'wx0123456789abcdef');
    enter('Path', 'pages/index/index');
    await submit();
    expect(await action()).toMatchObject({ appId: 'wx0123456789abcdef', path: 'pages/index/index' });
  });

  it('copyToClipboard: needs the text', async () => {
    const { submit, action } = renderAction({ type: 'copyToClipboard' });
    enter('Text to copy', '   ');
    await submit();
    await screen.findByText('Please input the text to copy');
    enter('Text to copy', '   MOTO2025');
    await submit();
    expect(await action()).toMatchObject({ type: 'copyToClipboard', text: '   MOTO2025' });
  });

  it("drops the old type's fields on a type change and keeps the tracking fields", async () => {
    const { user, submit, action } = renderAction({
      type: 'makePhoneCall',
      phoneNumber: '400',
      tracking_id: 't-1',
    });
    await chooseType(user, /copyToClipboard/);
    enter('Text to copy', 'x');
    await submit();
    const result = await action();
    expect(result).toMatchObject({ type: 'copyToClipboard', text: 'x', tracking_id: 't-1' });
    expect(result.phoneNumber).toBeUndefined();
  });
});
