// A public route whose content is a domain screen (cargoTracingHome, seabillfee, tally order messages):
// its page schema file when it exists, otherwise the honest "not available yet" message.
import { makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_FILES } from '../app/pageFiles';
import type { PublicScreen } from '../app/publicRoutes';
import { pageScreenLoader } from '../app/fixedRoutes';

const useStyles = makeStyles({
  page: { minHeight: '100vh', padding: '24px', boxSizing: 'border-box', backgroundColor: tokens.colorNeutralBackground2 },
});

export default function PublicPageScreen({ screen }: { screen: PublicScreen }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const file = PAGE_FILES.get(screen.name);
  const Screen = useMemo<ComponentType>(() => lazy(file ? pageScreenLoader(file) : () => import('./NotAvailablePage')), [file]);
  return (
    <div className={styles.page} data-testid={`public-${screen.name}`}>
      {/* A page file shows its own title. */}
      {!file && <Title2 as="h1">{t(screen.title)}</Title2>}
      {/* Keyed by screen: moving between public screens mounts the next one instead of keeping the last. */}
      <Suspense key={screen.name} fallback={<Spinner />}>
        <Screen />
      </Suspense>
    </div>
  );
}
