import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LocaleCode } from 'src-locales/index';

export interface PreferencesState {
  locale: LocaleCode;
}

const slice = createSlice({
  name: 'preferences',
  initialState: { locale: 'zh-CN' } as PreferencesState,
  reducers: {
    localeChosen(state, action: PayloadAction<LocaleCode>) {
      state.locale = action.payload;
    },
  },
});

export const { localeChosen } = slice.actions;
export const preferencesReducer = slice.reducer;
export const selectLocale = (state: { preferences: PreferencesState }) => state.preferences.locale;
