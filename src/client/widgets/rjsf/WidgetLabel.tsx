// The label of an RJSF widget, spaced exactly as the Fluent theme's own text inputs space theirs
// (@rjsf/fluentui-rc BaseInputTemplate), so custom widgets line up with their neighbours in a row.
import { Label, makeStyles } from '@fluentui/react-components';
import { labelValue } from '@rjsf/utils';

const useStyles = makeStyles({
  label: { paddingTop: '2px', paddingBottom: '2px', marginBottom: '2px' },
});

interface WidgetLabelProps {
  id: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
}

export function WidgetLabel({ id, label, required, disabled, hideLabel }: WidgetLabelProps) {
  const classes = useStyles();
  return labelValue(
    <Label htmlFor={id} required={required} disabled={disabled} className={classes.label}>
      {label}
    </Label>,
    hideLabel,
  );
}
