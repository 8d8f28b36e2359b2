// The grid's column ("custom") panel of SPEC §9: show or hide columns, reorder them by drag and drop
// or by keyboard (Alt+↑/↓ on a row, or its arrow buttons), freeze up to four (a fifth is refused
// with the §8 message), reset to the page's defaults. It closes 350 ms after the pointer leaves it.
import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarBody,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ColumnTripleEditRegular, PinFilled, PinRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRID_PANEL_CLOSE_DELAY_MS } from '../../../shared/constants';
import { MAX_FROZEN } from '../../../shared/preferences/gridPreference';
import { useControlSize } from '../../shell/theme/controlSize';
import { type ColumnView, moveColumn, setFrozen, setHidden } from './columnPreferences';

const useStyles = makeStyles({
  surface: { width: '340px', maxHeight: '70vh', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  over: { backgroundColor: tokens.colorNeutralBackground1Selected },
  handle: { cursor: 'grab', color: tokens.colorNeutralForeground3, display: 'inline-flex' },
  name: { flexGrow: 1, minWidth: 0 },
  footer: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

export interface ColumnPanelProps {
  views: ColumnView[];
  /** Translated header of a column. */
  titleOf(view: ColumnView): string;
  onChange(next: ColumnView[]): void;
  onReset(): void;
}

export function ColumnPanel({ views, titleOf, onChange, onReset }: ColumnPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const size = useControlSize();
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), GRID_PANEL_CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <Popover
      open={open}
      onOpenChange={(_, d) => {
        setOpen(d.open);
        if (!d.open) setRefused(false);
      }}
      positioning="below-end"
      // Not modal (the grid stays usable beside it) and in the page's tab order right after its button.
      inline
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button size={size} appearance="subtle" icon={<ColumnTripleEditRegular />} data-grid="columns">
          {t('grid.columns')}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} data-column-panel="" aria-label={t('grid.columns')} onMouseLeave={scheduleClose} onMouseEnter={cancelClose}>
        {refused && (
          <MessageBar intent="warning" data-column-refused="">
            <MessageBarBody>{t('grid.maxFrozenExceeded', { max: MAX_FROZEN })}</MessageBarBody>
          </MessageBar>
        )}
        <ColumnRows views={views} titleOf={titleOf} onChange={onChange} onRefused={setRefused} />
        <div className={styles.footer}>
          <Button
            size={size}
            data-column-reset=""
            onClick={() => {
              setRefused(false);
              onReset();
            }}
          >
            {t('grid.resetColumns')}
          </Button>
        </div>
      </PopoverSurface>
    </Popover>
  );
}

/**
 * The panel's rows, a component of their own: the surface draws them only while open, so the grid's
 * renders (its first one included) pay nothing for the rows' translated labels and buttons.
 */
function ColumnRows({ views, titleOf, onChange, onRefused }: Omit<ColumnPanelProps, 'onReset'> & { onRefused(refused: boolean): void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const size = useControlSize();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [focusField, setFocusField] = useState<string | null>(null);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const list = useRef<HTMLUListElement>(null);

  // After a keyboard move the moved row keeps the focus.
  useEffect(() => {
    if (focusField) rows.current.get(focusField)?.focus();
  }, [focusField, views]);
  // Opening (these rows appear) moves the focus to the first column, ready for the keyboard.
  useEffect(() => {
    list.current?.querySelector('li')?.focus();
  }, []);

  const move = (from: number, to: number) => {
    onChange(moveColumn(views, from, to));
    setFocusField(views[from]?.column.field ?? null);
  };
  const freeze = (field: string, frozen: boolean) => {
    const result = setFrozen(views, field, frozen);
    onRefused(!result.ok);
    if (result.ok) onChange(result.views);
  };
  const onRowKey = (e: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (e.target !== e.currentTarget || !e.altKey) return;
    if (e.key === 'ArrowUp' && index > 0) move(index, index - 1);
    else if (e.key === 'ArrowDown' && index < views.length - 1) move(index, index + 1);
    else return;
    e.preventDefault();
  };

  return (
    <ul ref={list} className={styles.list} aria-label={t('grid.columnOrder')}>
      {views.map((view, index) => {
        const field = view.column.field;
        const title = titleOf(view);
        return (
          <li
            key={field}
            ref={(el) => {
              if (el) rows.current.set(field, el);
              else rows.current.delete(field);
            }}
            className={`${styles.row} ${dragOver === index ? styles.over : ''}`}
            data-column={field}
            tabIndex={0}
            aria-label={t('grid.columnRow', { column: title, position: index + 1, count: views.length })}
            draggable
            onDragStart={(e) => {
              setDragFrom(index);
              e.dataTransfer?.setData('text/plain', field);
            }}
            onDragOver={(e) => {
              if (dragFrom === null) return;
              e.preventDefault();
              setDragOver(index);
            }}
            onDragEnd={() => {
              setDragFrom(null);
              setDragOver(null);
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragFrom !== null) onChange(moveColumn(views, dragFrom, index));
              setDragFrom(null);
              setDragOver(null);
            }}
            onKeyDown={(e) => onRowKey(e, index)}
          >
            <span className={styles.handle} aria-hidden="true">
              <ReOrderDotsVerticalRegular />
            </span>
            <Checkbox
              className={styles.name}
              size={size === 'large' ? 'large' : 'medium'}
              checked={!view.hidden}
              label={title}
              data-column-visible={field}
              onChange={(_, d) => onChange(setHidden(views, field, !d.checked))}
            />
            <ToggleButton
              size="small"
              appearance="subtle"
              checked={view.frozen}
              icon={view.frozen ? <PinFilled /> : <PinRegular />}
              aria-label={t('grid.freezeColumn', { column: title })}
              title={t('grid.freezeColumn', { column: title })}
              data-column-freeze={field}
              onClick={() => freeze(field, !view.frozen)}
            />
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowUpRegular />}
              disabled={index === 0}
              aria-label={t('grid.moveUp', { column: title })}
              data-column-up={field}
              onClick={() => move(index, index - 1)}
            />
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowDownRegular />}
              disabled={index === views.length - 1}
              aria-label={t('grid.moveDown', { column: title })}
              data-column-down={field}
              onClick={() => move(index, index + 1)}
            />
          </li>
        );
      })}
    </ul>
  );
}
