// Form fields follow the size preference: the theme's FieldTemplate wraps every control in a Fluent
// Field of the default size; inside that Field this template hands on the preferred size through
// Fluent's own FieldContext, which Input, Textarea, Dropdown and the other controls read their size from.
// The context value is memoised like Fluent's own: a new object per render would render every control
// under the field again on each key (all the cells of a line-items field). A field with its own check
// (`x-fieldCheck`) shows that check's warnings under it (FieldAdvice).
// A field a form action will need (requiredForMarks.ts) carries a mark after its label.
import { FieldContextProvider, makeStyles, tokens, useFieldContext_unstable } from '@fluentui/react-components';
import { Templates } from '@rjsf/fluentui-rc';
import type { FieldTemplateProps } from '@rjsf/utils';
import { type ReactNode, useMemo } from 'react';
import type { EntityPropertySchema } from '../../../shared/entities/entitySchema';
import { FIELD_CHECK_KEYWORD } from '../../../shared/entities/fieldChecks';
import { useControlSize } from '../../shell/theme/controlSize';
import { FieldAdvice } from './FieldAdvice';
import { REQUIRED_FOR_OPTION } from './requiredForMarks';

const ThemeFieldTemplate = Templates.FieldTemplate!;

/** The mark after the label of a field a form action needs (the form's legend says which). */
export const REQUIRED_FOR_MARK = '◆';

const useStyles = makeStyles({
  marked: { '& label::after': { content: `" ${REQUIRED_FOR_MARK}"`, color: tokens.colorBrandForeground1, fontSize: tokens.fontSizeBase100 } },
});

function SizedControl({ children }: { children: ReactNode }) {
  const field = useFieldContext_unstable();
  const size = useControlSize();
  const sized = useMemo(() => field && { ...field, size }, [field, size]);
  return sized ? <FieldContextProvider value={sized}>{children}</FieldContextProvider> : <>{children}</>;
}

export function SizedFieldTemplate(props: FieldTemplateProps) {
  const styles = useStyles();
  const marked = props.uiSchema?.['ui:options']?.[REQUIRED_FOR_OPTION] === true;
  // A field with its own check tells its warnings under it, beside the help.
  const help = typeof props.schema[FIELD_CHECK_KEYWORD] === 'string' ? (
    <>
      {props.help}
      <FieldAdvice id={props.id} schema={props.schema as EntityPropertySchema} value={props.formData} />
    </>
  ) : (
    props.help
  );
  const field = (
    <ThemeFieldTemplate {...props} help={help}>
      <SizedControl>{props.children}</SizedControl>
    </ThemeFieldTemplate>
  );
  return marked ? (
    <div className={styles.marked} data-required-for="">
      {field}
    </div>
  ) : (
    field
  );
}
