// The size preference (SPEC §3 `size`: default, medium, small, mini; cookie `size`) mapped onto Fluent
// UI's own `size` props (small 24 px, medium 32 px, large 40 px controls). Four app sizes meet three
// Fluent sizes: small and medium share Fluent's medium, and differ in the grid's row heights.
import { createContext, useContext } from 'react';
import { DEFAULT_SIZE } from '../../../shared/constants';
import type { GridSize } from '../../../shared/page/pageSchema';

export type FluentControlSize = 'small' | 'medium' | 'large';

export const FLUENT_SIZE_OF: Record<GridSize, FluentControlSize> = { default: 'large', medium: 'medium', small: 'medium', mini: 'small' };

export function fluentSizeOf(size: string | undefined): FluentControlSize {
  return FLUENT_SIZE_OF[(size ?? DEFAULT_SIZE) as GridSize] ?? FLUENT_SIZE_OF.mini;
}

/** The app size in force; the shell provides the preference, the renderer its environment's size. */
export const ControlSizeContext = createContext<GridSize>(DEFAULT_SIZE);

/** The Fluent size for buttons, inputs, dropdowns and tab lists. */
export function useControlSize(): FluentControlSize {
  return fluentSizeOf(useContext(ControlSizeContext));
}
