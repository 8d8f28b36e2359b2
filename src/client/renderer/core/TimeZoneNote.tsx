// What a screen showing times of day says once: they are China time (UTC+8), the one zone of every
// screen and form (shared/format/timeOfDay.ts). A page says it once, beside its title, when any of its
// blocks (grid, detail, timeline, lookup answer) shows a time; a block outside a page's body (a dialog's)
// says it itself, as the page's note is behind the dialog.
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { GlobeClockRegular } from '@fluentui/react-icons';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
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

/** A block's claim on its page's note: undone when the block stops showing times. Null: no page note here. */
type Claim = () => () => void;
const PageNoteClaim = createContext<Claim | null>(null);

/** The page's side: whether any block claims the note, and the provider its blocks claim through. */
export function usePageTimeZoneNote(): { shown: boolean; claim: Claim } {
  const [claims, setClaims] = useState(0);
  const claim = useCallback<Claim>(() => {
    setClaims((n) => n + 1);
    return () => setClaims((n) => n - 1);
  }, []);
  return { shown: claims > 0, claim };
}

export const PageTimeZoneNoteProvider = PageNoteClaim.Provider;

/** A block's side: the note for its times, said by the page when there is one, else here. */
export function TimeZoneNoteFor({ shows }: { shows: boolean }) {
  const claim = useContext(PageNoteClaim);
  useEffect(() => (claim && shows ? claim() : undefined), [claim, shows]);
  return shows && !claim ? <TimeZoneNote /> : null;
}
