// A public route whose content is a domain screen (cargoTracingHome, seabillfee, tally order messages):
// its page schema file when it exists, otherwise the honest "not available yet" message. Opened without
// a session (a signed link), the page gets a shell of its own: the data client, no grants, the UI language.
import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../state/useStore';
import { createDataProvider } from '../api/dataProvider';
import { makeShellValue, ShellContext } from '../app/ShellContext';
import { appState } from '../state/appStore';
import { PAGE_FILES } from '../app/pageFiles';
import type { PublicScreen } from '../app/publicRoutes';
import { pageScreenLoader } from '../app/fixedRoutes';
import { LoadingSpinner } from '../widgets/LoadingSpinner';

const dataProvider = createDataProvider();

const useStyles = makeStyles({
  page: { minHeight: '100vh', padding: '24px', boxSizing: 'border-box', backgroundColor: tokens.colorNeutralBackground2 },
});

export default function PublicPageScreen({ screen }: { screen: PublicScreen }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useStore(appState, (s) => s.language);
  const shell = useMemo(() => makeShellValue({ dataProvider, language }), [language]);
  const Screen = useMemo<ComponentType>(() => {
    const file = PAGE_FILES.get(screen.name);
    return lazy(file ? pageScreenLoader(file) : () => import('./NotAvailablePage'));
  }, [screen.name]);
  return (
    <div className={styles.page} data-testid={`public-${screen.name}`}>
      {/* A page file names itself (the renderer's heading); the "not available" screen needs this one. */}
      {!PAGE_FILES.has(screen.name) && <Title2 as="h1">{t(screen.title)}</Title2>}
      <ShellContext.Provider value={shell}>
        {/* Keyed by screen: moving between public screens mounts the next one instead of keeping the last. */}
        <Suspense key={screen.name} fallback={<LoadingSpinner />}>
          <Screen />
        </Suspense>
      </ShellContext.Provider>
    </div>
  );
}
