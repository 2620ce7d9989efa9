/** The tag center's Task page as an operator uses it: the menu entry, the active scope's tasks, Create Task. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_PRIVILEGES, PRIVILEGES } from 'config/privileges';
import { tagCenterScopes, tagCenterTags } from 'mock/db/lookups';
import { members } from 'mock/db/members';
import { tagTasks } from 'mock/db/memberTags';
import { TAG_TASK_TIMING } from 'mock/handlers/memberTagTasks';
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import { framePrivilegesReceived } from 'src-models/session';
import { renderApp } from 'test/renderApp';
import { renderPage } from 'test/renderPage';
import { signIn } from 'test/signIn';
import { jobsOnTestClock } from 'test/mockJobs';
import { PAGE_LOAD } from 'test/openApp';
import TaskPage from './TaskPage';

const server = installMockBackend();

const jobs = jobsOnTestClock();
/** All the time a task takes, on the mock's job clock. */
const finishTasks = () => jobs.advance(TAG_TASK_TIMING.pendingMs + TAG_TASK_TIMING.runningMs);

const scopeNamed = (name: string) => tagCenterScopes().findOne((scope) => scope.name === name)!;
const tagOf = (scopeName: string) =>
  tagCenterTags().findOne(
    (tag) => tag.scope_id === scopeNamed(scopeName).id && !tag.is_deleted && !tag.disabled,
  )!;
const unionids = () =>
  members()
    .all()
    .map((member) => member.unionid)
    .filter((id): id is string => !!id);

/** A task made through the mock as the admin, as another tab of the back office would. */
async function createTask(scopeName: string, entityIds: string[]) {
  await signIn('admin');
  await fetch('http://localhost/api/v1/tag-center-api/tag/task/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      task_type: 'member',
      scope_id: scopeNamed(scopeName).id,
      tag_settings: { tag_ids: [tagOf(scopeName).id] },
      member: { is_all_select: false, entity_ids: entityIds },
    }),
  });
}

/** The rows of the task list (the followed task's card above it draws its counts as a table too). */
const historyRows = () =>
  within(document.querySelector('.ant-table') as HTMLElement)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.classList.contains('ant-table-placeholder'));

async function pickTag(dialog: HTMLElement, name: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Tags' }));
  const [option] = await screen.findAllByText(name, { selector: '.ant-select-item-option *' }, PAGE_LOAD);
  fireEvent.click(option);
}

describe('the Task menu entry', () => {
  it('shows only with TagCenterSearchTagTask', async () => {
    await signIn('admin');
    const { store } = renderApp('/tag-center/source');
    expect(await screen.findByRole('menuitem', { name: 'Task' }, { timeout: 30_000 })).toBeInTheDocument();
    act(() => {
      store.dispatch(
        framePrivilegesReceived(ALL_PRIVILEGES.filter((name) => name !== PRIVILEGES.tagCenterSearchTagTask)),
      );
    });
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Task' })).not.toBeInTheDocument());
    expect(screen.getByRole('menuitem', { name: 'Source' })).toBeInTheDocument();
  });
});

describe('the Task page', () => {
  it("lists the active scope's tasks with state and counts, and no Create Task to a viewer", async () => {
    const [a, b, c] = unionids();
    await createTask('Members', [a, b]);
    await createTask('Community', [c]);
    finishTasks();
    await renderPage(<TaskPage />, { path: '/tag-center/task', account: 'viewer' });
    // The first scope, Community, holds one task.
    await waitFor(() => expect(historyRows()).toHaveLength(1), PAGE_LOAD);
    expect(screen.queryByRole('button', { name: /Create Task/ })).not.toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Scope' }));
    const [option] = await screen.findAllByText('Members', { selector: '.ant-select-item-option *' });
    fireEvent.click(option);
    await waitFor(
      () => expect(within(historyRows()[0]).queryByText('2 / 2 / 2')).toBeInTheDocument(),
      PAGE_LOAD,
    );
    const [row] = historyRows();
    expect(historyRows()).toHaveLength(1);
    expect(within(row).getByText('Done')).toBeInTheDocument();
    expect(within(row).getByText('By selection')).toBeInTheDocument();
    expect(within(row).getByText(tagOf('Members').name)).toBeInTheDocument();
    expect(screen.getByTestId('count-matched')).toHaveTextContent('2');
  });

  it("offers Create Task with the tag center's TagCenterCreateTagTask, whatever the member privileges", async () => {
    const { store } = await renderPage(<TaskPage />, { path: '/tag-center/task', account: 'admin' });
    expect(await screen.findByRole('button', { name: /Create Task/ }, PAGE_LOAD)).toBeInTheDocument();
    act(() => {
      store.dispatch(
        framePrivilegesReceived(ALL_PRIVILEGES.filter((name) => name !== PRIVILEGES.tagCenterCreateTagTask)),
      );
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Create Task/ })).not.toBeInTheDocument(),
    );
  });

  it("creates a task by members named, says 'Tag Task Success' and lists it; an error keeps the input", async () => {
    const [first, second] = unionids();
    await renderPage(<TaskPage />, { path: '/tag-center/task', account: 'admin' });
    await screen.findByText('No tagging task yet', {}, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: /Create Task/ }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start tagging' }));
    expect(await within(dialog).findByText('Please select user first')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Members (unionid)' }), {
      target: { value: `${first},${second},` },
    });
    await pickTag(dialog, tagOf('Community').name);
    server.use(refusedOnce('post', '*/tag-center-api/tag/task/create', 4321, 'Tagging is paused'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start tagging' }));
    expect(await screen.findByText('Tagging is paused', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(within(dialog).getByText(first)).toBeInTheDocument();
    expect(within(dialog).getByText(tagOf('Community').name)).toBeInTheDocument();

    // A burst of clicks makes one task.
    const button = within(dialog).getByRole('button', { name: 'Start tagging' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Tag Task Success', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Operate Success')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    expect(within(historyRows()[0]).getByText('Pending')).toBeInTheDocument();
    finishTasks();
    await waitFor(() => expect(within(historyRows()[0]).queryByText('Done')).toBeInTheDocument(), PAGE_LOAD);
    expect(within(historyRows()[0]).getByText('2 / 2 / 2')).toBeInTheDocument();
    expect(tagTasks().find((task) => task.scope_id === scopeNamed('Community').id)).toHaveLength(1);
  });

  it("says the upload service's reason when the file is refused: a .csv that holds a picture", async () => {
    await renderPage(<TaskPage />, { path: '/tag-center/task', account: 'admin' });
    await screen.findByText('No tagging task yet', {}, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: /Create Task/ }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    fireEvent.click(within(dialog).getByText('By file'));
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const input = await waitFor(() => dialog.querySelector('input[type=file]') as HTMLInputElement);
    fireEvent.change(input, { target: { files: [new File([picture], 'riders.csv', { type: 'text/csv' })] } });
    await pickTag(dialog, tagOf('Community').name);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start tagging' }));
    expect(
      await screen.findByText('The file content does not match its type', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText('Operate Fail')).not.toBeInTheDocument();
    expect(within(dialog).getByText('riders.csv')).toBeInTheDocument();
  });
});
