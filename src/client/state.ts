import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AccessibilityState } from './accessibility/accessibility-slice';
import type { UiState } from './ui-slice';

/**
 * The redux branches modules add through their manifest's `reducers` hook (module.ts), by key. A
 * module that adds one declares its state here by declaration merging, next to its reducer, e.g.
 * `declare module '<path to>/client/state' { interface ModuleStates { consent: ConsentState } }`,
 * so selectors and tests read it typed while the core names no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules (declaration merging)
export interface ModuleStates {}

/** The whole redux state: the core's branches (language, accessibility) and the modules' ones. */
export type RootState = { ui: UiState; accessibility: AccessibilityState } & ModuleStates;

export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction> & Dispatch<UnknownAction>;
