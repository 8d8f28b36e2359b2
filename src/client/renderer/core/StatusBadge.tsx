// A record's state as a badge beside the page's title (a booking "Draft", "Received"), in the colour
// the entity gives that value (`@badges`), as the grid and the detail draw it.
import { makeStyles, tokens } from '@fluentui/react-components';
import { badgePaintOf } from './badges';
import { useEntitySchema } from './entitySchemas';

const useStyles = makeStyles({
  badge: {
    display: 'inline-block',
    verticalAlign: 'middle',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export function StatusBadge({ entity, field, value, label }: { entity: string; field: string; value: string; label: string }) {
  const styles = useStyles();
  const { schema } = useEntitySchema(entity);
  const { color, paint } = badgePaintOf(schema, field)(value);
  return (
    <span className={styles.badge} data-badge={color} data-record-state={value} style={{ backgroundColor: paint.background, color: paint.text, border: `1px solid ${paint.text}33` }}>
      {label}
    </span>
  );
}
