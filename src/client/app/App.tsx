// The application: Fluent theme from the settings, the shell context, the router and the global
// pieces that live outside any screen (toasts, forced log-out confirm, navigation effects).
import { FluentProvider } from '@fluentui/react-components';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { createDataProvider } from '../api/dataProvider';
import { ForcedLogoutDialog } from '../shell/ForcedLogoutDialog';
import { NavigationEffects } from '../shell/NavigationEffects';
import { Notifier } from '../shell/Notifier';
import { trackFocusOutsideDialogs } from '../shell/focus/returnFocus';
import { themeFor } from '../shell/theme/brandTheme';
import { useFocusRings } from '../shell/theme/focusRings';
import { settingsState } from '../state/settingsStore';
import { AppRoutes } from './AppRoutes';
import { ShellProvider } from './ShellContext';

const dataProvider = createDataProvider();
trackFocusOutsideDialogs();

export function App() {
  const { theme } = useSnapshot(settingsState);
  const fluentTheme = useMemo(() => themeFor(theme), [theme]);
  return (
    <FluentProvider theme={fluentTheme} style={{ minHeight: '100vh' }}>
      <FocusRings />
      <ShellProvider dataProvider={dataProvider}>
        <BrowserRouter>
          <Notifier />
          <ForcedLogoutDialog />
          <NavigationEffects />
          <AppRoutes />
        </BrowserRouter>
      </ShellProvider>
    </FluentProvider>
  );
}

/** The focus-ring stylesheet, inside the provider so its tokens resolve. */
function FocusRings() {
  useFocusRings();
  return null;
}
