/**
 * The DOC editor's rules as an operator meets them (03-community-analytics §5): the number, the weight, both
 * locked when editing, the admins searched, the chairman's e-mail, the establishment year, the news link, the
 * file limits, and a failed validation that says 'check all required fields' and opens the tab of the problem.
 * Which members the admin picker offers is the model's (src-models/docs/docs.test.ts, the editor's admin
 * picker); what the backend refuses is the mock's (mock/handlers/clubs.test.ts, saving a club). One render a
 * case: a new club refused, a club that exists corrected and saved.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mediaBytes } from 'mock/testing';
import { clubs } from 'mock/db/clubs';
import { members } from 'mock/db/members';
import { installMockBackend } from 'mock/node';
import { renderPage } from 'test/renderPage';
import { buttonByText, field, shows } from 'test/queries';
import DocEditorPage from './DocEditorPage';

const server = installMockBackend();

/*
 * The editor is a large page. getByLabelText reads every label's control for every element (a third of a second
 * a query) and a button's name every label too: a control is found from its label's `for`, a button by its
 * text. A findBy* query that fails prints the whole page into its error at every try: `shows` tries quietly.
 */
const showsText = (text: string | RegExp) => shows(() => screen.queryByText(text));

const tab = (name: string) => screen.getByRole('tab', { name });
/** Typed at once: the keystrokes are not what is tested. */
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** The card of the banner last added. */
function lastCard(title: RegExp) {
  const cards = screen.getAllByText(title);
  return cards[cards.length - 1].closest('.ant-card') as HTMLElement;
}

describe('the DOC editor', () => {
  it("refuses a new club: the files first, then 'check all required fields' on the tab of the first problem, each rule's message", async () => {
    const { user, container } = await renderPage(<DocEditorPage />, {
      path: '/doc/create',
      route: '/doc/create',
      account: 'admin',
    });
    await showsText('DOC Information');
    const [basic, info] = [tab('Basic Configuration'), tab('DOC Information')];
    const save = buttonByText('Save');
    // The first upload of the Basic Configuration tab.
    const logo = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(logo, new File([mediaBytes('png', 2_000_001)], 'logo.png', { type: 'image/png' }));
    await showsText('The image size can not exceed 2M');

    fireEvent.click(info);
    // No establishment year after this one.
    await user.click(field('Establishment year'));
    const year = new Date().getFullYear();
    const next = await waitFor(() => {
      const found = document.querySelector(`.ant-picker-dropdown td[title="${year + 1}"]`);
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(next).toHaveClass('ant-picker-cell-disabled');
    expect(document.querySelector(`.ant-picker-dropdown td[title="${year}"]`)).not.toHaveClass(
      'ant-picker-cell-disabled',
    );
    await user.keyboard('{Escape}');

    fireEvent.click(buttonByText('Add a video banner'));
    const videos = container.querySelectorAll<HTMLInputElement>('input[type=file][accept*=".mp4"]');
    const video = videos[videos.length - 1];
    expect(video.accept).toBe('.mp4,.3gp,.m3u8');
    const clip = new File([new Uint8Array(64)], 'clip.avi', { type: 'video/x-msvideo' });
    fireEvent.change(video, { target: { files: [clip] } });
    await showsText('Only mp4, 3gp and m3u8 videos can be uploaded');

    fireEvent.click(buttonByText('Add a news banner'));
    const news = lastCard(/^News \d+$/);
    enter(field('Title', news), 'Autumn ride');
    enter(field('Link', news), 'news.moto.example/autumn');

    fireEvent.click(save);
    await showsText('check all required fields');
    await waitFor(() => expect(basic).toHaveAttribute('aria-selected', 'true'));
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
      await showsText(text);
    expect(within(news).getByText('The link must be a URL')).toBeInTheDocument();
    expect(within(news).getByText('Please upload the file')).toBeInTheDocument();

    // A number of 'DOC' and six digits, a weight of 0 or more.
    const number = field('Number');
    enter(number, 'DOC12');
    enter(field('Weight'), '-3');
    await showsText("The number is 'DOC' followed by six digits");
    await showsText('The weight must be 0 or more');
    enter(number, 'DOC123456');
    await waitFor(() =>
      expect(screen.queryByText("The number is 'DOC' followed by six digits")).not.toBeInTheDocument(),
    );

    // The admins are searched as the operator types (here by phone, which only each of these two has), less
    // those who administer another club.
    const [busy, free] = members().all().slice(-2);
    const second = clubs().all()[1];
    const taken = { unionid: busy.unionid!, email: busy.profile!.email!, name: busy.profile!.name! };
    clubs().update(second.id, { admins: [taken], admin_unionids: [taken.unionid] });
    const admins = field('Admins');
    await user.click(admins);
    const option = { selector: '.ant-select-item-option *' };
    const offered = (person: typeof busy) =>
      screen.queryAllByText(new RegExp(person.profile!.email!), option)[0] ?? null;
    enter(admins, busy.profile!.phone!);
    await shows(() => screen.queryByText('No member found'));
    expect(offered(busy)).toBeNull();
    enter(admins, free.profile!.phone!);
    await shows(() => offered(free));
  });

  it('locks the number and the weight of a club that exists, opens DOC Information for a wrong chairman e-mail, and saves once corrected', async () => {
    const club = clubs().all()[0];
    // Stored by a client that skipped the rule: the form says so on the tab that shows it.
    clubs().update(club.id, { chairman: { ...club.chairman, email: 'chen.lixin@' } });
    await renderPage(<DocEditorPage />, { path: `/doc/${club.id}`, route: '/doc/:id', account: 'admin' });
    await shows(() => screen.queryByDisplayValue(club.name));
    const [basic, info] = [tab('Basic Configuration'), tab('DOC Information')];
    const save = buttonByText('Save');
    const name = field('Name');
    expect(name).toHaveValue(club.name);
    expect(field('Number')).toBeDisabled();
    expect(field('Weight')).toBeDisabled();
    expect(screen.getAllByText('Fixed once the DOC exists')).toHaveLength(2);

    // A wrong chairman e-mail opens DOC Information, from the Basic Configuration tab the editor opens on.
    expect(basic).toHaveAttribute('aria-selected', 'true');
    const email = field("Chairman's e-mail");
    fireEvent.click(save);
    await showsText('check all required fields');
    await waitFor(() => expect(info).toHaveAttribute('aria-selected', 'true'));
    await showsText("Please input the chairman's e-mail, a valid one");

    // A problem on the Basic Configuration tab opens it: the new club's case above.
    enter(email, 'chen.lixin@shriders.example');
    enter(name, 'Shanghai Knights');
    const saves: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/doc/save')) saves.push(request.url);
    });
    // A burst of clicks (issue 38 §1): busy from the first, and once saved nothing changed, so nothing is sent.
    fireEvent.click(save);
    fireEvent.click(save);
    await showsText('Updated successfully');
    await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(save);
    await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));
    expect(saves).toHaveLength(1);
    expect(screen.getAllByText('Updated successfully')).toHaveLength(1);
    expect(clubs().get(club.id)).toMatchObject({
      name: 'Shanghai Knights',
      number: club.number,
      weight: club.weight,
      chairman: expect.objectContaining({ email: 'chen.lixin@shriders.example' }),
    });
  });
});
