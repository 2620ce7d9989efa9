/**
 * The tag center's saves and deletes (03-community-analytics §7): scopes (TagCenterSaveScope), categories, tags
 * and sources (TagCenterSaveTag), the source search and the change log. Every save and delete writes a log entry
 * with who, when and the values before and after. The scope, category and tag searches are in `lookups.ts`.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { HttpHandler } from 'msw';
import type { LogAction, LogSubject } from '../../src-services/tagCenter';
import { PRIVILEGES } from '../../config/privileges';
import { tagCenterCategories, tagCenterScopes, tagCenterTags } from '../db/lookups';
import { tagCenterLog, tagSources, tagTokens, type TokenRecord } from '../db/tagCenter';
import type { OperatorRecord } from '../db/collections';
import type { Collection } from '../db/core';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, notFound } from '../lib/errors';
import { answeringOnce } from '../lib/idempotency';
import { searchHandlerFor } from '../lib/searchHandler';
import { nowSeconds, requireOperator } from '../lib/session';
import { optionalBoolean, optionalNumber, optionalString, requireString } from '../lib/validate';

const BASE = '/api/v1/tag-center-api';

export const TAG_CENTER_MESSAGES = {
  nameRequired: 'Field "name" must not be empty',
  nameTooLong: 'Field "name" must be at most 50 characters',
  remarkTooLong: 'Field "remark" must be at most 200 characters',
  weightInvalid: 'Field "weight" must be a number of at least 0',
  scopeNotFound: 'The scope does not exist',
  categoryNotFound: 'The category does not exist in this scope',
  notFound: 'The record does not exist',
  scopeInUse: 'The scope still holds categories or sources: delete them first',
  categoryInUse: 'The category still holds tags: delete them first',
} as const;

type Body = Record<string, unknown>;

/** The scope_id of log entries about scopes: every scope's log shows them (src-services/tagCenter SCOPE_CHANGES). */
export const SCOPE_CHANGES = '*';

/** Name and remark, as every saved item carries them. */
function readNamed(body: Body) {
  const name = requireString(body, 'name').trim();
  if (!name) throw badRequest(TAG_CENTER_MESSAGES.nameRequired);
  if (name.length > 50) throw badRequest(TAG_CENTER_MESSAGES.nameTooLong);
  const remark = (optionalString(body, 'remark') ?? '').trim();
  if (remark.length > 200) throw badRequest(TAG_CENTER_MESSAGES.remarkTooLong);
  return { name, remark };
}

/** Weight (default 0, at least 0) and disabled (default false) of a category or tag. */
function readWeighted(body: Body) {
  const weight = optionalNumber(body, 'weight') ?? 0;
  if (weight < 0) throw badRequest(TAG_CENTER_MESSAGES.weightInvalid);
  return { ...readNamed(body), weight, disabled: optionalBoolean(body, 'disabled') ?? false };
}

function readScopeId(body: Body): string {
  const scopeId = requireString(body, 'scope_id');
  if (!tagCenterScopes().get(scopeId)) throw badRequest(TAG_CENTER_MESSAGES.scopeNotFound);
  return scopeId;
}

const LOGGED_FIELDS = ['name', 'remark', 'weight', 'disabled'] as const;

/** The values a log entry shows: the saved fields only, never the stamps. */
function loggedValues(record: object | undefined): Record<string, unknown> | null {
  if (!record) return null;
  const values: Record<string, unknown> = {};
  for (const field of LOGGED_FIELDS) {
    const value = (record as Record<string, unknown>)[field];
    if (value !== undefined) values[field] = value;
  }
  return values;
}

export function writeLog(
  operator: OperatorRecord,
  entry: {
    subject: LogSubject;
    action: LogAction;
    scope_id: string;
    subject_id: string;
    subject_name: string;
  },
  before: object | undefined,
  after: object | undefined,
): void {
  tagCenterLog().insert({
    id: randomUUID(),
    ...entry,
    operator: operator.email,
    created_at: nowSeconds(),
    before: loggedValues(before),
    after: loggedValues(after),
  });
}

type Saved = { id: string; name: string; created_at: number; updated_at: number };

interface Saving<R extends Saved> {
  subject: LogSubject;
  privilege: string;
  collection: () => Collection<R>;
  /** The fields the body sets, checked. */
  read: (body: Body, existing: R | undefined) => Partial<Omit<R, 'id'>>;
  scopeOf: (record: R) => string;
}

/** One save endpoint: create without an id, update with one; either is logged. */
function saveHandler<R extends Saved>(kind: string, saving: Saving<R>): HttpHandler {
  return endpoint(
    'post',
    `${BASE}/${kind}/save`,
    answeringOnce(async (context) => {
      const operator = requireOperator(context, saving.privilege);
      const body = await readJsonObject(context.request);
      const id = optionalString(body, 'id')?.trim() || undefined;
      const existing = id ? saving.collection().get(id) : undefined;
      if (id && !existing) throw notFound(TAG_CENTER_MESSAGES.notFound);
      const fields = saving.read(body, existing);
      const now = nowSeconds();
      const saved = existing
        ? (saving.collection().update(existing.id, { ...fields, updated_at: now }) as R)
        : saving.collection().insert({ ...fields, created_at: now, updated_at: now } as Omit<R, 'id'>);
      writeLog(
        operator,
        {
          subject: saving.subject,
          action: existing ? 'update' : 'create',
          scope_id: saving.scopeOf(saved),
          subject_id: saved.id,
          subject_name: saved.name,
        },
        existing,
        saved,
      );
      return ok(saved);
    }),
  );
}

interface Removing<R extends { id: string; name: string }> {
  subject: LogSubject;
  privilege: string;
  get: (id: string) => R | undefined;
  /** Refuses with a thrown error while the record is still in use. */
  check?: (record: R) => void;
  remove: (record: R) => void;
  scopeOf: (record: R) => string;
}

function removeHandler<R extends { id: string; name: string }>(
  kind: string,
  removing: Removing<R>,
): HttpHandler {
  return endpoint('delete', `${BASE}/${kind}/:id/del`, (context) => {
    const operator = requireOperator(context, removing.privilege);
    const record = removing.get(String(context.params.id));
    if (!record) throw notFound(TAG_CENTER_MESSAGES.notFound);
    removing.check?.(record);
    removing.remove(record);
    writeLog(
      operator,
      {
        subject: removing.subject,
        action: 'delete',
        scope_id: removing.scopeOf(record),
        subject_id: record.id,
        subject_name: record.name,
      },
      record,
      undefined,
    );
    return ok(null);
  });
}

const liveTags = () => tagCenterTags().find((tag) => !tag.is_deleted);

export function tagCenterHandlers(): HttpHandler[] {
  const saveTag = PRIVILEGES.tagCenterSave;
  return [
    saveHandler('scope', {
      subject: 'scope',
      privilege: PRIVILEGES.tagCenterSaveScope,
      collection: tagCenterScopes,
      read: readNamed,
      scopeOf: () => SCOPE_CHANGES,
    }),
    removeHandler('scope', {
      subject: 'scope',
      privilege: PRIVILEGES.tagCenterSaveScope,
      get: (id) => tagCenterScopes().get(id),
      check: (scope) => {
        const used =
          tagCenterCategories().find((category) => category.scope_id === scope.id).length > 0 ||
          tagSources().find((source) => source.scope_id === scope.id).length > 0;
        if (used) throw badRequest(TAG_CENTER_MESSAGES.scopeInUse);
      },
      remove: (scope) => tagCenterScopes().remove(scope.id),
      scopeOf: () => SCOPE_CHANGES,
    }),
    saveHandler('category', {
      subject: 'category',
      privilege: saveTag,
      collection: tagCenterCategories,
      read: (body, existing) => ({
        ...readWeighted(body),
        scope_id: existing?.scope_id ?? readScopeId(body),
        is_deleted: false,
      }),
      scopeOf: (category) => category.scope_id,
    }),
    removeHandler('category', {
      subject: 'category',
      privilege: saveTag,
      get: (id) => tagCenterCategories().get(id),
      check: (category) => {
        if (liveTags().some((tag) => tag.category_id === category.id))
          throw badRequest(TAG_CENTER_MESSAGES.categoryInUse);
      },
      remove: (category) => tagCenterCategories().remove(category.id),
      scopeOf: (category) => category.scope_id,
    }),
    saveHandler('tag', {
      subject: 'tag',
      privilege: saveTag,
      collection: tagCenterTags,
      read: (body, existing) => {
        const scopeId = existing?.scope_id ?? readScopeId(body);
        const categoryId = requireString(body, 'category_id');
        const category = tagCenterCategories().get(categoryId);
        if (!category || category.scope_id !== scopeId)
          throw badRequest(TAG_CENTER_MESSAGES.categoryNotFound);
        return { ...readWeighted(body), scope_id: scopeId, category_id: categoryId, is_deleted: false };
      },
      scopeOf: (tag) => tag.scope_id,
    }),
    // A tag is deleted softly (is_deleted), as the pickers' searches expect; its members keep their history.
    removeHandler('tag', {
      subject: 'tag',
      privilege: saveTag,
      get: (id) => liveTags().find((tag) => tag.id === id),
      remove: (tag) => tagCenterTags().update(tag.id, { is_deleted: true, updated_at: nowSeconds() }),
      scopeOf: (tag) => tag.scope_id,
    }),
    searchHandlerFor(`${BASE}/source/search`, () => tagSources().all(), {
      privilege: PRIVILEGES.tagCenterSearch,
      defaultOrder: '-updated_at',
    }),
    saveHandler('source', {
      subject: 'source',
      privilege: saveTag,
      collection: tagSources,
      read: (body, existing) => ({ ...readNamed(body), scope_id: existing?.scope_id ?? readScopeId(body) }),
      scopeOf: (source) => source.scope_id,
    }),
    removeHandler('source', {
      subject: 'source',
      privilege: saveTag,
      get: (id) => tagSources().get(id),
      remove: (source) => tagSources().remove(source.id),
      scopeOf: (source) => source.scope_id,
    }),
    searchHandlerFor(`${BASE}/token/search`, () => tagTokens().all(), {
      privilege: PRIVILEGES.tagCenterSearchToken,
      defaultOrder: '-updated_at',
      present: ({ token_sha256: _hash, ...token }) => token,
    }),
    endpoint(
      'post',
      `${BASE}/token/save`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.tagCenterSave);
        const body = await readJsonObject(context.request);
        const id = optionalString(body, 'id')?.trim() || undefined;
        const existing = id ? tagTokens().get(id) : undefined;
        if (id && !existing) throw notFound(TAG_CENTER_MESSAGES.notFound);
        const named = readNamed(body);
        const now = nowSeconds();
        const log = (saved: TokenRecord) =>
          writeLog(
            operator,
            {
              subject: 'token',
              action: existing ? 'update' : 'create',
              scope_id: saved.scope_id,
              subject_id: saved.id,
              subject_name: saved.name,
            },
            existing,
            saved,
          );
        if (existing) {
          const saved = tagTokens().update(existing.id, { ...named, updated_at: now }) as TokenRecord;
          log(saved);
          const { token_sha256: _hash, ...shown } = saved;
          return ok(shown);
        }
        // A new token: its secret is answered this once and kept only as a hash.
        const secret = `tct_${randomBytes(24).toString('hex')}`;
        const saved = tagTokens().insert({
          ...named,
          scope_id: readScopeId(body),
          token_hint: secret.slice(-4),
          token_sha256: createHash('sha256').update(secret).digest('hex'),
          created_at: now,
          updated_at: now,
        });
        log(saved);
        const { token_sha256: _hash, ...shown } = saved;
        return ok({ ...shown, token: secret });
      }),
    ),
    searchHandlerFor(`${BASE}/log/search`, () => tagCenterLog().all(), {
      privilege: PRIVILEGES.tagCenterSearch,
      defaultOrder: '-created_at',
    }),
  ];
}
