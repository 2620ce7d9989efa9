/** The floor center's and the products' handlers: search per type and order, the save rules, privileges, repeats. */
import type { Floor } from '../../src-services/floors';
import type { Product } from '../../src-services/products';
import type { SearchResult } from '../../src-services/types';
import { operators } from '../db/collections';
import { floors, products } from '../db/lookups';
import { installMockBackend } from '../node';
import { call, ORIGIN } from '../testing';
import { INSUFFICIENT_PERMISSION } from '../lib/errors';
import { PRIVILEGES } from '../../config/privileges';
import { signIn } from '../../test/signIn';
import { FLOOR_MESSAGES } from './floorRules';
import { newBlock } from '../../config/pageBuilder/blocks';

installMockBackend();
beforeEach(() => signIn('admin'));

const FLOOR = '/api/v1/floor-center/floor';
const now = () => Math.floor(Date.now() / 1000);
const body = (patch: Record<string, unknown> = {}) => ({
  type: 'render',
  title: 'Summer ride',
  description: 'The summer campaign page',
  visible: true,
  online_at: now(),
  offline_at: now() + 86400,
  weight: 5,
  share: { disallow_share: false, title: 'Ride', path: '', description: '', image: '' },
  layout: { elements: [newBlock('CSpace', 'a')] },
  ...patch,
});

describe('the floor search', () => {
  it('lists the floors of the type in the path, heaviest first, then latest', async () => {
    const answer = await call<SearchResult<Floor>>('POST', `${FLOOR}/home/search`, { page: 0, size: 20 });
    expect(answer.code).toBe(200);
    const rows = answer.data?.results ?? [];
    expect(rows.length).toBe(floors().find((floor) => floor.type === 'home').length);
    expect(rows.every((floor) => floor.type === 'home')).toBe(true);
    const weights = rows.map((floor) => floor.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('answers an empty page for a type without floors and refuses a malformed search', async () => {
    expect((await call<SearchResult<Floor>>('POST', `${FLOOR}/promo/search`, {})).data).toEqual({
      results: [],
      total: 0,
    });
    expect(await call('POST', `${FLOOR}/home/search`, { page: 'x' })).toMatchObject({ code: 400 });
  });
});

describe('create, update and get', () => {
  it('creates a floor, answers a repeated request with the first floor, and reads it back', async () => {
    const headers = { 'content-type': 'application/json', 'X-Request-Id': 'floor-create-1' };
    const send = () =>
      fetch(`${ORIGIN}${FLOOR}/create`, { method: 'POST', headers, body: JSON.stringify(body()) }).then(
        (response) => response.json() as Promise<{ code: number; data: Floor }>,
      );
    const first = await send();
    const second = await send();
    expect(first.code).toBe(200);
    expect(second.data.id).toBe(first.data.id);
    expect(floors().find((floor) => floor.title === 'Summer ride')).toHaveLength(1);
    expect((await call<Floor>('GET', `${FLOOR}/${first.data.id}`)).data).toMatchObject({
      type: 'render',
      title: 'Summer ride',
      layout: { elements: [{ id: 'a' }] },
    });
  });

  it('updates a floor under its id and keeps its type', async () => {
    const floor = floors().find((entry) => entry.type === 'home')[0];
    const answer = await call<Floor>('POST', `${FLOOR}/update`, body({ id: floor.id, type: 'render' }));
    expect(answer.data).toMatchObject({ id: floor.id, type: 'home', title: 'Summer ride', weight: 5 });
    expect(await call('POST', `${FLOOR}/update`, body({ id: 'missing' }))).toMatchObject({ code: 404 });
    expect(await call('GET', `${FLOOR}/missing`)).toMatchObject({ code: 404 });
  });

  it.each([
    ['no title', body({ title: ' ' }), FLOOR_MESSAGES.titleRequired],
    ['no description', body({ description: '' }), FLOOR_MESSAGES.descriptionRequired],
    ['no schedule', body({ online_at: null }), FLOOR_MESSAGES.scheduleRequired],
    ['offline before online', body({ offline_at: now() - 10 }), FLOOR_MESSAGES.scheduleOrder],
    ['a broken weight', body({ weight: 1.5 }), FLOOR_MESSAGES.weight],
    ['a negative weight', body({ weight: -1 }), FLOOR_MESSAGES.weight],
    ['visible as text', body({ visible: 'yes' }), FLOOR_MESSAGES.visible],
    ['share as text', body({ share: 'x' }), FLOOR_MESSAGES.share],
    ['a share image of another scheme', body({ share: { image: 'javascript:alert(1)' } }), undefined],
    ['a layout without elements', body({ layout: {} }), FLOOR_MESSAGES.layout],
    [
      'a block the builder would refuse',
      body({ layout: { elements: [newBlock('CSpace', 'a'), { id: 'b', type: 'CWhatever', data: {} }] } }),
      'Block 2: type is not a block type',
    ],
    ['a bad type', body({ type: '../x' }), FLOOR_MESSAGES.type],
    ['no object', [1], 'Body must be a JSON object'],
  ])('refuses %s with a 400 envelope', async (_name, bad, msg) => {
    const answer = await call('POST', `${FLOOR}/create`, bad);
    expect(answer.code).toBe(400);
    if (msg) expect(answer.msg).toBe(msg);
  });

  it('refuses a body that is no JSON', async () => {
    expect((await call('POST', `${FLOOR}/create`, '{oops')).code).toBe(400);
  });
});

describe('privileges', () => {
  it('lets a viewer search and read floors, and refuses its saves with 968', async () => {
    await signIn('viewer');
    const floor = floors().all()[0];
    expect((await call('POST', `${FLOOR}/home/search`, {})).code).toBe(200);
    expect((await call('GET', `${FLOOR}/${floor.id}`)).code).toBe(200);
    expect(await call('POST', `${FLOOR}/create`, body())).toMatchObject({ code: 968 });
    expect(await call('POST', `${FLOOR}/update`, body({ id: floor.id }))).toMatchObject({ code: 968 });
  });

  it('refuses the floor search to a session without the floor search privilege, and answers it with it or an editor that picks floors', async () => {
    const search = () => call<SearchResult<Floor>>('POST', `${FLOOR}/home/search`, { page: 0, size: 1000 });
    // A signed-in session is not enough, nor is reading one floor.
    operators().update('op-viewer', { privileges: [PRIVILEGES.floorGet] });
    for (const account of ['viewer', 'club', 'clubAdmin'] as const) {
      await signIn(account);
      expect(await search()).toEqual({ ...INSUFFICIENT_PERMISSION, data: null });
    }
    const homeFloors = floors()
      .find((floor) => floor.type === 'home')
      .map((floor) => floor.id)
      .sort();
    // The floor center's own privilege, and the global config's, whose link actions pick a floor.
    for (const privilege of [PRIVILEGES.floorSearch, PRIVILEGES.configSave]) {
      operators().update('op-viewer', { privileges: [privilege] });
      await signIn('viewer');
      const answer = await search();
      expect(answer.code).toBe(200);
      expect(answer.data.results.map((floor) => floor.id).sort()).toEqual(homeFloors);
    }
  });

  it('refuses the club admin a floor and its saves with 968', async () => {
    await signIn('club');
    const floor = floors().all()[0];
    expect(await call('GET', `${FLOOR}/${floor.id}`)).toMatchObject({ code: 968 });
    expect(await call('POST', `${FLOOR}/create`, body())).toMatchObject({ code: 968 });
  });
});

describe('products', () => {
  it('searches page 0 of 1000 newest first, with the fields of the product search result', async () => {
    const answer = await call<SearchResult<Product>>('POST', '/api/v1/products/search', {
      page: 0,
      size: 1000,
      order: '-created_at',
    });
    const rows = answer.data?.results ?? [];
    expect(rows).toHaveLength(products().all().length);
    const created = rows.map((row) => row.created_at ?? 0);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const row of rows) {
      expect(row).toMatchObject({
        id: expect.any(String),
        brand_product_id: expect.any(String),
        name: expect.any(String),
        image_url: expect.any(String),
        price: expect.any(Number),
      });
      expect(row.variants.length).toBeGreaterThan(0);
    }
  });

  it('reads one product and says when there is none', async () => {
    const product = products().all()[0];
    expect((await call<Product>('GET', `/api/v1/products/${product.id}`)).data?.name).toBe(product.name);
    expect(await call('GET', '/api/v1/products/missing')).toMatchObject({ code: 404 });
  });
});
