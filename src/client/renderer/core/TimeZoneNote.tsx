// What a block showing times of day says once, beside them: they are China time (UTC+8), the one zone of
// every screen and form (shared/format/timeOfDay.ts). Grids, details, timelines and action results show it.
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { GlobeClockRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  note: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, color: tokens.colorNeutralForeground3 },
});

export function TimeZoneNote() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Caption1 className={styles.note} data-time-zone="Asia/Shanghai">
      <GlobeClockRegular aria-hidden />
      {t('renderer.time.zoneNote')}
    </Caption1>
  );
}
