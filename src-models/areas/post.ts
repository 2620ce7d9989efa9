import type { DomainTable } from '../coreDomains';
import { postDetail, postList, postStarList } from '../posts';

export const postDomains = {
  posts: postList,
  postDetail: { reducer: postDetail.reducer, saga: postDetail.saga },
  postStars: { reducer: postStarList.reducer, saga: postStarList.saga },
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    post: typeof postDomains;
  }
}
