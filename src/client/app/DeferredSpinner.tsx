// Fluent's Spinner, fetched the first time one is shown: the router's loading states (AppRoutes,
// RouteScreen) never show on /home's first paint, which need not carry its styles (2.5 KB gzip). Until
// it arrives, nothing, as during React's own hold-back before a fallback.
import type { SpinnerProps } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const Spinner = lazy(() => import('./spinnerChunk'));

export function DeferredSpinner(props: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Spinner aria-label={t('common.loading')} {...props} />
    </Suspense>
  );
}
