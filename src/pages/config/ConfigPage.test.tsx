import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CONFIG_ID, configs, type ConfigRecord } from 'mock/db/config';
import { installMockBackend } from 'mock/node';
import { call } from 'mock/testing';
import { signIn } from 'test/signIn';
import type { GlobalConfig } from 'src-services/config';
import { renderApp } from 'test/renderApp';
import { pasteIntoRichText } from 'test/richText';
import { expireSessions, signInAgain } from 'test/sessionEnd';

const server = installMockBackend();
// The whole app with antd forms in jsdom: validation messages take a moment on slow machines.
configure({ asyncUtilTimeout: 10_000 });

async function openConfig(role: 'admin' | 'viewer' = 'admin') {
  await signIn(role);
  const view = renderApp('/config');
  await screen.findByText('Global config', {}, { timeout: 20_000 });
  await waitFor(() =>
    expect(screen.getByLabelText('Client e-mail 1')).toHaveValue('dealer-service@moto.example'),
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save' }));

async function storedConfig(): Promise<GlobalConfig> {
  return (await call<GlobalConfig>('GET', '/api/v1/scrm/config/back')).data;
}

describe('the global config page', () => {
  it('shows the nine cards and, for an operator who may save, the Save button', async () => {
    await openConfig();
    for (const title of [
      'Terms and Protocols',
      'Mini-program menus',
      'Share info of the motorcycle list page',
      'Coupon configuration',
      'Community tag configuration',
      'Community popup action',
      'Community banners',
      'Garage',
      'Other config',
    ]) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Config' })).toBeInTheDocument();
  });

  it('shows no Save to an operator who may only read the config', async () => {
    await openConfig('viewer');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Client e-mail 1')).toBeDisabled();
  });

  it('asks for one e-mail at least, and a valid one, keeping everything typed', async () => {
    const { user } = await openConfig();
    await user.clear(screen.getByLabelText('Customer service time'));
    await user.type(screen.getByLabelText('Customer service time'), 'Weekends only');
    await user.click(screen.getByRole('button', { name: 'Remove e-mail 1' }));
    await save(user);
    await screen.findByText('Please config one email at least');

    await user.click(screen.getByRole('button', { name: /Add an e-mail/ }));
    await user.type(screen.getByLabelText('Client e-mail 1'), 'not-an-email');
    await save(user);
    await screen.findByText('Invalid email');
    expect(screen.getByLabelText('Customer service time')).toHaveValue('Weekends only');
    expect((await storedConfig()).business_time).toBe('Mon-Fri 09:00-18:00');
  });

  it('refuses stored image and video URLs that are neither uploads nor http(s) URLs', async () => {
    // Stored before the rule, or by a client that skipped it: the form says so instead of saving them again.
    const stored = configs().get(CONFIG_ID) as ConfigRecord;
    configs().update(CONFIG_ID, {
      shared: { ...stored.shared, image_url: 'data:image/svg+xml,<svg onload=alert(1)>' },
      sns_banners: [{ type: 'image', url: 'javascript:alert(1)', action: null }],
    });
    const { user } = await openConfig();
    await save(user);
    await waitFor(() =>
      expect(screen.getAllByText('Please upload a file or use an http(s) URL')).toHaveLength(2),
    );
    expect((await storedConfig()).sns_banners).toEqual([
      { type: 'image', url: 'javascript:alert(1)', action: null },
    ]);
  });

  it('limits the coupon messages to 20 characters and needs an expire day of 0 or more', async () => {
    const { user } = await openConfig();
    await user.clear(screen.getByLabelText('Expiry message'));
    await user.type(screen.getByLabelText('Expiry message'), 'x'.repeat(21));
    await user.clear(screen.getByLabelText('Pick-up message'));
    await user.type(screen.getByLabelText('Pick-up message'), 'y'.repeat(21));
    await user.clear(screen.getByLabelText('Expiry reminder (days before)'));
    await save(user);
    await waitFor(() =>
      expect(screen.getAllByText('The message can not exceed 20 characters')).toHaveLength(2),
    );
    await screen.findByText('Please input the expire day');

    await user.type(screen.getByLabelText('Expiry reminder (days before)'), '-1');
    await save(user);
    await screen.findByText('The expire day can not be less than 0');
    expect(screen.getByLabelText('Expiry message')).toHaveValue('x'.repeat(21));
  });

  it('allows 5 community tags at most', async () => {
    const { user } = await openConfig();
    const tags = screen.getByLabelText('Community tags');
    await waitFor(() =>
      expect(tags.closest('.ant-select')?.querySelectorAll('.ant-select-selection-item')).toHaveLength(3),
    );
    await user.click(tags);
    const chosen = new Set(
      Array.from(tags.closest('.ant-select')?.querySelectorAll('.ant-select-selection-item') ?? []).map(
        (item) => item.textContent,
      ),
    );
    const options = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).filter(
        (option) => !chosen.has(option.textContent),
      );
      if (found.length < 3) throw new Error('options not shown');
      return found;
    });
    for (const option of options.slice(0, 3)) await user.click(option);
    await save(user);
    await screen.findByText('You can select 5 tags at most');
  });

  it('needs a file for each banner', async () => {
    const { user } = await openConfig();
    await user.click(screen.getByRole('button', { name: /Add a banner/ }));
    expect(screen.getByText('Banner 1')).toBeInTheDocument();
    await save(user);
    await screen.findByText('Please upload the banner file');
  });

  it('saves the config and says so', async () => {
    const { user } = await openConfig();
    await user.clear(screen.getByLabelText('Customer service time'));
    await user.type(screen.getByLabelText('Customer service time'), 'Every day 08:00-22:00');
    await user.click(screen.getByRole('button', { name: /Add an e-mail/ }));
    await user.type(screen.getByLabelText('Client e-mail 2'), 'second@moto.example');
    await user.click(screen.getByRole('switch', { name: 'Loop the banners' }));
    await save(user);
    await screen.findByText('Saved successfully');
    const stored = await storedConfig();
    expect(stored).toMatchObject({
      business_time: 'Every day 08:00-22:00',
      moto_client_emails: ['dealer-service@moto.example', 'second@moto.example'],
      sns_banner_loop: false,
    });
  });

  it('shows the server refusal and keeps what was typed', async () => {
    server.use(
      http.post('*/api/v1/scrm/config/back/save', () =>
        HttpResponse.json({ code: 400, msg: 'Config is being edited elsewhere', data: null }),
      ),
    );
    const { user } = await openConfig();
    await user.clear(screen.getByLabelText('Customer service time'));
    await user.type(screen.getByLabelText('Customer service time'), 'Closed');
    await save(user);
    await screen.findByText('Config is being edited elsewhere');
    expect(screen.getByLabelText('Customer service time')).toHaveValue('Closed');
  });

  it('edits the terms in a modal and saves them on their own call', async () => {
    const { user } = await openConfig();
    await user.click(await screen.findByRole('button', { name: /Edit terms/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Protocols' });
    expect(
      await within(dialog).findByText('These terms govern the use of the member mini-program.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save terms' }));
    await screen.findByText('Terms saved');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saves once for two fast clicks on Save, which stays busy until the save is done', async () => {
    await openConfig();
    const saves: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/config/back/save')) saves.push(request.headers.get('x-request-id'));
    });
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveClass('ant-btn-loading');
    await screen.findByText('Saved successfully');
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    server.events.removeAllListeners();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toEqual(expect.any(String));
  });

  it('keeps every field changed through an expired session and offers them back after the next login', async () => {
    const { user, router } = await openConfig();
    const before = await storedConfig();
    await user.clear(screen.getByLabelText('Customer service time'));
    await user.type(screen.getByLabelText('Customer service time'), 'Typed before expiry');
    await user.clear(screen.getByLabelText('Expiry reminder (days before)'));
    await user.type(screen.getByLabelText('Expiry reminder (days before)'), '9');
    await user.click(screen.getByLabelText('Sharing disabled'));
    await expireSessions();
    await save(user);
    await signInAgain(router, user, '/config');

    await screen.findByText('Unsaved changes were kept', {}, { timeout: 20_000 });
    expect(screen.getByLabelText('Customer service time')).toHaveValue('Mon-Fri 09:00-18:00');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Customer service time')).toHaveValue('Typed before expiry');
    expect(screen.getByLabelText('Expiry reminder (days before)')).toHaveValue('9');
    expect(screen.getByLabelText('Sharing disabled')).toHaveAttribute(
      'aria-checked',
      String(!before.shared.disabled),
    );
    expect(screen.queryByText('Unsaved changes were kept')).not.toBeInTheDocument();

    await save(user);
    await screen.findByText('Saved successfully');
    const stored = await storedConfig();
    expect(stored.business_time).toBe('Typed before expiry');
    expect(stored.coupon_subscribe.expire_day).toBe(9);
    expect(stored.shared.disabled).toBe(!before.shared.disabled);
  });

  it('keeps the terms being written through an expired session and offers them back', async () => {
    const { user, router } = await openConfig();
    await user.click(await screen.findByRole('button', { name: /Edit terms/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Protocols' });
    await within(dialog).findByText('These terms govern the use of the member mini-program.');
    await pasteIntoRichText(dialog, 'Typed before expiry. ');
    await expireSessions();
    await user.click(within(dialog).getByRole('button', { name: 'Save terms' }));
    await signInAgain(router, user, '/config');

    const terms = (await screen.findByText('Unsaved changes were kept', {}, { timeout: 20_000 })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(terms).getByText('Terms and Protocols')).toBeInTheDocument();
    await user.click(within(terms).getByRole('button', { name: 'Restore' }));
    const restored = await screen.findByRole('dialog', { name: 'Terms and Protocols' });
    await within(restored).findByText(/^Typed before expiry\. User terms/);
    await user.click(within(restored).getByRole('button', { name: 'Save terms' }));
    await screen.findByText('Terms saved');
    const stored = await call<{ content: string }>('GET', '/api/v1/scrm/config/tc');
    expect(stored.data.content).toContain('Typed before expiry. User terms');
  });
});
