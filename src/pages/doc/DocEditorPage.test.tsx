/**
 * The DOC editor's rules as an operator meets them (03-community-analytics §5): the number, the weight, both
 * locked when editing, the admins offered, the chairman's e-mail, the establishment year, the news link, the
 * file limits, and a failed validation that says 'check all required fields' and opens the tab of the problem.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mediaBytes } from 'mock/testing';
import { clubs } from 'mock/db/clubs';
import { members } from 'mock/db/members';
import { installMockBackend } from 'mock/node';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import DocEditorPage from './DocEditorPage';

installMockBackend();

const ROUTE = '/doc/:id';

const openNew = () =>
  renderPage(<DocEditorPage />, { path: '/doc/create', route: '/doc/create', account: 'admin' });

async function openExisting(index = 0) {
  const club = clubs().all()[index];
  const view = await renderPage(<DocEditorPage />, {
    path: `/doc/${club.id}`,
    route: ROUTE,
    account: 'admin',
  });
  await waitFor(() => expect(field('Name')).toHaveValue(club.name), PAGE_LOAD);
  return { ...view, club };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const tab = (name: string) => screen.getByRole('tab', { name });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the DOC editor', () => {
  it("says 'check all required fields' and shows the tab of the first problem", async () => {
    const { user } = await openNew();
    await waitFor(() => expect(field('Name')).toBeInTheDocument(), PAGE_LOAD);
    await user.click(tab('DOC Information'));
    save();
    expect(await screen.findByText('check all required fields')).toBeInTheDocument();
    await waitFor(() => expect(tab('Basic Configuration')).toHaveAttribute('aria-selected', 'true'));
    for (const text of [
      'Please input the DOC name',
      'Please input the number',
      'Please upload the logo',
      'Please choose at least one admin',
      'Please input the address',
      "Please input the chairman's name",
      'Please choose the establishment year',
      'Please input the DOC introduction',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("takes a number of 'DOC' and six digits and a weight of 0 or more", async () => {
    const { user } = await openNew();
    await waitFor(() => expect(field('Number')).toBeInTheDocument(), PAGE_LOAD);
    await user.type(field('Number'), 'DOC12');
    await user.clear(field('Weight'));
    await user.type(field('Weight'), '-3');
    save();
    expect(await screen.findByText("The number is 'DOC' followed by six digits")).toBeInTheDocument();
    expect(await screen.findByText('The weight must be 0 or more')).toBeInTheDocument();
    await user.clear(field('Number'));
    await user.type(field('Number'), 'DOC123456');
    await waitFor(() =>
      expect(screen.queryByText("The number is 'DOC' followed by six digits")).not.toBeInTheDocument(),
    );
  });

  it('locks the number and the weight of a club that exists, and saves its other changes', async () => {
    const { user, club } = await openExisting();
    expect(field('Number')).toBeDisabled();
    expect(field('Weight')).toBeDisabled();
    expect(screen.getAllByText('Fixed once the DOC exists')).toHaveLength(2);
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Shanghai Knights');
    save();
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(clubs().get(club.id)).toMatchObject({
      name: 'Shanghai Knights',
      number: club.number,
      weight: club.weight,
    });
  });

  it('opens DOC Information for a wrong chairman e-mail, and Basic Configuration for a missing name', async () => {
    const { user } = await openExisting();
    await user.click(tab('DOC Information'));
    const email = field("Chairman's e-mail");
    await user.clear(email);
    await user.type(email, 'chen.lixin@');
    await user.click(tab('Basic Configuration'));
    save();
    expect(await screen.findByText('check all required fields')).toBeInTheDocument();
    await waitFor(() => expect(tab('DOC Information')).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByText("Please input the chairman's e-mail, a valid one")).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'chen.lixin@shriders.example');
    await user.clear(field('Name'));
    save();
    await waitFor(() => expect(tab('Basic Configuration')).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByText('Please input the DOC name')).toBeInTheDocument();
  });

  it('offers no establishment year after this one', async () => {
    const { user } = await openNew();
    await waitFor(() => expect(field('Name')).toBeInTheDocument(), PAGE_LOAD);
    await user.click(tab('DOC Information'));
    await user.click(field('Establishment year'));
    const year = new Date().getFullYear();
    const next = year + 1;
    const cell = await waitFor(() => {
      const found = document.querySelector(`.ant-picker-dropdown td[title="${next}"]`);
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(cell).toHaveClass('ant-picker-cell-disabled');
    expect(document.querySelector(`.ant-picker-dropdown td[title="${year}"]`)).not.toHaveClass(
      'ant-picker-cell-disabled',
    );
  });

  it('takes a news banner only with a link that is a URL', async () => {
    const { user } = await openExisting();
    await user.click(tab('DOC Information'));
    const news = screen.getByRole('button', { name: /Add a news banner/ });
    await user.click(news);
    const cards = screen.getAllByText(/^News \d+$/);
    const card = cards[cards.length - 1].closest('.ant-card') as HTMLElement;
    await user.type(within(card).getByLabelText('Title'), 'Autumn ride');
    await user.type(within(card).getByLabelText('Link'), 'news.moto.example/autumn');
    save();
    expect(await within(card).findByText('The link must be a URL')).toBeInTheDocument();
    expect(within(card).getByText('Please upload the file')).toBeInTheDocument();
  });

  it('refuses an image over 2M and a video of another type before uploading', async () => {
    const { user, container } = await openExisting();
    // The first upload of the Basic Configuration tab.
    const logo = container.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File([mediaBytes('png', 2_000_001)], 'logo.png', { type: 'image/png' });
    await user.upload(logo, big);
    expect(await screen.findByText('The image size can not exceed 2M')).toBeInTheDocument();
    await user.click(tab('DOC Information'));
    await user.click(screen.getByRole('button', { name: /Add a video banner/ }));
    const inputs = container.querySelectorAll<HTMLInputElement>('input[type=file][accept*=".mp4"]');
    expect(inputs[inputs.length - 1].accept).toBe('.mp4,.3gp,.m3u8');
    const clip = new File([new Uint8Array(64)], 'clip.avi', { type: 'video/x-msvideo' });
    fireEvent.change(inputs[inputs.length - 1], { target: { files: [clip] } });
    expect(await screen.findByText('Only mp4, 3gp and m3u8 videos can be uploaded')).toBeInTheDocument();
  });

  it('offers as admins only members who administer no other club', async () => {
    const [busy, free] = members().all().slice(-2);
    const [first, second] = clubs().all();
    // A member of the mini-program administers the second club.
    const admin = { unionid: busy.unionid!, email: busy.profile!.email!, name: busy.profile!.name! };
    clubs().update(second.id, { admins: [admin], admin_unionids: [admin.unionid] });
    const { user } = await openExisting(0);
    const select = screen.getByLabelText('Admins');
    await user.click(select);
    // Searched by phone, which only they have.
    for (const [person, offered] of [
      [busy, false],
      [free, true],
    ] as const) {
      fireEvent.change(select, { target: { value: person.profile!.phone! } });
      const email = person.profile!.email!;
      if (offered)
        expect(
          await screen.findByRole('option', { name: new RegExp(email) }, { timeout: 5000 }),
        ).toBeInTheDocument();
      else {
        await waitFor(() => expect(screen.getByText('No member found')).toBeInTheDocument(), {
          timeout: 5000,
        });
        expect(screen.queryByRole('option', { name: new RegExp(email) })).not.toBeInTheDocument();
      }
    }
    expect(first.admins.length).toBeGreaterThan(0);
  });
});
