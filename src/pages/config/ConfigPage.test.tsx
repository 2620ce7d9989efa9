/**
 * The global config page as an operator uses it: the cards, each field wired to its rule (the rules and their
 * messages are config/globalConfig.test.ts and the mock's), the save, and the drafts of the fields and of the
 * terms kept through an expired session (the whole app: the login page brings the operator back).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONFIG_ID, configs, type ConfigRecord } from 'mock/db/config';
import { tagCenterTags } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import { call, refusedOnce } from 'mock/testing';
import type { GlobalConfig } from 'src-services/config';
import type { DemoRole } from 'test/signIn';
import { openAppAs, PAGE_LOAD } from 'test/openApp';
import { renderPage } from 'test/renderPage';
import { pasteIntoRichText } from 'test/richText';
import { buttonByText, field } from 'test/queries';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import ConfigPage from './ConfigPage';

const server = installMockBackend();

/** The form is filled once the config is in. */
const loaded = () =>
  waitFor(() => expect(field('Client e-mail 1')).toHaveValue('dealer-service@moto.example'), PAGE_LOAD);

async function openConfig(account: DemoRole = 'admin') {
  const view = await renderPage(<ConfigPage />, { path: '/config', account });
  await screen.findByText('Global config', {}, PAGE_LOAD);
  await loaded();
  return view;
}

/** Opens the whole app at the config, for what the shell does when the session ends. */
async function openAppAtConfig() {
  const view = await openAppAs('admin', '/config');
  await screen.findByText('Global config', {}, PAGE_LOAD);
  await loaded();
  return view;
}

const save = () => fireEvent.click(buttonByText('Save'));

/**
 * The control a label (its `for`) or an aria-label names: on a page this large getByLabelText reads every label's
 * control for every element, a tenth of a second a query.
 */

/** Typing is not what these cases check: each field gets its whole text at once. */
const enter = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function storedConfig(): Promise<GlobalConfig> {
  return (await call<GlobalConfig>('GET', '/api/v1/scrm/config/back')).data;
}

describe('the global config page', () => {
  it('shows the nine cards and Save, and each field’s rule at once on Save, keeping what was typed', async () => {
    // Stored before the rules, or by a client that skipped them: the form says so instead of saving them again.
    const stored = configs().get(CONFIG_ID) as ConfigRecord;
    const moreTags = tagCenterTags()
      .all()
      .filter((tag) => !stored.feed_tag.ids.includes(tag.id))
      .slice(0, 3);
    configs().update(CONFIG_ID, {
      shared: { ...stored.shared, image_url: 'data:image/svg+xml,<svg onload=alert(1)>' },
      sns_banners: [{ type: 'image', url: 'javascript:alert(1)', action: null }],
      feed_tag: { ids: [...stored.feed_tag.ids, ...moreTags.map((tag) => tag.id)] },
    });
    await openConfig();
    const titles = Array.from(
      document.querySelectorAll('.ant-card-head-title'),
      (title) => title.textContent,
    );
    expect(titles).toEqual(
      expect.arrayContaining([
        'Terms and Protocols',
        'Mini-program menus',
        'Share info of the motorcycle list page',
        'Coupon configuration',
        'Community tag configuration',
        'Community popup action',
        'Community banners',
        'Garage',
        'Other config',
      ]),
    );

    enter('Customer service time', 'Weekends only');
    fireEvent.click(screen.getByRole('button', { name: 'Remove e-mail 1' }));
    fireEvent.click(buttonByText(/Add an e-mail/));
    enter('Expiry message', 'x'.repeat(21));
    enter('Pick-up message', 'y'.repeat(21));
    enter('Expiry reminder (days before)', '');
    // Its text is not in a span of its own.
    fireEvent.click(screen.getByText(/Add a banner/, { selector: 'button' }));
    expect(screen.getByText('Banner 2')).toBeInTheDocument();
    save();
    await screen.findByText('Please config one email at least');
    // The blank row is no address: both its rules say so.
    expect(await screen.findAllByText('Invalid email')).not.toHaveLength(0);
    for (const [text, times] of [
      ['The message can not exceed 20 characters', 2],
      ['Please input the expire day', 1],
      ['You can select 5 tags at most', 1],
      ['Please upload the banner file', 1],
      ['Please upload a file or use an http(s) URL', 2],
    ] as const)
      await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(times));
    expect(field('Customer service time')).toHaveValue('Weekends only');
    expect(field('Expiry message')).toHaveValue('x'.repeat(21));
    expect(await storedConfig()).toMatchObject({
      business_time: 'Mon-Fri 09:00-18:00',
      sns_banners: [{ type: 'image', url: 'javascript:alert(1)', action: null }],
    });
  });

  it('shows no Save to an operator who may only read the config', async () => {
    await openConfig('viewer');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(field('Client e-mail 1')).toBeDisabled();
  });

  it('shows the server refusal keeping what was typed, then saves once for two fast clicks, busy until done', async () => {
    server.use(
      refusedOnce('post', '*/api/v1/scrm/config/back/save', 400, 'Config is being edited elsewhere'),
    );
    await openConfig();
    enter('Customer service time', 'Every day 08:00-22:00');
    fireEvent.click(buttonByText(/Add an e-mail/));
    enter('Client e-mail 2', 'second@moto.example');
    fireEvent.click(screen.getByRole('switch', { name: 'Loop the banners' }));
    save();
    await screen.findByText('Config is being edited elsewhere');
    expect(field('Customer service time')).toHaveValue('Every day 08:00-22:00');
    expect(field('Client e-mail 2')).toHaveValue('second@moto.example');

    const saves: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/config/back/save')) saves.push(request.headers.get('x-request-id'));
    });
    const button = buttonByText('Save');
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveClass('ant-btn-loading');
    await screen.findByText('Updated successfully');
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    server.events.removeAllListeners();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toEqual(expect.any(String));
    expect(await storedConfig()).toMatchObject({
      business_time: 'Every day 08:00-22:00',
      moto_client_emails: ['dealer-service@moto.example', 'second@moto.example'],
      sns_banner_loop: false,
    });
  });
});

describe('the global config page when the session expires', () => {
  it('keeps the fields changed and the terms being written in their modal, offers both back after the next login, and saves each on its own call', async () => {
    const { user, router } = await openAppAtConfig();
    expect(screen.getByRole('link', { name: 'Config' })).toBeInTheDocument();
    const before = await storedConfig();
    enter('Customer service time', 'Typed before expiry');
    enter('Expiry reminder (days before)', '9');
    fireEvent.click(screen.getByLabelText('Sharing disabled'));
    fireEvent.click(await screen.findByRole('button', { name: /Edit terms/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Protocols' });
    await within(dialog).findByText('These terms govern the use of the member mini-program.');
    await pasteIntoRichText(dialog, 'Typed before expiry. ');
    await expireSessions();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save terms' }));
    await signInAgain(router, user, '/config');

    // The fields' notice and the terms' each come once their own load is in.
    await waitFor(() => expect(screen.getAllByText('Unsaved changes were kept')).toHaveLength(2), PAGE_LOAD);
    const notices = screen
      .getAllByText('Unsaved changes were kept')
      .map((title) => title.closest('.ant-alert') as HTMLElement);
    const terms = notices.find((notice) => notice.closest('.ant-card'))!;
    expect(
      within(terms.closest('.ant-card') as HTMLElement).getByText('Terms and Protocols'),
    ).toBeInTheDocument();
    const fields = notices.find((notice) => notice !== terms)!;

    expect(screen.getByLabelText('Customer service time')).toHaveValue('Mon-Fri 09:00-18:00');
    fireEvent.click(within(fields).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Customer service time')).toHaveValue('Typed before expiry'),
    );
    expect(screen.getByLabelText('Expiry reminder (days before)')).toHaveValue('9');
    expect(screen.getByLabelText('Sharing disabled')).toHaveAttribute(
      'aria-checked',
      String(!before.shared.disabled),
    );
    expect(screen.getAllByText('Unsaved changes were kept')).toHaveLength(1);
    save();
    await screen.findByText('Updated successfully');
    const stored = await storedConfig();
    expect(stored.business_time).toBe('Typed before expiry');
    expect(stored.coupon_subscribe.expire_day).toBe(9);
    expect(stored.shared.disabled).toBe(!before.shared.disabled);

    fireEvent.click(within(terms).getByRole('button', { name: 'Restore' }));
    const restored = await screen.findByRole('dialog', { name: 'Terms and Protocols' });
    await within(restored).findByText(/^Typed before expiry\. User terms/);
    fireEvent.click(within(restored).getByRole('button', { name: 'Save terms' }));
    await screen.findByText('Terms saved');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Unsaved changes were kept')).not.toBeInTheDocument();
    const storedTerms = await call<{ content: string }>('GET', '/api/v1/scrm/config/tc');
    expect(storedTerms.data.content).toContain('Typed before expiry. User terms');
  });
});
