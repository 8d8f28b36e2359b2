// The settings panel's alerts (issue 47): a customer user chooses which milestones of the company's
// shipments reach them by e-mail and as in-app messages, their language, and from how many hours an ETA
// change is news. Each change is saved at once (PUT notificationSettings), only ever the user's own.
import { Caption1, Checkbox, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRead } from '../api/reads';
import { type AlertSettings as Settings, alertSettingsRead, saveAlertSettings } from '../api/shellReads';
import { notify } from '../api/notify';

const LANGUAGES = ['zh', 'en'] as const;
const LANGUAGE_NAMES: Record<string, string> = { zh: '中文', en: 'English' };

const useStyles = makeStyles({
  table: { display: 'grid', gridTemplateColumns: '1fr auto auto', alignItems: 'center', columnGap: '8px' },
  head: { color: tokens.colorNeutralForeground3 },
});

export function AlertSettings() {
  const styles = useStyles();
  const { t } = useTranslation();
  const answer = useAppRead(alertSettingsRead());
  const [hours, setHours] = useState<string | null>(null);
  const settings = answer.data;
  if (!settings) return null;

  const save = async (change: Parameters<typeof saveAlertSettings>[0]) => {
    if (await saveAlertSettings(change).catch(() => null)) notify('success', t('settings.alerts.saved'), 2_000);
  };
  const toggle = (channel: 'email' | 'app', kind: string, on: boolean) => {
    const list = on ? [...settings[channel], kind] : settings[channel].filter((k) => k !== kind);
    void save({ [channel]: settings.kinds.filter((k) => list.includes(k)) } as Partial<Settings>);
  };
  const saveHours = () => {
    if (hours === null) return;
    const value = Number(hours);
    setHours(null);
    if (Number.isInteger(value) && value !== settings.etaHours) void save({ etaHours: value });
  };

  return (
    <Field label={t('settings.alerts.title')} hint={t('settings.alerts.hint')} data-testid="alert-settings">
      <div className={styles.table} role="group">
        <Caption1 className={styles.head} />
        <Caption1 className={styles.head}>{t('settings.alerts.email')}</Caption1>
        <Caption1 className={styles.head}>{t('settings.alerts.app')}</Caption1>
        {settings.kinds.map((kind) => (
          <AlertRow key={kind} kind={kind} label={t(`settings.alerts.kind.${kind}`)} settings={settings} onToggle={toggle} />
        ))}
      </div>
      <Field label={t('settings.alerts.language')}>
        <Dropdown
          value={LANGUAGE_NAMES[settings.language] ?? settings.language}
          selectedOptions={[settings.language]}
          onOptionSelect={(_, d) => d.optionValue && d.optionValue !== settings.language && void save({ language: d.optionValue })}
          data-testid="alert-language"
        >
          {LANGUAGES.map((language) => (
            <Option key={language} value={language}>
              {LANGUAGE_NAMES[language]!}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('settings.alerts.etaHours')}>
        <Input type="number" min={1} max={720} value={hours ?? String(settings.etaHours)} onChange={(_, d) => setHours(d.value)} onBlur={saveHours} data-testid="alert-eta-hours" />
      </Field>
    </Field>
  );
}

function AlertRow({ kind, label, settings, onToggle }: { kind: string; label: string; settings: Settings; onToggle: (channel: 'email' | 'app', kind: string, on: boolean) => void }) {
  return (
    <>
      <span>{label}</span>
      <Checkbox aria-label={`${label}: email`} checked={settings.email.includes(kind)} onChange={(_, d) => onToggle('email', kind, d.checked === true)} data-testid={`alert-email-${kind}`} />
      <Checkbox aria-label={`${label}: app`} checked={settings.app.includes(kind)} onChange={(_, d) => onToggle('app', kind, d.checked === true)} data-testid={`alert-app-${kind}`} />
    </>
  );
}
