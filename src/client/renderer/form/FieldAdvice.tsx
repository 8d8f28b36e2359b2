// Warnings of a field's own check (`x-fieldCheck`, shared/entities/fieldChecks.ts) under the field while it
// is typed: what is probably wrong but may stand (a VIN whose North American check digit does not add up).
// They never stop a save; the check's errors are the form's validation (formChecks.ts) and the server's.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { useContext, useMemo } from 'react';
import type { EntityPropertySchema } from '../../../shared/entities/entitySchema';
import { fieldFindings } from '../../../shared/entities/fieldChecks';
import { RendererEnvContext } from '../core/rendererEnv';

const useStyles = makeStyles({
  advice: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-start', color: tokens.colorPaletteDarkOrangeForeground1, marginTop: tokens.spacingVerticalXXS },
  icon: { flexShrink: 0, marginTop: '2px' },
});

export function FieldAdvice({ id, schema, value }: { id: string; schema: EntityPropertySchema; value: unknown }) {
  const styles = useStyles();
  const language = useContext(RendererEnvContext)?.language ?? 'en';
  const warnings = useMemo(() => fieldFindings(schema, value, language).filter((f) => f.severity === 'warning'), [schema, value, language]);
  if (warnings.length === 0) return null;
  return (
    <div id={`${id}__warning`} role="status" data-field-warning="">
      {warnings.map((w) => (
        <Text key={w.message} size={200} className={styles.advice} block>
          <WarningRegular className={styles.icon} aria-hidden />
          {w.message}
        </Text>
      ))}
    </div>
  );
}
