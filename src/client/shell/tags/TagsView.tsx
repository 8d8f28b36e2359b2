// The tab bar of visited views (SPEC §2): click to switch, × to close (not on affixed tabs), and a
// right-click menu 150 px wide with 30 px items (refresh, close, close others, close all), hidden on
// any left mouse-up.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '../../state/useStore';
import { CONTEXT_MENU_ITEM_PX, CONTEXT_MENU_WIDTH_PX } from '../../../shared/constants';
import { useControlSize } from '../theme/controlSize';
import type { TagView } from './tagRules';
import { closeAllTags, closeOtherTags, closeTag, markRefresh, tagsState } from './tagsStore';
import { appQueryClient } from '../../api/queryClient';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    gap: '4px',
    alignItems: 'center',
    padding: '4px 8px',
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    boxSizing: 'border-box',
  },
  tag: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    padding: '0 8px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    boxSizing: 'border-box',
  },
  // The size preference on Fluent's button scale: 24, 32 or 40 px high.
  small: { height: '24px', fontSize: tokens.fontSizeBase200 },
  medium: { height: '32px', fontSize: tokens.fontSizeBase300 },
  large: { height: '40px', fontSize: tokens.fontSizeBase400 },
  active: {
    backgroundColor: tokens.colorBrandBackground,
    border: `1px solid ${tokens.colorBrandBackground}`,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  label: { border: 'none', background: 'transparent', color: 'inherit', font: 'inherit', padding: 0, cursor: 'pointer' },
  close: {
    display: 'inline-flex',
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    padding: 0,
    cursor: 'pointer',
    borderRadius: '50%',
  },
  menu: {
    position: 'fixed',
    zIndex: 3000,
    margin: 0,
    padding: '4px 0',
    listStyle: 'none',
    width: `${CONTEXT_MENU_WIDTH_PX}px`,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
  },
  item: {
    display: 'block',
    width: '100%',
    border: 'none',
    background: 'transparent',
    textAlign: 'left',
    color: tokens.colorNeutralForeground1,
    height: `${CONTEXT_MENU_ITEM_PX}px`,
    lineHeight: `${CONTEXT_MENU_ITEM_PX}px`,
    padding: '0 16px',
    fontSize: tokens.fontSizeBase200,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
});

const CLOSE_ICON_PX = { small: 12, medium: 14, large: 16 } as const;

interface MenuState {
  x: number;
  y: number;
  view: TagView;
}

export function TagsView() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const visitedViews = useStore(tagsState, (s) => s.visitedViews);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const active = location.pathname;
  const size = useControlSize();

  useEffect(() => {
    if (!menu) return;
    // SPEC §9: the menu hides on a left mouse-up anywhere.
    const hide = (e: MouseEvent) => {
      if (e.button === 0) setMenu(null);
    };
    window.addEventListener('mouseup', hide);
    return () => window.removeEventListener('mouseup', hide);
  }, [menu]);

  const go = (next: string | null) => {
    if (next) navigate(next);
  };
  const refresh = (view: TagView) => {
    // A refreshed screen reads everything again: the answers it would take from the query layer are stale now.
    void appQueryClient().invalidateQueries();
    markRefresh(view.path);
    navigate(`/redirect${view.fullPath}`, { replace: true });
  };
  const actions = (view: TagView) =>
    [
      { key: 'refresh', label: t('tagsView.refresh'), run: () => refresh(view) },
      !view.affix && { key: 'close', label: t('tagsView.close'), run: () => go(closeTag(view.path, active)) },
      { key: 'closeOthers', label: t('tagsView.closeOthers'), run: () => go(closeOtherTags(view.path, active)) },
      { key: 'closeAll', label: t('tagsView.closeAll'), run: () => go(closeAllTags(active)) },
    ].filter((a): a is { key: string; label: string; run: () => void } => Boolean(a));

  return (
    <nav className={styles.bar} aria-label={t('tagsView.label')} data-testid="tags-view" data-size={size}>
      {visitedViews.map((view) => (
        <div
          key={view.path}
          className={mergeClasses(styles.tag, styles[size], view.path === active && styles.active)}
          data-testid="tag"
          data-path={view.path}
          data-active={view.path === active}
          onMouseUp={(e) => {
            if (e.button === 1 && !view.affix) go(closeTag(view.path, active));
          }}
          onContextMenu={(e) => {
            e.preventDefault();
            setMenu({ x: e.clientX, y: e.clientY, view: { ...view } });
          }}
        >
          <button type="button" className={styles.label} onClick={() => navigate(view.fullPath)} aria-current={view.path === active ? 'page' : undefined}>
            {t(view.title)}
          </button>
          {!view.affix && (
            <button
              type="button"
              className={styles.close}
              aria-label={t('tagsView.close')}
              data-testid="tag-close"
              onClick={(e) => {
                e.stopPropagation();
                go(closeTag(view.path, active));
              }}
            >
              <DismissRegular fontSize={CLOSE_ICON_PX[size]} />
            </button>
          )}
        </div>
      ))}
      {menu && (
        <div className={styles.menu} style={{ left: menu.x, top: menu.y, width: CONTEXT_MENU_WIDTH_PX }} role="menu" data-testid="tags-context-menu">
          {actions(menu.view).map((action) => (
            <button
              type="button"
              key={action.key}
              role="menuitem"
              className={styles.item}
              style={{ height: CONTEXT_MENU_ITEM_PX }}
              data-action={action.key}
              onMouseUp={(e) => {
                if (e.button !== 0) return;
                action.run();
                setMenu(null);
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </nav>
  );
}
