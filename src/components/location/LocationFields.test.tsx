import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectFormErrors, renderEditor, TestForm } from 'test/editorTesting';
import { LocationFields } from './LocationFields';
import { fromWorld, toWorld } from './mercator';

function renderLocation(initial?: { latitude?: number; longitude?: number }) {
  const submitted: Record<string, unknown>[] = [];
  renderEditor(
    <TestForm initialValues={{ place: initial }} onFinish={(values) => submitted.push(values)}>
      <LocationFields name={['place']} />
    </TestForm>,
  );
  const user = userEvent.setup({ delay: null });
  return { user, submitted, submit: () => user.click(screen.getByRole('button', { name: 'Submit' })) };
}

describe('LocationFields', () => {
  it('needs both coordinates', async () => {
    const { submit } = renderLocation();
    await submit();
    await expectFormErrors('Please input the latitude', 'Please input the longitude');
  });

  it.each([
    ['-90.1', '0', 'Latitude must be between -90 and 90'],
    ['90.5', '0', 'Latitude must be between -90 and 90'],
    ['0', '180.01', 'Longitude must be between -180 and 180'],
    ['0', '-200', 'Longitude must be between -180 and 180'],
  ])('refuses latitude %s, longitude %s', async (latitude, longitude, message) => {
    const { user, submit } = renderLocation();
    await user.type(screen.getByLabelText('Latitude'), latitude);
    await user.type(screen.getByLabelText('Longitude'), longitude);
    await submit();
    await screen.findByText(message);
  });

  it('accepts the limits', async () => {
    const { submitted, submit } = renderLocation({ latitude: -90, longitude: 180 });
    await submit();
    await waitFor(() => expect(submitted[0]?.place).toEqual({ latitude: -90, longitude: 180 }));
  });

  it('opens at zoom 12, and places the point where the map is clicked, with no map tiles', async () => {
    const { user, submitted, submit } = renderLocation({ latitude: 31.2304, longitude: 121.4737 });
    expect(screen.getByText('Zoom 12')).toBeInTheDocument();
    expect(document.querySelector('img, iframe')).toBeNull();
    const map = screen.getByRole('img', { name: 'Map' });
    // jsdom lays nothing out: the map's box is 0 wide, so a click is read in the map's own units.
    fireEvent.click(map, { clientX: 300, clientY: 110 });
    await submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    const place = submitted[0].place as { latitude: number; longitude: number };
    const centre = toWorld(31.2304, 121.4737, 12);
    const expected = fromWorld(centre.x + 100, centre.y, 12);
    expect(place.latitude).toBeCloseTo(expected.latitude, 5);
    expect(place.longitude).toBeCloseTo(expected.longitude, 5);
    expect(place.longitude).toBeGreaterThan(121.4737);

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('Zoom 13')).toBeInTheDocument();
  });
});

describe('mercator', () => {
  it('goes there and back', () => {
    const world = toWorld(-33.86, 151.21, 12);
    const back = fromWorld(world.x, world.y, 12);
    expect(back.latitude).toBeCloseTo(-33.86, 8);
    expect(back.longitude).toBeCloseTo(151.21, 8);
  });
});
