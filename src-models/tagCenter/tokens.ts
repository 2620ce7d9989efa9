/**
 * The scope's tokens (issue 18): a list saved through the list factory, and the secret of a token just created,
 * kept until the operator has seen it. The server answers the secret once; it is never searched again.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { tagTokenListService, type SavedItemInput, type TagToken } from 'src-services/tagCenter';
import { createListModel } from '../list';

export const tagTokenList = createListModel<TagToken, SavedItemInput, 'tagTokens'>({
  name: 'tagTokens',
  service: tagTokenListService,
  defaultOrder: '-updated_at',
  selectId: (token) => token.id,
  messages: {
    searchFailed: 'tagCenter.searchFailed',
    saveSucceeded: 'tagCenter.opt_success',
    saveFailed: 'tagCenter.saveFailed',
  },
});

export interface TokenRevealState {
  /** The token just created, with its secret; null once dismissed. */
  created: { name: string; token: string } | null;
}

const slice = createSlice({
  name: 'tagTokenReveal',
  initialState: { created: null } as TokenRevealState,
  reducers: {
    dismissed: (state) => {
      state.created = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(
      tagTokenList.actions.saveSucceeded,
      (state, action: PayloadAction<{ requestId: string; item: TagToken }>) => {
        const { item } = action.payload;
        if (item.token) state.created = { name: item.name, token: item.token };
      },
    );
  },
});

export const tokenRevealActions = slice.actions;
export const tokenRevealReducer = slice.reducer;
export const selectCreatedToken = (root: { tagTokenReveal: TokenRevealState }) => root.tagTokenReveal.created;
