/** The Regular Riding List: figures as the spec shows them, the marks drawer, the blacklist, a deleted ride. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { rides, type RideRecord } from 'mock/db/rides';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import RideListPage from './RideListPage';

installMockBackend();

const regular = () =>
  [...rides().all()]
    .filter((ride) => ride.mileage > 1000 && ride.duration > 60 && !ride.black && !ride.deleted)
    .sort((a, b) => b.updated_at - a.updated_at);

const rowOfRide = (id: string) =>
  screen.getAllByRole('row').find((row) => row.getAttribute('data-row-key') === id) as HTMLElement;

async function openList(path = '/riding/regular/list', account: 'admin' | 'viewer' = 'admin') {
  await renderPage(<RideListPage />, { path, account });
  await screen.findByTestId('list-total', {}, PAGE_LOAD);
}

describe('the regular riding list', () => {
  it('shows km with up to 2 decimals, HH:MM:SS and an ended ride as Over', async () => {
    const ride = regular()[0];
    rides().update(ride.id, { mileage: 12345, duration: 3725, state: 'over' });
    await openList();
    const row = rowOfRide(ride.id);
    expect(within(row).getByText('12.35')).toBeInTheDocument();
    expect(within(row).getByText('01:02:05')).toBeInTheDocument();
    expect(within(row).getByText('Over')).toBeInTheDocument();
  });

  it('shows a ride’s marks in the side drawer', async () => {
    const ride = regular().find((entry) => entry.marks.length > 0) as RideRecord;
    rides().update(ride.id, { updated_at: ride.updated_at + 10 ** 6 });
    await openList();
    fireEvent.click(within(rowOfRide(ride.id)).getByRole('button', { name: `Marks (${ride.marks.length})` }));
    const drawer = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(drawer).getByText(`Marks of the ride by ${ride.nick_name}`)).toBeInTheDocument();
    expect(within(drawer).getAllByText(ride.marks[0].description).length).toBeGreaterThan(0);
  });

  it('blacklists a ride after a confirmation: "update successfully", and it leaves the list', async () => {
    const ride = regular()[0];
    await openList();
    fireEvent.click(within(rowOfRide(ride.id)).getByRole('button', { name: 'Add to blacklist' }));
    const confirm = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(
      within(confirm).getByText('Add this ride to the blacklist?', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Add to blacklist' }));
    expect(await screen.findByText('update successfully', {}, PAGE_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(rowOfRide(ride.id)).toBeUndefined(), PAGE_LOAD);
    expect(rides().get(ride.id)?.black).toBe(true);
  });

  it('shows one deleted ride by ?id= with no actions, only its History', async () => {
    const deleted = rides().findOne((ride) => ride.deleted) as RideRecord;
    await openList(`/riding/regular/list?id=${deleted.id}`);
    expect(screen.getByText(`Showing the ride ${deleted.id} only`)).toBeInTheDocument();
    const row = rowOfRide(deleted.id);
    expect(within(row).getByText('Deleted')).toBeInTheDocument();
    // Only its History, which says who deleted it.
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['History']);
    fireEvent.click(within(row).getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: `History of ${deleted.nick_name}` }, PAGE_LOAD);
    // The seeded delete is in its trail, as a delete through the page would be.
    expect(await within(history).findByText('Deleted', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(
      within(history).getByText(/^王磊 Wang Lei · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    ).toBeInTheDocument();
  });

  it('takes a blacklisted ride off the blacklist from its own view, and its History says who did it', async () => {
    const black = rides().findOne((ride) => ride.black && !ride.deleted) as RideRecord;
    await openList(`/riding/regular/list?id=${black.id}`);
    const row = rowOfRide(black.id);
    expect(within(row).getByText('Blacklisted')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove from blacklist' }));
    const confirm = await screen.findByRole('dialog', {}, PAGE_LOAD);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove from blacklist' }));
    expect(await screen.findByText('update successfully', {}, PAGE_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(within(rowOfRide(black.id)).queryByText('Blacklisted')).toBeNull(), PAGE_LOAD);
    fireEvent.click(within(rowOfRide(black.id)).getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: `History of ${black.nick_name}` }, PAGE_LOAD);
    expect(await within(history).findByText('Removed from the blacklist', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(
      within(history).getByText(/^王磊 Wang Lei · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    ).toBeInTheDocument();
  });

  it('offers a reader the marks but neither delete nor the blacklist', async () => {
    const ride = regular()[0];
    await openList('/riding/regular/list', 'viewer');
    const row = rowOfRide(ride.id);
    expect(within(row).getByRole('button', { name: /^Marks/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Delete|blacklist/ })).toBeNull();
  });
});
