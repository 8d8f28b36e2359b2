// A grid cell drawn as a badge: glide's bubble cell with the choice's colours, its label inside.
import { type BubbleCell, GridCellKind } from '@glideapps/glide-data-grid';
import type { BadgePaint } from '../../../shared/page/badgeColor';

export function badgeCell(label: string, paint: BadgePaint): BubbleCell {
  return { kind: GridCellKind.Bubble, data: [label], allowOverlay: false, themeOverride: { bgBubble: paint.background, bgBubbleSelected: paint.background, textBubble: paint.text } };
}
