// The badge of a value shown with the `badge` format: its colour from the page's `badges`, else the
// entity's `@badges` (x-badges), else neutral. One rule for the grid's cells and the detail's fields.
import { BADGE_PAINT, type BadgeColor, type BadgePaint, isBadgeColor } from '../../../shared/page/badgeColor';
import type { EntitySchema } from './entitySchemas';

export function badgePaintOf(schema: EntitySchema | null | undefined, field: string, pageBadges?: Record<string, BadgeColor>): (value: unknown) => { color: BadgeColor; paint: BadgePaint } {
  const declared = schema?.properties?.[field]?.['x-badges'] as Record<string, unknown> | undefined;
  return (value) => {
    const key = String(value ?? '');
    const wanted = pageBadges?.[key] ?? declared?.[key];
    const color: BadgeColor = isBadgeColor(wanted) ? wanted : 'neutral';
    return { color, paint: BADGE_PAINT[color] };
  };
}
