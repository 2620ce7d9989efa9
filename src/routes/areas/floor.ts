import { PRIVILEGES } from 'config/privileges';
import type { ListScope } from 'src/components/list/firstSearch';
import { defineArea } from '../types';

const { floorCreate, floorGet, floorSearch } = PRIVILEGES;

const group = { key: 'floor', labelKey: 'floor.menu' } as const;

const floors = () => import(/* webpackChunkName: "domains-floor" */ 'src-models/floors');

/** A floor list's own list: the floors of the type its address names (FloorListPage). */
const floorsOfType = (type: string) => ({
  list: () => floors().then((m) => m.floorList),
  listScope: () =>
    floors().then(
      (m): ListScope =>
        () =>
          m.floorTypeScope(type),
    ),
});

/**
 * Floors (02-operations §2 screen 10, issue 16): the floors of one type, a new floor and one floor's detail,
 * under `/floor/tabs/{type}`, and the same for the type `render` under `/floor/render`. The spec names no
 * types for the menu: it lists the home page (the mini-program's `index`) and the render pages, the two the
 * routes name (docs/areas/floor.md); any other type opens by its address. The detail opens with the floor-view
 * privilege and saves only with the floor-save one.
 */
export const floorArea = defineArea({
  domains: () =>
    import(/* webpackChunkName: "domains-floor" */ 'src-models/areas/floor').then((m) => m.floorDomains),
  messages: ['floor', 'pageBuilder', 'config', 'linkAction', 'locationPicker'],
  pages: [
    {
      path: '/floor/tabs/home',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "floor-list" */ 'src/pages/floor/FloorListPage'),
      ...floorsOfType('home'),
      requirement: [floorSearch],
      menu: { key: 'floor-home', labelKey: 'floor.menu.home', group },
    },
    {
      path: '/floor/tabs/render',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "floor-list" */ 'src/pages/floor/FloorListPage'),
      ...floorsOfType('render'),
      requirement: [floorSearch],
      menu: { key: 'floor-render', labelKey: 'floor.menu.render', group },
    },
    {
      path: '/floor/render',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "floor-list" */ 'src/pages/floor/FloorListPage'),
      ...floorsOfType('render'),
      requirement: [floorSearch],
    },
    {
      path: '/floor/tabs/:type',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "floor-list" */ 'src/pages/floor/FloorListPage'),
      requirement: [floorSearch],
    },
    {
      path: '/floor/tabs/:type/create',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "floor-editor" */ 'src/pages/floor/FloorEditorPage'),
      requirement: [floorCreate],
    },
    {
      path: '/floor/tabs/:type/:id',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "floor-editor" */ 'src/pages/floor/FloorEditorPage'),
      requirement: [floorGet],
    },
    {
      path: '/floor/render/create',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "floor-editor" */ 'src/pages/floor/FloorEditorPage'),
      requirement: [floorCreate],
    },
    {
      path: '/floor/render/:id',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "floor-editor" */ 'src/pages/floor/FloorEditorPage'),
      requirement: [floorGet],
    },
  ],
  redirects: [{ path: '/floor', redirectTo: '/floor/tabs/home', app: 'scrm' }],
});
