// An address of this site to hand on (a shared tracking link, answered once): the whole address, read
// only and selected on focus, and a button copying it; "Copied" tells it worked.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' }, field: { flexGrow: 1 } });

export function ShareAddress({ path }: { path: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const address = new URL(path, window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refusal): the address stays selectable in its field.
      setCopied(false);
    }
  };
  return (
    <div className={styles.row}>
      <Field className={styles.field} label={t('form.action.shareAddress')}>
        <Input readOnly value={address} data-share-address="" onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <Button appearance="primary" data-share-copy="" onClick={() => void copy()}>
        {copied ? t('form.action.copied') : t('form.action.copy')}
      </Button>
    </div>
  );
}
