// One bound report's dialog: its parameters as a form (typed: a date picker for dates), the result as
// a table under it once run, and the xlsx export of the same run. The server runs it read-only and
// checks the menu grant and each parameter; its field errors come back under their fields.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../../../shared/page/pageSchema';
import { REPORT_RUN_INPUT } from '../../../shared/page/reportRunInput';
import { Calls } from '../../../shared/wire/calls';
import { AppDialog } from '../../widgets/dialog/AppDialog';
import { ActionInputForm } from '../actions/ActionInputForm';
import { listedInputs } from '../actions/listedInputs';
import { saveFile } from '../actions/downloadBlob';
import { ActionResultView, answerFile } from '../actions/result/ActionResultView';
import { AnswerArea } from '../actions/result/AnswerArea';
import { fieldErrorsOf } from '../core/fieldErrors';
import { useRendererEnv } from '../core/rendererEnv';
import type { Row } from '../core/useListController';
import { toErrorSchema } from '../form/formErrors';
import type { BoundReport } from './boundReport';

const useStyles = makeStyles({
  export: { display: 'flex', justifyContent: 'flex-end', marginTop: tokens.spacingVerticalS },
});

const RESULT: ActionResult = { message: 'renderer.menuReports.rows', lines: { from: 'rows', columnsFrom: 'columns' } };
const EXPORTED: ActionResult = { file: 'file' };

export interface ReportRunDialogProps {
  menu: string;
  report: BoundReport;
  onClose(): void;
}

export default function ReportRunDialog({ menu, report, onClose }: ReportRunDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Row | null>(null);
  const [answerStale, setAnswerStale] = useState(false);
  const [sent, setSent] = useState<Row>({});
  const [errors, setErrors] = useState<ErrorSchema | undefined>(undefined);
  const [exported, setExported] = useState<string | null>(null);
  const listed = useMemo(() => listedInputs(REPORT_RUN_INPUT.fieldsFrom!, report as unknown as Row) ?? [], [report]);

  /** One call with the form's values; field errors go under their fields, others to a toast. */
  const call = async (path: string, values: Row): Promise<Row | null> => {
    setBusy(true);
    setErrors(undefined);
    try {
      // A run reads (the server runs it read-only): it changes nothing cached.
      return ((await env.data.call('POST', path, { menuCd: menu, code: report.code, ...values }, { fieldErrorsShown: true, announce: false })) ?? {}) as Row;
    } catch (e) {
      const fieldErrors = fieldErrorsOf(e);
      if (fieldErrors.length > 0) setErrors(toErrorSchema(fieldErrors));
      else if (!env.errorShown(e)) env.notify('error', `${t('grid.operationFailed')} ${e instanceof Error ? e.message : String(e)}`.trim());
      return null;
    } finally {
      setBusy(false);
    }
  };

  const run = async (values: Row) => {
    setExported(null);
    const result = await call(Calls.boundReportsRun, values);
    setAnswer(result);
    setAnswerStale(false);
    if (result) setSent(values);
  };

  const exportXlsx = async () => {
    const result = await call(Calls.boundReportsExport, sent);
    const file = result ? answerFile(EXPORTED, result) : null;
    if (!result || !file) return;
    saveFile(file);
    setExported(t('renderer.menuReports.exported', { rowCount: result.rowCount, fileName: file.fileName }));
  };

  return (
    <AppDialog title={report.name} onDismiss={onClose} maxWidth={960} surfaceProps={{ 'data-dialog': `report-${report.code}` }}>
      <ActionInputForm input={REPORT_RUN_INPUT} initial={{}} busy={busy} errors={errors} listed={listed} onSubmit={(values) => void run(values)} onChange={() => setAnswerStale(true)} />
      {answer && (
        <AnswerArea stale={answerStale}>
          <div className={styles.export}>
            <Button appearance="secondary" disabled={busy} data-report-export="" onClick={() => void exportXlsx()}>
              {t('renderer.menuReports.export')}
            </Button>
          </div>
          {exported && (
            <MessageBar intent="success">
              <MessageBarBody>{exported}</MessageBarBody>
            </MessageBar>
          )}
          {answer.capped === true && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('renderer.menuReports.capped', { rowCap: answer.rowCap })}</MessageBarBody>
            </MessageBar>
          )}
          <ActionResultView result={RESULT} answer={answer} input={sent} row={null} params={env.params} onNavigate={(to, query) => env.navigate(to, query)} />
        </AnswerArea>
      )}
    </AppDialog>
  );
}
