/** The reservation records as an operator sees them: a column per form field, status tags, the tabs, filters. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { CONFIG_ID, configs } from 'mock/db/config';
import { reservationActivities } from 'mock/db/lookups';
import { reservationRecords } from 'mock/db/reservations';
import type { FormField } from 'config/formFields';
import type { LocaleCode } from 'src-locales/index';
import { renderPage } from 'test/renderPage';
import type { DemoRole } from 'test/signIn';
import { PAGE_LOAD } from 'test/openApp';
import HasDealerPage from './HasDealerPage';
import NoDealerPage from './NoDealerPage';

const server = installMockBackend();

const config = () => configs().get(CONFIG_ID)!;
const recordsOf = (activityId: string) =>
  reservationRecords().find((record) => record.activity_id === activityId);

async function open(
  tab: 'has-dealer' | 'no-dealer',
  account: DemoRole = 'admin',
  locale: LocaleCode = 'en-US',
) {
  const page = tab === 'has-dealer' ? <HasDealerPage /> : <NoDealerPage />;
  const view = await renderPage(page, { path: `/reservation/list/${tab}`, account, locale });
  const activityId =
    tab === 'has-dealer' ? config().reservation_activity_id! : config().reservation_nostore_activity_id!;
  await waitFor(
    () => expect(screen.getByTestId('list-total')).toHaveTextContent(String(recordsOf(activityId).length)),
    PAGE_LOAD,
  );
  return { ...view, activityId };
}

/** antd selects open on mouse down and list their options in a portal. */
async function choose(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');

describe('the Has Dealer tab', () => {
  it('has a column per field of its form, thirty of them, around the record’s own columns', async () => {
    const { activityId } = await open('has-dealer');
    const form = reservationActivities().get(activityId)!.form_fields as FormField[];
    const shown = headers();
    expect(form).toHaveLength(30);
    for (const field of form) expect(shown).toContain(field.config?.translation?.en);
    for (const title of ['Created At', 'Status', 'Store', 'Motorcycle', 'Referer', 'Nickname'])
      expect(shown).toContain(title);
    expect(screen.getByRole('link', { name: 'Has Dealer' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
  });

  it('shows each answer in the operator’s words and the status as a tag, in Chinese too', async () => {
    const { activityId } = await open('has-dealer', 'admin', 'zh-CN');
    const newest = recordsOf(activityId).sort((a, b) => b.created_at - a.created_at)[0];
    const row = screen
      .getByText((newest.form_data.name as { name: string }).name)
      .closest('tr') as HTMLElement;
    const gender = newest.form_data.gender === 'MALE' ? '男' : '女';
    expect(within(row).getByText(gender)).toBeInTheDocument();
    const statusWords: Record<string, string> = {
      pending: '待处理',
      approved: '已通过',
      rejected: '已拒绝',
      canceled: '已取消',
      complete: '已完成',
      noshow: '未到店',
    };
    expect(within(row).getByText(statusWords[newest.status])).toHaveClass('ant-tag');
    expect(within(row).getByText(newest.metadata!.store_name!)).toBeInTheDocument();
    // The field the product does not know shows what it holds.
    expect(within(row).getByText(/"stars":\d/)).toBeInTheDocument();
    expect(headers()).toContain('试驾时段');
  });

  it('filters by the referer, whose one option is the 2023-09 advertising campaign', async () => {
    const { activityId } = await open('has-dealer');
    const filters = () => screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(filters()).getByRole('button', { name: /Add condition/ }));
    await choose(within(filters()).getByRole('combobox', { name: 'Field' }), 'Referer');
    const row = within(filters()).getByRole('group', { name: 'Referer' });
    fireEvent.mouseDown(within(row).getByRole('combobox', { name: 'Value' }));
    await screen.findAllByTitle('Advertising campaign 2023-09');
    const menus = document.querySelectorAll('.ant-select-dropdown');
    const choices = menus[menus.length - 1].querySelectorAll('.ant-select-item-option');
    expect([...choices].map((choice) => choice.textContent)).toEqual(['Advertising campaign 2023-09']);
    await choose(within(row).getByRole('combobox', { name: 'Value' }), 'Advertising campaign 2023-09');
    fireEvent.click(within(filters()).getByRole('button', { name: 'Run' }));
    const campaign = recordsOf(activityId).filter((record) => record.metadata?.referer === 'ad_2023_09');
    await screen.findByText(`Total ${campaign.length}`, {}, PAGE_LOAD);
    expect(screen.getAllByText('Advertising campaign 2023-09', { selector: 'td' })).toHaveLength(
      Math.min(20, campaign.length),
    );
  });

  it('keeps the operator without the export privilege from exporting', async () => {
    await open('has-dealer', 'viewer');
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('says why when the form could not be loaded, and loads it on Retry', async () => {
    server.use(
      http.get(
        '*/api/v1/reservation-center/activity/:id',
        () => HttpResponse.json({ code: 500, msg: 'form store down', data: null }),
        {
          once: true,
        },
      ),
    );
    await renderPage(<HasDealerPage />, { path: '/reservation/list/has-dealer', account: 'admin' });
    expect(
      await screen.findByText('The reservation form could not be loaded', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('form store down')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(screen.getByTestId('list-total')).toBeInTheDocument(), PAGE_LOAD);
  });
});

describe('the No Dealer tab', () => {
  it('lists its own activity’s records without a store column, every field type a column', async () => {
    const { activityId } = await open('no-dealer');
    const form = reservationActivities().get(activityId)!.form_fields as FormField[];
    expect(new Set(form.map((field) => field.type)).size).toBe(18);
    expect(headers()).not.toContain('Store');
    expect(headers()).toContain('Identity document');
    expect(screen.getByRole('link', { name: 'No Dealer' })).toHaveAttribute('aria-current', 'page');
  });
});
