// The optional home footer (site settings isFooter): company rights, record number, address, e-mail.
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../state/useStore';
import { siteState } from '../../state/siteStore';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: '16px',
    padding: '16px',
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // Fluent's Text size 200.
  part: typographyStyles.caption1,
});

export function HomeFooter() {
  const styles = useStyles();
  const { t } = useTranslation();
  const settings = useStore(siteState, (s) => s.settings);
  if (!settings.isFooter) return null;
  const parts = [
    settings.companyRight && settings.companyRight,
    settings.bah && settings.bah,
    settings.comAdd && t('home.address', { address: settings.comAdd }),
    settings.comEmail && t('home.email', { email: settings.comEmail }),
  ].filter(Boolean) as string[];
  return (
    <footer className={styles.footer} data-testid="home-footer">
      {parts.map((part) => (
        <span key={part} className={styles.part}>
          {part}
        </span>
      ))}
    </footer>
  );
}
