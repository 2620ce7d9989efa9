import type { DomainTable } from '../coreDomains';
import { postDetail, postList, postStarList } from '../posts';

export const postDomains = {
  posts: postList,
  postDetail: { reducer: postDetail.reducer, saga: postDetail.saga },
  postStars: { reducer: postStarList.reducer, saga: postStarList.saga },
} satisfies DomainTable;
