/** The tag center's scope switcher and lists, through the app's store and sagas, against the mock. */
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import { tagCenterScopes, tagCenterTags } from 'mock/db/lookups';
import { tagCenterLog } from 'mock/db/tagCenter';
import { memberEntities } from 'mock/db/memberTags';
import { signIn } from 'test/signIn';
import { createTestStore, waitForState } from 'test/storeTesting';
import { newRequestId } from '../common';
import {
  entitiesOfScope,
  inScope,
  logOfScope,
  NEW_SAVED_ITEM,
  savedItemInput,
  selectActiveScope,
  tagCategoryList,
  tagCenterLogList,
  tagEntityList,
  tagScopeActions,
} from './index';

const server = installMockBackend();

beforeEach(() => signIn('admin'));

/** A store whose toasts are kept with their values ('switch' plus the name). */
function storeWithToasts() {
  const toasts: string[] = [];
  const store = createTestStore({
    context: {
      notify: {
        success: (key, values) => void toasts.push(values ? `${key} ${JSON.stringify(values)}` : key),
        error: (text) => void toasts.push(`error ${JSON.stringify(text)}`),
      },
    },
  });
  return Object.assign(store, { toasts });
}

async function loaded() {
  const s = storeWithToasts();
  s.dispatch(tagScopeActions.loadRequested());
  await waitForState(s, (root) => root.tagScopes.load.status === 'succeeded');
  return s;
}

const byRecency = () => [...tagCenterScopes().all()].sort((a, b) => b.updated_at - a.updated_at);

describe('the scope switcher', () => {
  it('reads the scopes each time a page opens, once when the first screen asked already', async () => {
    const reads: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/tag-center-api/scope/search')) reads.push(request.url);
    };
    server.events.on('request:start', count);
    try {
      const s = storeWithToasts();
      s.dispatch(tagScopeActions.loadRequested());
      s.dispatch(tagScopeActions.pageOpened());
      await waitForState(s, (root) => root.tagScopes.load.status === 'succeeded');
      expect(reads).toHaveLength(1);
      s.dispatch(tagScopeActions.pageOpened());
      expect(s.getState().tagScopes.load.status).toBe('pending');
      await waitForState(s, (root) => root.tagScopes.load.status === 'succeeded');
      expect(reads).toHaveLength(2);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('lists the scopes, most recently edited first, and selects the first', async () => {
    const s = await loaded();
    expect(s.getState().tagScopes.items.map((scope) => scope.name)).toEqual(
      byRecency().map((scope) => scope.name),
    );
    expect(selectActiveScope(s.getState())?.name).toBe(byRecency()[0].name);
  });

  it("switches, saying 'switch' and the scope's name", async () => {
    const s = await loaded();
    const second = byRecency()[1];
    s.dispatch(tagScopeActions.switched({ id: second.id }));
    expect(selectActiveScope(s.getState())?.id).toBe(second.id);
    expect(s.toasts).toEqual([`tagCenter.scope.switched ${JSON.stringify({ name: second.name })}`]);
  });

  it('makes a saved scope the active one, and an edited one stays active under its new name', async () => {
    const s = await loaded();
    s.dispatch(tagScopeActions.saveRequested({ requestId: 'r1', item: { name: 'Dealers', remark: '' } }));
    await waitForState(s, (root) => root.tagScopes.save.status === 'succeeded');
    const created = tagCenterScopes().findOne((scope) => scope.name === 'Dealers')!;
    await waitForState(s, (root) => root.tagScopes.load.status === 'succeeded');
    expect(selectActiveScope(s.getState())?.id).toBe(created.id);
    expect(s.toasts).toContain('tagCenter.opt_success');

    s.dispatch(tagScopeActions.switched({ id: byRecency()[1].id }));
    s.dispatch(tagScopeActions.saveReset());
    s.dispatch(
      tagScopeActions.saveRequested({
        requestId: 'r2',
        item: { id: created.id, name: 'Dealer network', remark: '' },
      }),
    );
    await waitForState(s, (root) => root.tagScopes.save.status === 'succeeded');
    expect(selectActiveScope(s.getState())).toMatchObject({ id: created.id, name: 'Dealer network' });
  });

  it('after deleting the active scope makes the first remaining one active, and none after the last', async () => {
    const s = await loaded();
    s.dispatch(tagScopeActions.saveRequested({ requestId: 'r1', item: { name: 'Temporary', remark: '' } }));
    await waitForState(s, (root) => root.tagScopes.save.status === 'succeeded');
    const temporary = selectActiveScope(s.getState())!;
    s.dispatch(tagScopeActions.removeRequested({ requestId: 'd1', id: temporary.id }));
    await waitForState(s, (root) => root.tagScopes.remove.status === 'succeeded');
    expect(selectActiveScope(s.getState())?.id).toBe(s.getState().tagScopes.items[0].id);
    expect(s.getState().tagScopes.items.map((scope) => scope.id)).not.toContain(temporary.id);
    expect(s.toasts).toContain('tagCenter.delete_success');

    // Only an empty scope left: deleting it leaves none active.
    s.dispatch(tagScopeActions.saveReset());
    s.dispatch(tagScopeActions.saveRequested({ requestId: 'r2', item: { name: 'Last', remark: '' } }));
    await waitForState(s, (root) => root.tagScopes.save.status === 'succeeded');
    const last = selectActiveScope(s.getState())!;
    for (const scope of tagCenterScopes().all()) if (scope.id !== last.id) tagCenterScopes().remove(scope.id);
    s.dispatch(tagScopeActions.loadRequested());
    await waitForState(s, (root) => root.tagScopes.items.length === 1);
    s.dispatch(tagScopeActions.removeRequested({ requestId: 'd2', id: last.id }));
    await waitForState(
      s,
      (root) => root.tagScopes.remove.requestId === 'd2' && root.tagScopes.remove.status === 'succeeded',
    );
    expect(s.getState().tagScopes.items).toEqual([]);
    expect(selectActiveScope(s.getState())).toBeNull();
  });

  it('keeps a scope that still holds categories, saying why', async () => {
    const s = await loaded();
    const active = selectActiveScope(s.getState())!;
    s.dispatch(tagScopeActions.removeRequested({ requestId: 'd1', id: active.id }));
    await waitForState(s, (root) => root.tagScopes.remove.status === 'failed');
    expect(selectActiveScope(s.getState())?.id).toBe(active.id);
    expect(s.toasts.at(-1)).toContain('categories or sources');
  });

  it('keeps the scopes and the active one when a save fails', async () => {
    const s = await loaded();
    const active = selectActiveScope(s.getState());
    server.use(refusedOnce('post', '*/tag-center-api/scope/save', 500, 'disk full'));
    s.dispatch(tagScopeActions.saveRequested({ requestId: 'r1', item: { name: 'Lost', remark: '' } }));
    await waitForState(s, (root) => root.tagScopes.save.status === 'failed');
    expect(selectActiveScope(s.getState())).toEqual(active);
    expect(s.toasts.at(-1)).toContain('disk full');
  });
});

describe('the lists of the active scope', () => {
  it("lists a scope's categories, saves one with weight 0 by default, and logs it", async () => {
    const s = await loaded();
    const scope = selectActiveScope(s.getState())!;
    s.dispatch(tagCategoryList.actions.searchRequested({ scope: inScope(scope.id), query: [], page: 0 }));
    await waitForState(s, (root) => root.tagCategories.search.status === 'succeeded');
    const before = s.getState().tagCategories.total!;
    expect(before).toBeGreaterThan(0);
    s.dispatch(
      tagCategoryList.actions.saveRequested({
        requestId: newRequestId(),
        item: savedItemInput({ ...NEW_SAVED_ITEM(scope.id), name: ' Events ' }, true),
      }),
    );
    await waitForState(s, (root) => root.tagCategories.save.status === 'succeeded');
    await waitForState(s, (root) => root.tagCategories.total === before + 1);

    s.dispatch(tagCenterLogList.actions.searchRequested({ scope: logOfScope(scope.id), query: [], page: 0 }));
    await waitForState(
      s,
      (root) => root.tagCenterLog.search.status === 'succeeded' && root.tagCenterLog.total === 1,
    );
    const [entry] = Object.values(s.getState().tagCenterLog.entities);
    expect(entry).toMatchObject({
      subject: 'category',
      action: 'create',
      subject_name: 'Events',
      after: { name: 'Events', remark: '', weight: 0, disabled: false },
    });
  });

  it("shows a scope's changes and the scopes' own in its log, never another scope's", async () => {
    const s = await loaded();
    const [first, second] = byRecency();
    const otherTag = tagCenterTags().findOne((tag) => tag.scope_id === second.id)!;
    await fetch(`http://localhost/api/v1/tag-center-api/tag/${otherTag.id}/del`, { method: 'DELETE' });
    s.dispatch(tagScopeActions.saveRequested({ requestId: 'r1', item: { name: 'Dealers', remark: '' } }));
    await waitForState(s, (root) => root.tagScopes.save.status === 'succeeded');
    expect(tagCenterLog().all()).toHaveLength(2);
    s.dispatch(tagCenterLogList.actions.searchRequested({ scope: logOfScope(first.id), query: [], page: 0 }));
    await waitForState(s, (root) => root.tagCenterLog.search.status === 'succeeded');
    expect(Object.values(s.getState().tagCenterLog.entities).map((entry) => entry?.subject_name)).toEqual([
      'Dealers',
    ]);
  });

  it('lists the entities carrying a tag of the scope, and none of a scope without tagged entities', async () => {
    const s = await loaded();
    const members = tagCenterScopes().findOne((scope) => scope.name === 'Members')!;
    const membersTags = new Set(
      tagCenterTags()
        .find((tag) => tag.scope_id === members.id)
        .map((tag) => tag.id),
    );
    const tagged = memberEntities()
      .all()
      .filter((entity) => entity.tags.some((tag) => membersTags.has(tag.tag_id)));
    expect(tagged.length).toBeGreaterThan(0);
    s.dispatch(
      tagEntityList.actions.searchRequested({ scope: entitiesOfScope(members.id), query: [], page: 0 }),
    );
    await waitForState(s, (root) => root.tagEntities.search.status === 'succeeded');
    expect(s.getState().tagEntities.total).toBe(tagged.length);
    const first = Object.values(s.getState().tagEntities.entities)[0]!;
    expect(first.tags.every((tag) => tag.scope_id === members.id)).toBe(true);

    const community = tagCenterScopes().findOne((scope) => scope.name === 'Community')!;
    s.dispatch(tagEntityList.actions.searchRequested({ scope: entitiesOfScope(community.id), page: 0 }));
    await waitForState(
      s,
      (root) => root.tagEntities.search.status === 'succeeded' && root.tagEntities.total === 0,
    );
  });
});
