/**
 * The global config and its user terms (01-platform §2, §3): two documents, each loaded and saved by its own
 * calls, so saving the terms never sends the config and the other way round.
 */
import { configService, type GlobalConfig, type TermsConfig } from 'src-services/config';
import { createDocumentModel } from '../document';

export const configDocument = createDocumentModel<GlobalConfig, GlobalConfig, 'config'>({
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

export const configActions = configDocument.actions;
export const configSelectors = configDocument.selectors;
export const termsActions = termsDocument.actions;
export const termsSelectors = termsDocument.selectors;
