/**
 * The reservation records as an operator sees them: a column per form field, status tags, the tabs, filters, a
 * form that could not be loaded, Export (the record search's privilege) and whole identity numbers only with their
 * privileges. One render a tab.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import { CONFIG_ID, configs } from 'mock/db/config';
import { reservationActivities } from 'mock/db/lookups';
import { reservationRecords } from 'mock/db/reservations';
import type { FormField } from 'config/formFields';
import { ALL_PRIVILEGES, PRIVILEGES } from 'config/privileges';
import { localeChosen } from 'src-models/preferences';
import { framePrivilegesReceived } from 'src-models/session';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import { shows } from 'test/queries';
import HasDealerPage from './HasDealerPage';
import NoDealerPage from './NoDealerPage';

const server = installMockBackend();

const config = () => configs().get(CONFIG_ID)!;
const recordsOf = (activityId: string) =>
  reservationRecords().find((record) => record.activity_id === activityId);

/** Waits until the list shows every record of the activity. */
const listed = (activityId: string) =>
  waitFor(
    () => expect(screen.getByTestId('list-total')).toHaveTextContent(String(recordsOf(activityId).length)),
    PAGE_LOAD,
  );

/** antd selects open on mouse down and list their options in a portal. */
async function choose(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  fireEvent.click(await shows(() => screen.queryAllByTitle(option).at(-1) ?? null));
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');

describe('the Has Dealer tab', () => {
  it('says why when the form could not be loaded and loads it on Retry, has a column per field of its form, filters by the referer, and shows each answer in the operator’s words in both languages', async () => {
    server.use(refusedOnce('get', '*/api/v1/reservation-center/activity/:id', 500, 'form store down'));
    const activityId = config().reservation_activity_id!;
    // A record whose pictures are no http(s) URLs: they are never loaded.
    const [unsafe, ...older] = recordsOf(activityId).sort((a, b) => b.created_at - a.created_at);
    const pictured = older.slice(0, 19).find((record) => record.mini_profile?.avatar_url)!;
    reservationRecords().update(unsafe.id, {
      metadata: { ...unsafe.metadata, motorcycle_image: 'javascript:alert(1)' },
      mini_profile: { ...unsafe.mini_profile, avatar_url: 'data:image/png;base64,AA==' },
    });
    const { store } = await renderPage(<HasDealerPage />, {
      path: '/reservation/list/has-dealer',
      account: 'admin',
    });
    expect(
      await shows(() => screen.queryByText('The reservation form could not be loaded')),
    ).toBeInTheDocument();
    expect(screen.getByText('form store down')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await listed(activityId);

    const form = reservationActivities().get(activityId)!.form_fields as FormField[];
    const shown = headers();
    expect(form).toHaveLength(30);
    // The first eight answers; the others, and the ids, wait in the column setting.
    const answers = form.map((field) => field.config?.translation?.en);
    for (const title of answers.slice(0, 8)) expect(shown).toContain(title);
    for (const title of [...answers.slice(8), 'OpenID', 'UnionID']) expect(shown).not.toContain(title);
    const titles = ['Created At', 'Status', 'Store', 'Motorcycle', 'Motorcycle image', 'Referer', 'Nickname'];
    for (const title of [...titles, 'Avatar']) expect(shown).toContain(title);

    // Who made a record and what it is about: the pictures small, with their words.
    const rowOf = (record: typeof unsafe) =>
      screen.getByText((record.form_data.name as { name: string }).name).closest('tr') as HTMLElement;
    const picturedRow = rowOf(pictured);
    expect(
      within(picturedRow).getByRole('img', { name: `Picture of ${pictured.metadata!.motorcycle_name}` }),
    ).toHaveAttribute('src', expect.stringMatching(/^http:\/\/.+\.svg$/));
    expect(
      within(picturedRow).getByRole('img', { name: `Avatar of ${pictured.mini_profile!.nickname}` }),
    ).toBeInTheDocument();
    const unsafeRow = rowOf(unsafe);
    expect(within(unsafeRow).queryByRole('img')).toBeNull();
    expect(unsafeRow.innerHTML).not.toMatch(/javascript:|data:image/);
    expect(screen.getByRole('link', { name: 'Has Dealer' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();

    // The referer filter, whose one option is the 2023-09 advertising campaign.
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(await shows(() => within(filters).queryByRole('button', { name: /Add condition/ })));
    await choose(within(filters).getByRole('combobox', { name: 'Field' }), 'Referer');
    const group = within(filters).getByRole('group', { name: 'Referer' });
    fireEvent.mouseDown(within(group).getByRole('combobox', { name: 'Value' }));
    await shows(() => screen.queryAllByTitle('Advertising campaign 2023-09')[0] ?? null);
    const menus = document.querySelectorAll('.ant-select-dropdown');
    const choices = menus[menus.length - 1].querySelectorAll('.ant-select-item-option');
    expect([...choices].map((choice) => choice.textContent)).toEqual(['Advertising campaign 2023-09']);
    await choose(within(group).getByRole('combobox', { name: 'Value' }), 'Advertising campaign 2023-09');
    fireEvent.click(within(filters).getByRole('button', { name: 'Run' }));
    const campaign = recordsOf(activityId).filter((record) => record.metadata?.referer === 'ad_2023_09');
    await shows(() => screen.queryByText(`Total ${campaign.length}`));
    expect(screen.getAllByText('Advertising campaign 2023-09', { selector: 'td' })).toHaveLength(
      Math.min(20, campaign.length),
    );

    // In Chinese: each answer in the operator’s words and the status as a tag.
    act(() => void store.dispatch(localeChosen('zh-CN')));
    const newest = campaign.sort((a, b) => b.created_at - a.created_at)[0];
    const row = screen
      .getByText((newest.form_data.name as { name: string }).name)
      .closest('tr') as HTMLElement;
    const gender = newest.form_data.gender === 'MALE' ? '男' : '女';
    expect(await shows(() => within(row).queryByText(gender))).toBeInTheDocument();
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
    // The admin holds the privilege that reads identity numbers whole.
    const identity = newest.form_data.identity as { id: string };
    expect(within(row).getByText(new RegExp(`: ${identity.id} `))).toBeInTheDocument();
    expect(headers()).toContain('试驾时段');
  });
});

describe('the No Dealer tab', () => {
  it('lists its own activity’s records without a store column, every field type a column (the first eight shown, the rest in the column setting), and Export only with the record search (ReservationCenterSearchRecord) the hosting frame sends', async () => {
    const { store } = await renderPage(<NoDealerPage />, {
      path: '/reservation/list/no-dealer',
      account: 'viewer',
    });
    const activityId = config().reservation_nostore_activity_id!;
    await listed(activityId);
    const form = reservationActivities().get(activityId)!.form_fields as FormField[];
    expect(new Set(form.map((field) => field.type)).size).toBe(18);
    const shown = headers();
    expect(shown).not.toContain('Store');
    expect(shown).toContain('Identity document');
    expect(screen.getByRole('link', { name: 'No Dealer' })).toHaveAttribute('aria-current', 'page');
    // Both tabs are the same records list (ReservationRecords): 02 §6 lists only the record search for them, and
    // Export is behind it, here the viewer's.
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    const send = (privileges: string[]) =>
      act(() => void store.dispatch(framePrivilegesReceived(privileges)));
    send([PRIVILEGES.reservationSearch]);
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();

    // Without ReservationCenterReadIdentity, identity numbers show only their first and last few characters.
    const table = screen.getByRole('table');
    const numbers = recordsOf(activityId).map((record) => (record.form_data.identity as { id: string }).id);
    for (const id of numbers) expect(table.textContent).not.toContain(id);
    const masked = numbers.map((id) => `${id.slice(0, 1)}${'*'.repeat(id.length - 3)}${id.slice(-2)}`);
    expect(masked.some((text) => table.textContent?.includes(text))).toBe(true);

    // A frame that sends every name but the record search: no Export (nor the records).
    send(ALL_PRIVILEGES.filter((name) => name !== PRIVILEGES.reservationSearch));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Export/ })).toBeNull());
  });
});
