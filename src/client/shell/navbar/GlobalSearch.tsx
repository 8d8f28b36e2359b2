// The header's global search: bookings, bills and addresses by number or name (GET search, scoped by the
// server as each list is), grouped by kind; Ctrl+K (⌘K) focuses it, arrows move, Enter opens the
// record on its screen (`?id=`), Escape closes. Text shorter than the server's minimum asks nothing.
import { Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchAnswer, type SearchItem } from '../../../shared/search/globalSearch';
import { Calls } from '../../../shared/wire/calls';
import { useShell } from '../../app/ShellContext';
import { useRouteIndex } from '../../app/routeIndex';
import { LoadingSpinner } from '../../widgets/LoadingSpinner';

/** Typing pauses this long before the server is asked (each keystroke would be a call). */
const TYPING_PAUSE_MS = 250;

const useStyles = makeStyles({
  root: { position: 'relative', flexShrink: 1, minWidth: '120px', width: '220px' },
  input: { width: '100%' },
  panel: {
    position: 'absolute',
    top: 'calc(100% + 4px)',
    right: 0,
    width: '340px',
    maxHeight: '60vh',
    overflowY: 'auto',
    zIndex: 1000,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
    padding: '4px 0',
  },
  group: { padding: '6px 12px 2px', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold },
  item: { display: 'flex', flexDirection: 'column', padding: '4px 12px', cursor: 'pointer', ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover } },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  empty: { padding: '6px 12px', color: tokens.colorNeutralForeground3 },
});

export function GlobalSearch() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { dataProvider } = useShell();
  const routes = useRouteIndex();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<{ q: string; groups: SearchAnswer['groups'] } | null>(null);
  const [active, setActive] = useState(0);
  const query = text.trim();
  const searchable = [...query].length >= SEARCH_MIN_LENGTH;

  // Ctrl+K / ⌘K anywhere focuses the box.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!searchable) return;
    let current = true;
    const timer = window.setTimeout(() => {
      dataProvider
        .call<SearchAnswer>('GET', Calls.globalSearch, { q: query }, { silent: true })
        .then((found) => {
          if (!current) return;
          setAnswer({ q: query, groups: found.groups });
          setActive(0);
        })
        .catch(() => current && setAnswer({ q: query, groups: [] }));
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [dataProvider, query, searchable]);

  const shown = searchable && answer?.q === query ? answer.groups : null;
  const items = useMemo(() => (shown ?? []).flatMap((g) => g.items), [shown]);

  const choose = (item: SearchItem) => {
    const path = routes.byName.get(item.screen)?.path;
    setOpen(false);
    setText('');
    inputRef.current?.blur();
    if (path) navigate(`${path}?${new URLSearchParams({ id: String(item.id) }).toString()}`);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      setOpen(false);
      return;
    }
    if (!items.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(items[Math.min(active, items.length - 1)]);
    }
  };

  let index = -1;
  return (
    <div className={styles.root} data-testid="global-search">
      <Input
        ref={inputRef}
        className={styles.input}
        size="small"
        appearance="filled-darker"
        contentBefore={<SearchRegular />}
        placeholder={t('navbar.globalSearch')}
        aria-label={t('navbar.globalSearchLabel')}
        aria-expanded={open && searchable}
        aria-controls={listId}
        role="combobox"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(_e, d) => {
          setText(d.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && searchable && (
        <div className={styles.panel} id={listId} role="listbox" data-search-results={shown ? 'ready' : 'loading'} onMouseDown={(e) => e.preventDefault()}>
          {!shown && <LoadingSpinner size="extra-tiny" />}
          {shown && shown.length === 0 && <Text className={styles.empty}>{t('navbar.globalSearchNone')}</Text>}
          {shown?.map((group) => (
            <div key={group.kind} role="group" aria-label={t(`navbar.searchKind.${group.kind}`, { defaultValue: group.kind })}>
              <div className={styles.group}>{t(`navbar.searchKind.${group.kind}`, { defaultValue: group.kind })}</div>
              {group.items.map((item) => {
                index += 1;
                const mine = index;
                return (
                  <div
                    key={`${group.kind}:${item.id}`}
                    role="option"
                    aria-selected={mine === active}
                    className={`${styles.item} ${mine === active ? styles.active : ''}`}
                    data-search-kind={group.kind}
                    data-search-item={item.text}
                    onMouseEnter={() => setActive(mine)}
                    onClick={() => choose(item)}
                  >
                    <Text>{item.text}</Text>
                    {item.detail && <Text className={styles.detail}>{item.detail}</Text>}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
