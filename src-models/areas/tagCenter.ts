import type { DomainTable } from '../coreDomains';
import {
  tagCategoryList,
  tagCenterLogList,
  tagList,
  tagScopeReducer,
  tagScopeSaga,
  tagSourceList,
  tagEntityList,
} from '../tagCenter';

export const tagCenterDomains = {
  tagScopes: { reducer: tagScopeReducer, saga: tagScopeSaga },
  tagCategories: { reducer: tagCategoryList.reducer, saga: tagCategoryList.saga },
  tagCenterTags: { reducer: tagList.reducer, saga: tagList.saga },
  tagSources: { reducer: tagSourceList.reducer, saga: tagSourceList.saga },
  tagEntities: { reducer: tagEntityList.reducer, saga: tagEntityList.saga },
  tagCenterLog: { reducer: tagCenterLogList.reducer, saga: tagCenterLogList.saga },
} satisfies DomainTable;
