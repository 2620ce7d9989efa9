/** The Tag page under the scope switcher: switching, adding a scope, a failed save, categories and their tags. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import { tagCenterCategories, tagCenterScopes, tagCenterTags } from 'mock/db/lookups';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
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
