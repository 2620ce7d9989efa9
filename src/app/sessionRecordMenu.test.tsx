import { screen, waitFor } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { installMockBackend } from 'mock/node';
import { openAppAs, PAGE_LOAD } from 'test/openApp';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

installMockBackend();

describe('the session record in the account menu', () => {
  it('downloads a Redux DevTools file named with the date and time, holding no e-mail address', async () => {
    const { user } = await openAppAs('admin', '/account');
    await screen.findByText('My account', {}, PAGE_LOAD);

    await user.hover(screen.getByRole('button', { name: /Wang Lei/ }));
    await user.click(await screen.findByText('Download session record'));

    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, name] = jest.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^session-record-\d{4}-\d{2}-\d{2}_\d{6}\.json$/);
    const text = new TextDecoder().decode(await blob.arrayBuffer());
    const file = JSON.parse(text) as {
      payload: string;
      preloadedState: string;
      sessionRecord: { route: string; locale: string; version: string; lastState: unknown };
    };
    const types = (JSON.parse(file.payload) as { type: string }[]).map((action) => action.type);
    expect(types).toEqual(expect.arrayContaining(['session/checkRequested', 'session/checkSucceeded']));
    expect(typeof JSON.parse(file.preloadedState)).toBe('object');
    expect(file.sessionRecord).toMatchObject({ route: '/account', locale: 'en-US', version: '0.1.0' });
    expect(file.sessionRecord.lastState).toHaveProperty('session.operator.email', '***');
    expect(text).not.toContain('admin@moto.example');
  });
});
