import type { DomainTable } from '../coreDomains';
import {
  tagCategoryList,
  tagCenterLogList,
  tagList,
  tagScopeReducer,
  tagScopeSaga,
  tagSourceList,
  tagEntityList,
  tagCenterTasks,
  tagTokenList,
  tokenRevealReducer,
} from '../tagCenter';

export const tagCenterDomains = {
  tagScopes: { reducer: tagScopeReducer, saga: tagScopeSaga },
  tagCategories: tagCategoryList,
  tagCenterTags: { reducer: tagList.reducer, saga: tagList.saga },
  tagSources: tagSourceList,
  tagEntities: { reducer: tagEntityList.reducer, saga: tagEntityList.saga },
  tagTokens: { reducer: tagTokenList.reducer, saga: tagTokenList.saga },
  tagTokenReveal: { reducer: tokenRevealReducer },
  tagCenterLog: { reducer: tagCenterLogList.reducer, saga: tagCenterLogList.saga },
  tagCenterTasks: { reducer: tagCenterTasks.reducer, saga: tagCenterTasks.saga },
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    tagCenter: typeof tagCenterDomains;
  }
}
