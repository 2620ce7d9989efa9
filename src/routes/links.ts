/**
 * Route builders: a link to a page of the route table, by the path it is declared with and the values of its
 * parameters, `linkTo('/doc/:id/application/list', { id })`. A path the table does not have, or a parameter
 * left out, fails the type check, so a renamed route fails wherever it is linked.
 */
import type { AreaRoutes } from './types';

/**
 * The route table's areas, filled in by src/routes/index.ts (`declare module './links'`): this module imports
 * nothing of the table, so a page that links is no importer of the table that loads it lazily.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RouteTable {}

type Areas = RouteTable extends { areas: infer All } ? All : never;

/** Every page path of the route table, as declared (`/doc/:id`). */
export type RoutePath = {
  [Area in keyof Areas]: Areas[Area] extends AreaRoutes<infer Path> ? Path : never;
}[keyof Areas];

/** The parameters a path names (`/doc/:id/application/list` names `id`). */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's parameter values, or nothing for a path without any. */
export type RouteParams<Path extends string> = [ParamNames<Path>] extends [never]
  ? []
  : [values: Record<ParamNames<Path>, string>];

export function linkTo<Path extends RoutePath>(path: Path, ...params: RouteParams<Path>): string {
  const values: Partial<Record<string, string>> = params[0] ?? {};
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
