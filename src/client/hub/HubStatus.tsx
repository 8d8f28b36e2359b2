// The navbar's part of the real-time hub: the message button with its unread badge (opens the
// dashboard, where the messages are) and a small dot for the connection state, named for screen
// readers and in its tooltip. Mounting it starts the hub; unmounting (sign-out) stops it.
import { Button, CounterBadge, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../state/useStore';
import { DASHBOARD_PATH } from '../app/customScreens';
import { startHub, stopHub } from './hubSession';
import { hubState } from './hubStore';

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex', alignItems: 'center' },
  badge: { position: 'absolute', top: '0', right: '0', pointerEvents: 'none' },
  dot: { width: '8px', height: '8px', borderRadius: '50%', marginLeft: '2px', flexShrink: 0 },
  live: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  waiting: { backgroundColor: tokens.colorPaletteMarigoldBackground3 },
  off: { backgroundColor: tokens.colorNeutralForeground4 },
});

export default function HubStatus() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { connection, unread } = useStore(hubState);
  useEffect(() => {
    startHub();
    return stopHub;
  }, []);
  const dot = connection === 'live' || connection === 'polling' ? styles.live : connection === 'stopped' ? styles.off : styles.waiting;
  const stateText = t(`hub.state.${connection}`);
  return (
    <span className={styles.wrap}>
      <Button
        appearance="subtle"
        icon={<MailRegular />}
        aria-label={t('hub.messages', { count: unread ?? 0 })}
        onClick={() => navigate(DASHBOARD_PATH)}
        data-testid="hub-messages"
      />
      {!!unread && <CounterBadge className={styles.badge} count={unread} size="small" color="danger" data-testid="hub-unread" aria-hidden />}
      <Tooltip content={stateText} relationship="label">
        <span className={`${styles.dot} ${dot}`} role="img" aria-label={stateText} tabIndex={0} data-testid="hub-state" data-state={connection} />
      </Tooltip>
    </span>
  );
}
