/** `/vehicle` opens the first tab the operator may see; an operator with none of them does not get in. */
import { screen, waitFor } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { openAppAs, PAGE_LOAD } from 'test/openApp';

installMockBackend();

describe('/vehicle', () => {
  it('opens the motorcycle tab for an operator who may search everything', async () => {
    const { router } = await openAppAs('viewer', '/vehicle');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicle/motorcycle'), PAGE_LOAD);
    expect(await screen.findByRole('link', { name: 'User Garages' }, PAGE_LOAD)).toBeInTheDocument();
  });

  it('lets in no operator without any of its tabs', async () => {
    const { router } = await openAppAs('club', '/vehicle');
    expect(
      await screen.findByText('Sorry, you are not authorized to access this page.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vehicle');
  });
});
