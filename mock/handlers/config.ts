/**
 * The customer-relationship service's config calls (01-platform §7): the global config and the user terms.
 * `{scrm}` is a configured segment, so any segment matches here.
 */
import type { HttpHandler } from 'msw';
import type { GlobalConfig, TermsConfig } from '../../src-services/config';
import { PRIVILEGES } from '../../config/privileges';
import { CONFIG_ID, configs, terms, TERMS_ID, type ConfigRecord } from '../db/config';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { answeringOnce } from '../lib/idempotency';
import { ok } from '../lib/envelope';
import { badRequest } from '../lib/errors';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { nowSeconds, requireOperator } from '../lib/session';
import { readConfigInput } from './configRules';

const SCRM = '/api/v1/:scrm/config';

/**
 * Reading the config: the operators who may save it, those who may look at the config models, and those who
 * may search the complaints (the garage search's) or the reservations (their lists read the form and activity ids
 * from it).
 */
const CONFIG_READ = [
  PRIVILEGES.configSave,
  PRIVILEGES.configModelSearch,
  PRIVILEGES.garageSearch,
  PRIVILEGES.reservationSearch,
];

function publicConfig({ id: _id, updated_at: _at, updated_by: _by, ...config }: ConfigRecord): GlobalConfig {
  return config;
}

export function configHandlers(): HttpHandler[] {
  return [
    endpoint('get', `${SCRM}/back`, (context) => {
      requireOperator(context, CONFIG_READ);
      const record = configs().get(CONFIG_ID);
      if (!record) throw badRequest('The config is missing');
      return ok(publicConfig(record));
    }),

    endpoint(
      'post',
      `${SCRM}/back/save`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.configSave);
        const config = readConfigInput(await readJsonObject(context.request));
        // What the body does not name (the reservation activity ids of an older client) stays as stored.
        const stored = configs().get(CONFIG_ID);
        const record = {
          ...(stored ? publicConfig(stored) : {}),
          ...config,
          updated_at: nowSeconds(),
          updated_by: operator.id,
        };
        const saved = configs().update(CONFIG_ID, record) ?? configs().insert({ ...record, id: CONFIG_ID });
        return ok(publicConfig(saved));
      }),
    ),

    endpoint('get', `${SCRM}/tc`, (context) => {
      requireOperator(context, CONFIG_READ);
      const answer: TermsConfig = { content: terms().get(TERMS_ID)?.content ?? '' };
      return ok(answer);
    }),

    endpoint('post', `${SCRM}/tc/save`, async (context) => {
      const operator = requireOperator(context, PRIVILEGES.configSave);
      const body = await readJsonObject(context.request);
      if (typeof body.content !== 'string') throw badRequest('Field "content" must be a string');
      const content = sanitizeHtml(body.content);
      const record = { content, updated_at: nowSeconds(), updated_by: operator.id };
      if (!terms().update(TERMS_ID, record)) terms().insert({ ...record, id: TERMS_ID });
      const answer: TermsConfig = { content };
      return ok(answer);
    }),
  ];
}
