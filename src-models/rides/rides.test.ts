/** The Regular Riding List, delete and the blacklist, through the app's store and sagas, against the mock. */
import { installMockBackend } from 'mock/node';
import { rides, type RideRecord } from 'mock/db/rides';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import {
  formatDuration,
  formatMileage,
  oneRide,
  REGULAR_RIDES,
  rideActions,
  rideSelectors,
  updateBlackActions,
} from './index';

installMockBackend();

const isRegular = (ride: RideRecord) =>
  ride.mileage > 1000 && ride.duration > 60 && !ride.black && !ride.deleted;

async function listed(scope = REGULAR_RIDES) {
  const s = createNotedStore();
  s.dispatch(rideActions.searchRequested({ scope, query: [], page: 0 }));
  await waitForState(s, (root) => root.rides.search.status === 'succeeded');
  return s;
}

const firstRegular = () =>
  [...rides().all()].filter(isRegular).sort((a, b) => b.updated_at - a.updated_at)[0];

beforeEach(() => signIn('admin'));

describe('the regular riding list', () => {
  it('lists long enough rides, neither blacklisted nor deleted, newest update first', async () => {
    const s = await listed();
    const expected = [...rides().all()].filter(isRegular).sort((a, b) => b.updated_at - a.updated_at);
    // The seed holds rides of every other kind too, so the filter has something to leave out.
    expect(expected.length).toBeLessThan(rides().all().length);
    expect(s.getState().rides.total).toBe(expected.length);
    expect(rideSelectors.selectAll(s.getState()).map((ride) => ride.id)).toEqual(
      expected.slice(0, 20).map((ride) => ride.id),
    );
  });

  it('shows one ride by id, whatever its state', async () => {
    const deleted = rides().findOne((ride) => ride.deleted) as RideRecord;
    const s = await listed(oneRide(deleted.id));
    expect(rideSelectors.selectAll(s.getState())).toEqual([
      expect.objectContaining({ id: deleted.id, deleted: true }),
    ]);
  });
});

describe('the blacklist', () => {
  it('blacklists a ride with ids and black, says so, and the ride leaves the list', async () => {
    const s = await listed();
    const ride = firstRegular();
    s.dispatch(updateBlackActions.requested({ requestId: 'b1', id: ride.id, args: { black: true } }));
    await waitForState(s, (root) => root.rides.itemActions.updateBlack.status === 'succeeded');
    await waitForState(
      s,
      (root) => root.rides.search.status === 'succeeded' && !root.rides.ids.includes(ride.id),
    );
    expect(rides().get(ride.id)?.black).toBe(true);
    expect(s.notes).toEqual([['success', 'riding.updated']]);
  });

  it('takes a ride off the blacklist from its own view', async () => {
    const black = rides().findOne((ride) => ride.black && !ride.deleted) as RideRecord;
    const s = await listed(oneRide(black.id));
    s.dispatch(updateBlackActions.requested({ requestId: 'b2', id: black.id, args: { black: false } }));
    await waitForState(s, (root) => root.rides.itemActions.updateBlack.status === 'succeeded');
    expect(rides().get(black.id)?.black).toBe(false);
    await waitForState(s, (root) => root.rides.entities[black.id]?.black === false);
  });

  it('refuses a deleted ride with the server message, changing nothing', async () => {
    const deleted = rides().findOne((ride) => ride.deleted) as RideRecord;
    const s = await listed(oneRide(deleted.id));
    s.dispatch(updateBlackActions.requested({ requestId: 'b3', id: deleted.id, args: { black: true } }));
    await waitForState(s, (root) => root.rides.itemActions.updateBlack.status === 'failed');
    expect(s.notes).toEqual([['error', { text: 'The ride has been deleted' }]]);
    expect(rides().get(deleted.id)?.black).toBe(deleted.black);
  });

  it('is refused (968) to an operator without the privilege', async () => {
    await signIn('viewer');
    const s = await listed();
    const ride = firstRegular();
    s.dispatch(updateBlackActions.requested({ requestId: 'b4', id: ride.id, args: { black: true } }));
    await waitForState(s, (root) => root.rides.itemActions.updateBlack.status === 'failed');
    expect(s.notes).toEqual([['error', { key: 'error.code.968' }]]);
    expect(rides().get(ride.id)?.black).toBe(false);
  });
});

describe('deleting a ride', () => {
  it('deletes it (who and when kept), says "delete successfully", and it leaves the list', async () => {
    const s = await listed();
    const ride = firstRegular();
    s.dispatch(rideActions.removeRequested({ requestId: 'd1', id: ride.id }));
    await waitForState(s, (root) => root.rides.remove.status === 'succeeded');
    expect(rides().get(ride.id)).toMatchObject({ deleted: true, deleted_by: 'admin@moto.example' });
    expect(s.notes).toEqual([['success', 'riding.deleted']]);
    await waitForState(
      s,
      (root) => root.rides.search.status === 'succeeded' && !root.rides.ids.includes(ride.id),
    );
  });

  it('sends one delete for a burst of requests', async () => {
    const s = await listed();
    const ride = firstRegular();
    s.dispatch(rideActions.removeRequested({ requestId: 'd2', id: ride.id }));
    s.dispatch(rideActions.removeRequested({ requestId: 'd3', id: ride.id }));
    await waitForState(s, (root) => root.rides.remove.status === 'succeeded');
    expect(s.notes).toEqual([['success', 'riding.deleted']]);
  });

  it('is refused (968) to an operator without the privilege', async () => {
    await signIn('viewer');
    const s = await listed();
    const ride = firstRegular();
    s.dispatch(rideActions.removeRequested({ requestId: 'd4', id: ride.id }));
    await waitForState(s, (root) => root.rides.remove.status === 'failed');
    expect(s.notes).toEqual([['error', { key: 'error.code.968' }]]);
    expect(rides().get(ride.id)?.deleted).toBe(false);
  });
});

describe('ride figures', () => {
  it('shows metres as km with up to 2 decimals and seconds as HH:MM:SS', () => {
    expect(formatMileage(12345)).toBe('12.35');
    expect(formatMileage(2000)).toBe('2');
    expect(formatDuration(3725)).toBe('01:02:05');
    expect(formatDuration(36 * 3600 + 59)).toBe('36:00:59');
  });
});
