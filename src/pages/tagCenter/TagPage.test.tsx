/**
 * The Tag page under the scope switcher: switching, adding a scope, a failed save, categories and their tags, a
 * tag's draft through an expired session.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import { tagCenterCategories, tagCenterScopes, tagCenterTags } from 'mock/db/lookups';
import { tagSources } from 'mock/db/tagCenter';
import { renderPage } from 'test/renderPage';
import { openAppAs, PAGE_LOAD } from 'test/openApp';
import { buttonByText, shows } from 'test/queries';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import TagPage from './TagPage';

const server = installMockBackend();

const byRecency = () => [...tagCenterScopes().all()].sort((a, b) => b.updated_at - a.updated_at);
const categoriesOf = (scopeId: string) =>
  tagCenterCategories().find((category) => category.scope_id === scopeId);

async function openPage(account: 'admin' | 'viewer' = 'admin') {
  await renderPage(<TagPage />, { path: '/tag-center/tag', account });
  await screen.findByTestId('list-total', {}, PAGE_LOAD);
}

const scopeSelect = () => screen.getByRole('combobox', { name: 'Scope' });
const shownScope = () => scopeSelect().closest('.ant-select')?.textContent ?? '';

describe('the scope switcher', () => {
  it("selects the first scope, lists its categories, and switches saying 'switch' and the name", async () => {
    const [first, second] = byRecency();
    await openPage();
    expect(shownScope()).toContain(first.name);
    expect(screen.getByText(`Total ${categoriesOf(first.id).length}`)).toBeInTheDocument();
    expect(screen.getByText(categoriesOf(first.id)[0].name)).toBeInTheDocument();

    fireEvent.mouseDown(scopeSelect());
    const [option] = await screen.findAllByText(second.name, { selector: '.ant-select-item-option *' });
    fireEvent.click(option);
    expect(await screen.findByText(`switch ${second.name}`)).toBeInTheDocument();
    expect(await screen.findByText(categoriesOf(second.id)[0].name, {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('adds a scope, which becomes active with no categories yet', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add Scope' }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(dialog).queryByLabelText('Weight')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please input the name')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Dealers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    expect(await screen.findByText('Operation succeeded')).toBeInTheDocument();
    await waitFor(() => expect(shownScope()).toContain('Dealers'), PAGE_LOAD);
    expect(await screen.findByText('Total 0', {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('keeps the dialog open with what was typed when the save fails', async () => {
    server.use(refusedOnce('post', '*/tag-center-api/scope/save', 500, 'disk full'));
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add Scope' }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Dealers' } });
    fireEvent.change(within(dialog).getByLabelText('Remark'), { target: { value: 'for the network' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('disk full', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dealers');
    expect(within(dialog).getByLabelText('Remark')).toHaveValue('for the network');
    expect(tagCenterScopes().findOne((scope) => scope.name === 'Dealers')).toBeUndefined();
  });

  it("says 'Please Add Scope' when there is none, and offers the viewer no scope buttons", async () => {
    for (const scope of tagCenterScopes().all()) tagCenterScopes().remove(scope.id);
    await renderPage(<TagPage />, { path: '/tag-center/tag', account: 'viewer' });
    expect(await screen.findByText('Please Add Scope', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(await screen.findByText(/There is no scope yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Scope' })).not.toBeInTheDocument();
  });
});

describe('categories and tags', () => {
  it("adds a category with weight and disabled, and lists a category's tags in its drawer", async () => {
    const [first] = byRecency();
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: /Add Category/ }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(dialog).getByLabelText('Weight')).toHaveValue('0');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Events' } });
    fireEvent.change(within(dialog).getByLabelText('Weight'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Disabled' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    expect(tagCenterCategories().findOne((category) => category.name === 'Events')).toMatchObject({
      scope_id: first.id,
      weight: 7,
      disabled: true,
    });

    const category = categoriesOf(first.id).find((entry) => entry.name !== 'Events')!;
    const row = (await screen.findByText(category.name)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Tags' }));
    const drawer = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(drawer).getByText(`Tags of ${category.name}`)).toBeInTheDocument();
    const tags = tagCenterTags().find((tag) => tag.category_id === category.id && !tag.is_deleted);
    expect(await within(drawer).findByText(`Total ${tags.length}`, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(within(drawer).getByText(tags[0].name)).toBeInTheDocument();
  });
});

describe("a tag's dialog through an expired session", () => {
  it("is offered back on the Tag page, and Restore reopens its category's tags with what was typed", async () => {
    const [first] = byRecency();
    const category = categoriesOf(first.id)[0];
    const { router, user } = await openAppAs('admin', '/tag-center/tag');
    const row = (await screen.findByText(category.name, {}, PAGE_LOAD)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Tags' }));
    const drawer = await screen.findByRole('dialog', {}, PAGE_LOAD);
    fireEvent.click(await within(drawer).findByRole('button', { name: /Add Tag/ }, PAGE_LOAD));
    const dialog = await shows(() => screen.queryAllByRole('dialog').find((node) => node !== drawer) ?? null);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Night riders' } });
    fireEvent.change(within(dialog).getByLabelText('Weight'), { target: { value: '5' } });

    await expireSessions();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await signInAgain(router, user, '/tag-center/tag');
    await shows(() => screen.queryByText('Unsaved changes were kept'));
    fireEvent.click(buttonByText('Restore'));
    const reopened = await shows(() => screen.queryByText(`Tags of ${category.name}`));
    expect(reopened).toBeInTheDocument();
    const restored = await shows(() => screen.queryByText('Add Tag', { selector: '.ant-modal-title' }));
    const form = restored.closest('.ant-modal-content') as HTMLElement;
    expect(within(form).getByLabelText('Name')).toHaveValue('Night riders');
    expect(within(form).getByLabelText('Weight')).toHaveValue('5');

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form).not.toBeInTheDocument(), PAGE_LOAD);
    expect(tagCenterTags().findOne((tag) => tag.name === 'Night riders')).toMatchObject({
      category_id: category.id,
      scope_id: first.id,
      weight: 5,
    });
  });
});

describe('a failed read of the scopes', () => {
  it("searches the page's list again on Retry when that search failed with it, the active scope unchanged", async () => {
    const [first] = byRecency();
    const { router } = await openAppAs('admin', '/tag-center/tag');
    await screen.findByText(categoriesOf(first.id)[0].name, {}, PAGE_LOAD);
    server.use(
      refusedOnce('post', '*/tag-center-api/scope/search', 500, 'gateway down'),
      refusedOnce('post', '*/tag-center-api/source/search', 500, 'gateway down'),
    );
    await router.navigate('/tag-center/source');
    const failure = await shows(() => screen.queryByText('The scopes could not be loaded'));
    await shows(() => screen.queryByText('The list could not be loaded'));

    fireEvent.click(
      within(failure.closest('[role=alert]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    const sources = tagSources().find((source) => source.scope_id === first.id);
    expect(await screen.findByText(`Total ${sources.length}`, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
