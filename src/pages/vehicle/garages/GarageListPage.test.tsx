/** The garage tab as an operator sees it: newest first, status tags, purchase year-month, images that are URLs. */
import { screen, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { garages } from 'mock/db/vehicles';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import GarageListPage from './GarageListPage';

installMockBackend();

describe('the garage tab', () => {
  it('lists the garages newest first with their status, purchase date and image', async () => {
    await renderPage(<GarageListPage />, { path: '/vehicle/garage', account: 'viewer' });
    await screen.findByText(`Total ${garages().all().length}`, {}, PAGE_LOAD);
    const [newest] = [...garages().all()].sort((a, b) => b.created_at - a.created_at);
    const rows = screen.getAllByRole('row').filter((row) => row.querySelector('td'));
    const first = rows.find((row) => within(row).queryByText(newest.garage_vin)) as HTMLElement;
    expect(rows.indexOf(first)).toBe(0);
    const month = String(newest.garage_purchase_month).padStart(2, '0');
    expect(within(first).getByText(`${newest.garage_purchase_year}-${month}`)).toBeInTheDocument();
    expect(within(first).getByText(newest.garage_channel_name)).toBeInTheDocument();
    expect(screen.getAllByText('Bound').length).toBeGreaterThan(0);
    expect(document.querySelector('img[src^="wxfile:"]')).toBeNull();
  });
});
