// The application: Fluent theme from the settings, the shell context, the router and the global
// pieces that live outside any screen (toasts, forced log-out confirm, navigation effects); the toaster
// and the confirm load on first use, not with the first page.
import { FluentProvider } from '@fluentui/react-components';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useStore } from '../state/useStore';
import { createDataProvider } from '../api/dataProvider';
import { DeferredForcedLogoutDialog } from '../shell/DeferredForcedLogoutDialog';
import { DeferredNotifier } from '../shell/DeferredNotifier';
import { NavigationEffects } from '../shell/NavigationEffects';
import { trackFocusOutsideDialogs } from '../shell/focus/returnFocus';
import { themeFor } from '../shell/theme/brandTheme';
import { ControlSizeContext } from '../shell/theme/controlSize';
import { DEFAULT_SIZE } from '../../shared/constants';
import { appState, isAppSize } from '../state/appStore';
import { useFocusRings } from '../shell/theme/focusRings';
import { settingsState } from '../state/settingsStore';
import { AppRoutes } from './AppRoutes';
import { ShellProvider } from './ShellContext';

const dataProvider = createDataProvider();
trackFocusOutsideDialogs();

export function App() {
  const theme = useStore(settingsState, (s) => s.theme);
  const size = useStore(appState, (s) => s.size);
  const fluentTheme = useMemo(() => themeFor(theme), [theme]);
  return (
    <FluentProvider theme={fluentTheme} style={{ minHeight: '100vh' }}>
      <FocusRings />
      <ControlSizeContext.Provider value={isAppSize(size) ? size : DEFAULT_SIZE}>
        <ShellProvider dataProvider={dataProvider}>
          <BrowserRouter>
            <DeferredNotifier />
            <DeferredForcedLogoutDialog />
            <NavigationEffects />
            <AppRoutes />
          </BrowserRouter>
        </ShellProvider>
      </ControlSizeContext.Provider>
    </FluentProvider>
  );
}

/** The focus-ring stylesheet, inside the provider so its tokens resolve. */
function FocusRings() {
  useFocusRings();
  return null;
}
