import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from './i18n';

/** Small, persisted UI state. Server data never lives in redux (it belongs to react-query). */
export interface UiState {
  language: Language;
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: (): UiState => ({ language: 'en' }),
  reducers: {
    setLanguage(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
});

export const { setLanguage } = uiSlice.actions;
