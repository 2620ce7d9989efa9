/**
 * The global config and its user terms (01-platform §2, §3): two documents, each loaded and saved by its own
 * calls, so saving the terms never sends the config and the other way round.
 */
import { createAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import { configService, type GlobalConfig, type TermsConfig } from 'src-services/config';
import { createDocumentModel } from '../document';

const configModel = createDocumentModel<GlobalConfig, GlobalConfig, 'config'>({
  name: 'config',
  load: (_id, options) => configService.load(options),
  // A backend that answers no body has still saved what was sent.
  save: async (config, options) => (await configService.save(config, options)) ?? config,
  // 01-platform §8, 02-operations §8: the global config is only ever updated.
  messages: { saveSucceeded: 'list.updated', saveFailed: 'error.updateFailed' },
});

export const termsDocument = createDocumentModel<TermsConfig, TermsConfig, 'configTerms'>({
  name: 'configTerms',
  load: async (_id, options) => ({ content: (await configService.loadTerms(options))?.content ?? '' }),
  save: async (terms, options) => ({
    content: (await configService.saveTerms(terms, options))?.content ?? terms.content,
  }),
  messages: { saveSucceeded: 'config.terms.saved', saveFailed: 'error.saveFailed' },
});

export const configActions = configModel.actions;
export const configSelectors = configModel.selectors;
export const termsActions = termsDocument.actions;

/**
 * An id the config names (a form's, an activity's), as the store knows it: null until the config is there, false
 * when it names none or could not be read (the page then shows no list, and says why).
 */
export function selectConfigNamed(
  state: Parameters<typeof configSelectors.selectData>[0],
  idOf: (config: GlobalConfig) => string | null | undefined,
): string | null | false {
  const config = configSelectors.selectData(state);
  if (!config) return configSelectors.selectLoad(state).status === 'failed' ? false : null;
  return idOf(config) || false;
}
export const termsSelectors = termsDocument.selectors;

/**
 * A page showing what the config names (the complaint form, the reservation activities) opened: the config is
 * asked unless the store has it or it is on its way. Saves go through this model: the store's is the saved one.
 */
export const configWanted = createAction('config/wanted');

function* askUnlessThere() {
  const config: ReturnType<typeof configSelectors.selectData> = yield select(configSelectors.selectData);
  const load: ReturnType<typeof configSelectors.selectLoad> = yield select(configSelectors.selectLoad);
  if (!config && load.status !== 'pending') yield put(configActions.loadRequested());
}

/** The global config's document, whose saga also answers `configWanted`. */
export const configDocument = {
  ...configModel,
  saga: function* configSaga() {
    yield all([call(configModel.saga), takeEvery(configWanted.type, askUnlessThere)]);
  },
};
