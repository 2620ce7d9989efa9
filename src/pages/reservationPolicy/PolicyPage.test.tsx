import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { renderApp } from 'test/renderApp';
import { pasteIntoRichText } from 'test/richText';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { policies } from 'mock/db/config';

const server = installMockBackend();
configure({ asyncUtilTimeout: 10_000 });

async function openPolicy(path: string, role: 'admin' | 'viewer' = 'admin') {
  await signIn(role);
  const view = renderApp(path);
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const preview = () => screen.getByTestId('policy-preview');

describe('the reservation policy page', () => {
  it('loads the policy into the editor and the preview, and saves it', async () => {
    const { user } = await openPolicy('/reservation-center/policy/policy-test-ride');
    await waitFor(() =>
      expect(preview()).toHaveTextContent('Bring a valid driving licence for motorcycles.'),
    );
    // The preview and the editor (its own lazy chunk) both show it.
    await waitFor(() =>
      expect(screen.getAllByText('Bring a valid driving licence for motorcycles.')).toHaveLength(2),
    );
    expect(screen.getByRole('link', { name: 'Reservation Policy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Save Successfully');
  });

  it("says 'Save failed, please try again later' when the save fails", async () => {
    server.use(
      http.post('*/api/v1/reservation-center/policy/save', () =>
        HttpResponse.json({ code: 500, msg: 'database down', data: null }),
      ),
    );
    const { user } = await openPolicy('/reservation-center/policy/policy-test-ride');
    await waitFor(() => expect(preview()).toHaveTextContent('Test ride policy'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Save failed, please try again later');
  });

  it('does nothing when the save answers no id', async () => {
    server.use(
      http.post('*/api/v1/reservation-center/policy/save', () =>
        HttpResponse.json({ code: 200, msg: 'ok', data: null }),
      ),
    );
    const { user, router } = await openPolicy('/reservation-center/policy/policy-test-ride');
    await waitFor(() => expect(preview()).toHaveTextContent('Test ride policy'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading'),
    );
    expect(screen.queryByText('Save Successfully')).not.toBeInTheDocument();
    expect(screen.queryByText('Save failed, please try again later')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reservation-center/policy/policy-test-ride');
  });

  it("shows 'Error' in the preview when the policy is not loaded, and nothing of the policy before", async () => {
    const { router } = await openPolicy('/reservation-center/policy/policy-test-ride');
    await waitFor(() => expect(screen.getAllByText('Test ride policy')).toHaveLength(2));
    await act(() => router.navigate('/reservation-center/policy/no-such-policy'));
    await screen.findByText('Policy not found');
    expect(preview()).toHaveTextContent('Error');
    await waitFor(() => expect(screen.queryByText('Test ride policy')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('needs content before saving a new policy', async () => {
    const { user } = await openPolicy('/reservation-center/policy');
    await screen.findByText('New reservation policy');
    expect(preview()).toHaveTextContent('Error');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The policy content is required');
  });

  it('lets a reader of reservations see the policy without Save', async () => {
    await openPolicy('/reservation-center/policy/policy-privacy', 'viewer');
    await waitFor(() => expect(preview()).toHaveTextContent('Your phone number is used only'));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('is where the Reservation Center entry leads', async () => {
    const { router } = await openPolicy('/reservation-center');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservation-center/policy'));
  });

  it('keeps a policy being edited through an expired session and offers it back after the next login', async () => {
    const path = '/reservation-center/policy/policy-test-ride';
    const { user, router } = await openPolicy(path);
    await waitFor(() => expect(screen.getAllByText('Test ride policy')).toHaveLength(2));
    await pasteIntoRichText(screen.getByRole('main'), 'Typed before expiry. ');
    await expireSessions();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await signInAgain(router, user, path);

    await screen.findByText('Unsaved changes were kept', {}, { timeout: 20_000 });
    expect(preview()).not.toHaveTextContent('Typed before expiry');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await screen.findByText(/^Typed before expiry\. Test ride policy/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Save Successfully');
    expect(policies().get('policy-test-ride')?.content).toContain('Typed before expiry. Test ride policy');
  });
});
