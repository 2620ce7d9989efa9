/** Source, Log and Entity under the scope switcher: what each shows of the active scope. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { tagCenterScopes, tagCenterTags } from 'mock/db/lookups';
import { memberEntities } from 'mock/db/memberTags';
import { tagSources, tagTokens } from 'mock/db/tagCenter';
import { renderPage } from 'test/renderPage';
import { signIn } from 'test/signIn';
import { PAGE_LOAD } from 'test/openApp';
import EntityPage from './EntityPage';
import LogPage from './LogPage';
import SourcePage from './SourcePage';
import TokenPage from './TokenPage';

installMockBackend();

const scopeNamed = (name: string) => tagCenterScopes().findOne((scope) => scope.name === name)!;
const rowWith = (text: string) => screen.getAllByText(text)[0].closest('tr') as HTMLElement;

async function switchTo(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Scope' }));
  const [option] = await screen.findAllByText(name, { selector: '.ant-select-item-option *' });
  fireEvent.click(option);
  await screen.findByText(`switch ${name}`);
}

describe('Source', () => {
  it('adds a source with name and remark only', async () => {
    const community = scopeNamed('Community');
    await renderPage(<SourcePage />, { path: '/tag-center/source', account: 'admin' });
    const own = tagSources().find((source) => source.scope_id === community.id);
    expect(await screen.findByText(`Total ${own.length}`, {}, PAGE_LOAD)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Add Source/ }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(dialog).queryByLabelText('Weight')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Disabled')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Event check-ins' } });
    fireEvent.change(within(dialog).getByLabelText('Remark'), { target: { value: 'From the club events' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    expect(await screen.findByText('Operation succeeded')).toBeInTheDocument();
    expect(await screen.findByText('Event check-ins', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(tagSources().findOne((source) => source.name === 'Event check-ins')).toMatchObject({
      scope_id: community.id,
      remark: 'From the club events',
    });
  });
});

describe('Log', () => {
  it("shows a tag's change with the operator and the values before and after", async () => {
    const tag = tagCenterTags().findOne((candidate) => candidate.name === 'Touring')!;
    await signIn('admin');
    await fetch('http://localhost/api/v1/tag-center-api/tag/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...tag, weight: 99 }),
    });
    await renderPage(<LogPage />, { path: '/tag-center/log', account: 'admin' });
    expect(await screen.findByText('Total 1', {}, PAGE_LOAD)).toBeInTheDocument();
    const row = rowWith('Touring');
    expect(within(row).getByText('Updated')).toBeInTheDocument();
    expect(within(row).getByText('admin@moto.example')).toBeInTheDocument();
    const [before, after] = Array.from(row.querySelectorAll('td')).slice(-2);
    expect(before).toHaveTextContent(`Weight: ${tag.weight}`);
    expect(before).toHaveTextContent('Disabled: No');
    expect(after).toHaveTextContent('Weight: 99');
  });
});

describe('Entity', () => {
  it('lists the members tagged in the active scope with that scope’s tags', async () => {
    await renderPage(<EntityPage />, { path: '/tag-center/entity', account: 'viewer' });
    // The first scope, Community, tags posts: no member carries its tags.
    expect(await screen.findByText('Total 0', {}, PAGE_LOAD)).toBeInTheDocument();
    await switchTo('Members');
    const tagged = memberEntities()
      .all()
      .filter((entity) => entity.tags.length > 0);
    expect(await screen.findByText(`Total ${tagged.length}`, {}, PAGE_LOAD)).toBeInTheDocument();
    const [first] = [...tagged].sort((a, b) => a.entity_id.localeCompare(b.entity_id));
    const row = rowWith(first.entity_id);
    for (const tag of first.tags) expect(within(row).getByText(tag.tag_name)).toBeInTheDocument();
  });
});

describe('Token', () => {
  it('shows a new token once, then only its end', async () => {
    await renderPage(<TokenPage />, { path: '/tag-center/token', account: 'admin' });
    expect(await screen.findByText('Total 0', {}, PAGE_LOAD)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Add Token/ }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'CRM sync' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const shown = await screen.findByRole('dialog', { name: 'Token CRM sync created' }, PAGE_LOAD);
    const secret = within(shown).getByText(/^tct_/).textContent ?? '';
    expect(secret).toMatch(/^tct_[0-9a-f]{48}$/);
    expect(tagTokens().all()[0].token_hint).toBe(secret.slice(-4));
    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    expect(await screen.findByText(`…${secret.slice(-4)}`, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });
});
