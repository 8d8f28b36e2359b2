// Where an input form's answer shows (an action's, a report run's): the answer to the input as it was
// sent, dimmed once the input changes and kept in place until the next answer, so that nothing moves
// under the pointer on its way to the submit button (the form takes typed text as the field is left).
import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({ stale: { opacity: 0.45 } });

export function AnswerArea({ stale, children }: { stale: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={stale ? styles.stale : undefined} data-answer-stale={stale || undefined}>
      {children}
    </div>
  );
}
