// The grid block (lazy chunk, glide-data-grid on canvas): server paging, header-click sort cycle and
// cell validation tooltips, maximise/restore (Escape) and tree indent here; each further feature in its
// own file: the user's columns (columnPreferences, ColumnPanel), selection across pages (selection,
// SelectionBar), checkbox drag auto-scroll (edgeAutoScroll), row actions (rowActions), the sideways
// scroll hint (ScrollHint) and per-tab scroll memory (scrollMemory).
import '@glideapps/glide-data-grid/dist/index.css';
import {
  CompactSelection,
  type DataEditorRef,
  type GridCell,
  GridCellKind,
  type GridColumn as GlideColumn,
  type GridMouseEventArgs,
  type GridSelection,
  type Item,
} from '@glideapps/glide-data-grid';
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRID_MIN_HEIGHT, GRID_TREE_INDENT } from '../../../shared/constants';
import type { GridBlock as GridBlockSchema } from '../../../shared/page/pageSchema';
import { useControlSize } from '../../shell/theme/controlSize';
import { ActionButton } from '../actions/ActionButton';
import { badgePaintOf } from '../core/badges';
import { choiceLabelOf } from '../core/choiceLabel';
import { displayValue } from '../core/displayValue';
import { isReferenceField, joinedName, referenceLabel } from '../core/referenceLabel';
import { propertyType, useEntitySchema } from '../core/entitySchemas';
import { entityOfResource, usePageRuntime } from '../core/pageRuntime';
import { conditionHolds } from '../core/visibleWhen';
import { useRendererEnv } from '../core/rendererEnv';
import { actionLabelKey, fieldTitleKey } from '../core/titles';
import { TimeZoneNoteFor } from '../core/TimeZoneNote';
import { displayFormatOf, showsTimeOfDay } from '../../../shared/format/timeOfDay';
import type { Row } from '../core/useListController';
import { readPath } from '../core/valueMapping';
import { badgeCell } from './badgeCell';
import { type CellMessage, validateCell } from './cellValidation';
import { SlimDataEditor } from './SlimDataEditor';
import { ColumnPanel } from './ColumnPanel';
import { setWidth } from './columnPreferences';
import { useCheckboxDragScroll } from './edgeAutoScroll';
import { layoutColumns, rowHeightFor, treeOrder } from './gridLayout';
import { GRID_KEYBINDINGS } from './keyboardRelease';
import { GridSummary } from './GridSummary';
import { Pager } from './Pager';
import { ACTIONS_COLUMN, RowMenu, type RowMenuState, actionsCell, actionsColumn } from './rowActions';
import { ScrollHint } from './ScrollHint';
import { saveScrollDebounced, savedScroll } from './scrollMemory';
import { SelectionBar } from './SelectionBar';
import { BulkEditButton } from './BulkEditDialog';
import { mergePageSelection, pageRowSelection } from './selection';
import { useColumnPreferences } from './useColumnPreferences';
import { MeasuredGlide } from './useGlideSize';
import { LoadingSpinner } from '../../widgets/LoadingSpinner';

/** glide-data-grid's checkbox column width (up to 100 rows). */
const MARKER_WIDTH = 32;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  maximised: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalL,
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  spacer: { flexGrow: 1 },
  area: { position: 'relative', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, overflow: 'hidden' },
  empty: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
    pointerEvents: 'none',
  },
  tooltip: {
    position: 'fixed',
    zIndex: 2000,
    maxWidth: '320px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase200,
    pointerEvents: 'none',
    whiteSpace: 'pre-line',
  },
});

interface Tip {
  x: number;
  y: number;
  text: string;
}

export default function GridBlock({ block }: { block: GridBlockSchema }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const runtime = usePageRuntime();
  // Each grid has its own list (its resource, maybe bound to another block's selected row).
  const own = runtime.lists.of(block);
  const list = own?.list ?? null;
  const waiting = own?.waiting ?? false;
  const entity = entityOfResource(runtime, block.resource);
  const editorRef = useRef<DataEditorRef>(null);
  const [maximised, setMaximised] = useState(false);
  const [tip, setTip] = useState<Tip | null>(null);
  const [rowMenu, setRowMenu] = useState<RowMenuState | null>(null);
  const [cellSelection, setCellSelection] = useState<GridSelection['current']>(undefined);
  const controlSize = useControlSize();

  const rowHeight = rowHeightFor(env.size);
  const prefs = useColumnPreferences(runtime.page.name, block.id, block.columns);
  const layout = useMemo(() => layoutColumns(prefs.views), [prefs.views]);
  const rowActions = useMemo(
    () => (block.rowActions ?? []).map((id) => runtime.grantedAction(id)).filter((a) => a !== undefined),
    [block.rowActions, runtime],
  );
  // The row-actions column leads, frozen; data columns follow it.
  const offset = rowActions.length > 0 ? 1 : 0;
  const freeze = layout.freeze + offset;
  const ordered = useMemo(() => {
    const rows = list?.rows ?? [];
    return block.tree && list ? treeOrder(rows, list.keyField, block.tree.parentField) : rows.map((row) => ({ row, depth: 0 }));
  }, [block.tree, list]);
  const scrollKey = `${env.tabKey}:${runtime.page.name}:${block.id ?? 'grid'}`;

  // Escape restores a maximised grid.
  useEffect(() => {
    if (!maximised) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMaximised(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [maximised]);

  const columns = useMemo<GlideColumn[]>(() => {
    const sort = list?.sort;
    const cols: GlideColumn[] = layout.columns.map((c) => {
      const mark = sort?.field === c.field ? (sort.order === 'asc' ? ' ▲' : ' ▼') : '';
      return { id: c.field, title: `${t(fieldTitleKey(entity, c.field, c.title))}${mark}`, width: c.width };
    });
    return offset ? [actionsColumn(), ...cols] : cols;
  }, [layout.columns, list?.sort, offset, entity, t]);

  // Pages on a record without an entity file (cususer) simply get no choice labels.
  const { schema: entitySchema } = useEntitySchema(entity);
  const displayOptions = useMemo(() => ({ language: env.language, yes: t('renderer.yes'), no: t('renderer.no') }), [env.language, t]);
  // Fields with choices show their labels (`<optionsKey>.<value>`, by default `field.<entity>.<field>Option.<value>`).
  const choiceOf = useMemo(() => {
    const out = new Map<string, (v: string) => string>();
    for (const c of layout.columns) {
      const label = choiceLabelOf(entitySchema, entity, c.field, t, c.optionsKey);
      if (label) out.set(c.field, label);
    }
    return out;
  }, [entitySchema, layout.columns, entity, t]);
  // Columns formatted as badges: a coloured pill per choice (page `badges`, else the entity's `@badges`).
  const badgeOf = useMemo(() => new Map(layout.columns.filter((c) => c.format === 'badge').map((c) => [c.field, badgePaintOf(entitySchema, c.field, c.badges)])), [entitySchema, layout.columns]);
  // Numbers line up on the right.
  const numeric = useMemo(() => {
    const type = (field: string) => propertyType(entitySchema?.properties?.[field]);
    return new Set(layout.columns.filter((c) => type(c.field) === 'number' || type(c.field) === 'integer').map((c) => c.field));
  }, [entitySchema, layout.columns]);

  // A column's schema format: a date-time without a page format is shown in China time (timeOfDay.ts).
  const fieldSchemas = useMemo(() => new Map(layout.columns.map((c) => [c.field, entitySchema?.properties?.[c.field]])), [entitySchema, layout.columns]);
  // Times of day shown are China time: the grid says so once.
  const showsTime = useMemo(() => layout.columns.some((c) => showsTimeOfDay(displayFormatOf(c.format, fieldSchemas.get(c.field)))), [fieldSchemas, layout.columns]);
  // Reference columns show the record's name (joined by the server) beside its key.
  const references = useMemo(() => new Set(layout.columns.filter((c) => isReferenceField(entitySchema, c.field)).map((c) => c.field)), [entitySchema, layout.columns]);

  const messagesOf = useCallback(
    (col: number, r: Row): CellMessage[] => {
      const column = layout.columns[col - offset];
      return column ? validateCell(readPath(r, column.field), column.rules, r) : [];
    },
    [layout.columns, offset],
  );

  const getCellContent = useCallback(
    ([col, rowIndex]: Item): GridCell => {
      const entry = ordered[rowIndex];
      if (!entry) return { kind: GridCellKind.Loading, allowOverlay: false };
      if (columns[col]?.id === ACTIONS_COLUMN) return actionsCell(rowActions.filter((a) => conditionHolds(a.visibleWhen, entry.row)).map((a) => t(actionLabelKey(a))));
      const column = layout.columns[col - offset];
      const value = readPath(entry.row, column.field);
      const shown = displayValue(value, { ...displayOptions, format: column.format, field: fieldSchemas.get(column.field), choice: choiceOf.get(column.field) });
      const text = references.has(column.field) && shown ? referenceLabel(shown, joinedName(entry.row, column.field)) : shown;
      const invalid = messagesOf(col, entry.row).length > 0;
      const badge = badgeOf.get(column.field);
      if (badge && text) return badgeCell(text, badge(value).paint);
      return {
        kind: GridCellKind.Text,
        data: text,
        displayData: text,
        allowOverlay: false,
        readonly: true,
        contentAlign: numeric.has(column.field) ? 'right' : 'left',
        ...(invalid ? { themeOverride: { bgCell: '#fde7e9', textDark: '#a4262c' } } : {}),
      };
    },
    [badgeOf, choiceOf, columns, displayOptions, fieldSchemas, layout.columns, messagesOf, numeric, offset, ordered, references, rowActions, t],
  );

  const pageIds = useMemo(() => (list ? ordered.map((entry) => list.idOf(entry.row)) : []), [list, ordered]);
  const selection = useMemo<GridSelection>(
    () => ({ columns: CompactSelection.empty(), rows: pageRowSelection(pageIds, list?.selectedIds ?? []), current: cellSelection }),
    [cellSelection, list?.selectedIds, pageIds],
  );

  const onSelection = useCallback(
    (next: GridSelection) => {
      setCellSelection(next.current);
      if (list) list.setSelectedIds(mergePageSelection(list.selectedIds, pageIds, next.rows.toArray()));
    },
    [list, pageIds],
  );

  const checkboxDrag = useCheckboxDragScroll({
    rowCount: ordered.length,
    scrollToRow: (row, direction) => editorRef.current?.scrollTo(0, row, 'vertical', 0, 0, { vAlign: direction > 0 ? 'end' : 'start' }),
    selectRows: (indexes) => {
      if (!list) return;
      const onPage = new Set([...pageRowSelection(pageIds, list.selectedIds).toArray(), ...indexes]);
      list.setSelectedIds(mergePageSelection(list.selectedIds, pageIds, [...onPage]));
    },
  });

  const onHover = useCallback(
    (args: GridMouseEventArgs) => {
      if (args.kind !== 'cell') {
        setTip(null);
        return;
      }
      const [col, rowIndex] = args.location;
      const entry = ordered[rowIndex];
      const messages = entry && col >= offset ? messagesOf(col, entry.row) : [];
      if (messages.length === 0) {
        setTip(null);
        return;
      }
      setTip({ x: args.bounds.x, y: args.bounds.y + args.bounds.height + 4, text: messages.map((m) => t(m.key, m.values)).join('\n') });
    },
    [messagesOf, offset, ordered, t],
  );

  const restoreScroll = useCallback(() => {
    const saved = savedScroll(scrollKey);
    if (saved && editorRef.current) editorRef.current.scrollTo({ amount: saved.x, unit: 'px' }, { amount: saved.y, unit: 'px' }, 'both', 0, 0, { hAlign: 'start', vAlign: 'start' });
  }, [scrollKey]);

  // After a reload of the page's rows: put the table where it was.
  useEffect(() => {
    if (ordered.length > 0) restoreScroll();
  }, [ordered.length, restoreScroll]);

  // Back on a kept-alive tab: the hidden grid had no size; when it gets one again, restore.
  const rootRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = rootRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let hidden = el.offsetWidth === 0;
    const observer = new ResizeObserver(() => {
      const nowHidden = el.offsetWidth === 0;
      if (hidden && !nowHidden) restoreScroll();
      hidden = nowHidden;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [restoreScroll]);

  const dataRows = Math.max(ordered.length, 3);
  // Header, rows, and room for the horizontal scrollbar.
  const naturalHeight = Math.max(GRID_MIN_HEIGHT, (dataRows + 1) * rowHeight + 18);
  const height = maximised ? 'calc(100vh - 140px)' : (block.height ?? naturalHeight);

  if (!list) return <Text role="alert">{t('renderer.noResource')}</Text>;

  const toolbar = block.toolbar ?? [];

  return (
    <div ref={rootRef} className={`${styles.root} ${maximised ? styles.maximised : ''}`} data-block="grid" data-grid-id={block.id ?? 'grid'} data-maximised={maximised ? 'true' : 'false'}>
      <div className={styles.toolbar} data-grid-toolbar="">
        {toolbar.map((id) => (
          <ActionButton key={id} actionId={id} />
        ))}
        <SelectionBar list={list} />
        {block.bulkEdit && env.can(block.bulkEdit.funcId) && (
          <BulkEditButton list={list} resource={block.resource ?? runtime.page.resource ?? ''} entity={entity} schema={entitySchema} fields={block.bulkEdit.fields} />
        )}
        <span className={styles.spacer} />
        <TimeZoneNoteFor shows={showsTime} />
        {list.loading && <LoadingSpinner size="extra-tiny" />}
        <ColumnPanel views={prefs.views} titleOf={(v) => t(fieldTitleKey(entity, v.column.field, v.column.title))} onChange={prefs.change} onReset={prefs.reset} />
        <Button size={controlSize} appearance="subtle" data-grid="maximise" onClick={() => setMaximised((m) => !m)}>
          {maximised ? t('grid.restore') : t('grid.maximise')}
        </Button>
      </div>
      {layout.frozenExceeded && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('grid.maxFrozenExceeded', { max: layout.freeze })}</MessageBarBody>
        </MessageBar>
      )}
      {list.error && (
        <MessageBar intent="error">
          <MessageBarBody>{list.error}</MessageBarBody>
        </MessageBar>
      )}
      <div
        ref={areaRef}
        className={styles.area}
        data-grid-rows={ordered.length}
        data-sort={list.sort ? `${list.sort.field}:${list.sort.order}` : ''}
        data-grid-columns={layout.columns.map((c) => c.field).join(',')}
        data-grid-widths={layout.columns.map((c) => c.width).join(',')}
        data-grid-frozen={layout.freeze}
        data-grid-actions={offset ? 'true' : 'false'}
        data-columns-ready={prefs.ready ? 'true' : 'false'}
      >
        <MeasuredGlide
          height={height}
          glide={(initialSize) => (
            <SlimDataEditor
              ref={editorRef}
              initialSize={initialSize}
              columns={columns}
              rows={ordered.length}
              getCellContent={getCellContent}
              width="100%"
              height={height}
              rowHeight={rowHeight}
              headerHeight={rowHeight}
              freezeColumns={freeze}
              rowMarkers={block.selectable === false ? 'none' : { kind: 'checkbox-visible', checkboxStyle: 'square', headerAlwaysVisible: true }}
              rowSelect="multi"
              rowSelectionMode="multi"
              keybindings={GRID_KEYBINDINGS}
              rangeSelect="cell"
              columnSelect="none"
              gridSelection={selection}
              onGridSelectionChange={onSelection}
              onColumnResize={(column, width) => prefs.change(setWidth(prefs.views, column.id ?? '', width), { save: false })}
              onColumnResizeEnd={(column, width) => prefs.change(setWidth(prefs.views, column.id ?? '', width))}
              onMouseMove={checkboxDrag.onPointer}
              onHeaderClicked={(col) => {
                const column = layout.columns[col - offset];
                if (column && column.sortable !== false) list.toggleSort(column.field);
              }}
              onCellClicked={([col, rowIndex], e) => {
                const entry = ordered[rowIndex];
                // A row none of whose actions applies (visibleWhen) opens no empty menu.
                if (!entry || columns[col]?.id !== ACTIONS_COLUMN || !rowActions.some((a) => conditionHolds(a.visibleWhen, entry.row))) return;
                const at = { row: entry.row, x: e.bounds.x + e.localEventX, y: e.bounds.y + e.localEventY };
                // glide reports the click on mouse-up; the browser's click follows and would count as a
                // click outside the new menu, closing it at once: open once that click has passed.
                setTimeout(() => setRowMenu(at), 0);
              }}
              onCellContextMenu={([, rowIndex], e) => {
                const entry = ordered[rowIndex];
                if (!entry || !rowActions.some((a) => conditionHolds(a.visibleWhen, entry.row))) return;
                e.preventDefault();
                setRowMenu({ row: entry.row, x: e.bounds.x + e.localEventX, y: e.bounds.y + e.localEventY });
              }}
              // Only a double click (or Enter) runs the row's double-click action: glide's default would also
              // on a second single click, e.g. on a row's "⋯" after closing its menu.
              cellActivationBehavior="double-click"
              onCellActivated={([col, rowIndex]) => {
                const entry = columns[col]?.id === ACTIONS_COLUMN ? undefined : ordered[rowIndex];
                const action = block.rowDoubleClick ? runtime.grantedAction(block.rowDoubleClick) : undefined;
                if (entry && action && conditionHolds(action.visibleWhen, entry.row)) void runtime.run(action, entry.row, { list });
              }}
              onItemHovered={onHover}
              onVisibleRegionChanged={(range) => {
                checkboxDrag.onVisibleRows({ y: range.y, height: range.height });
                let x = 0;
                for (let c = freeze; c < range.x && c < columns.length; c++) {
                  const col = columns[c];
                  x += 'width' in col ? col.width : 0;
                }
                saveScrollDebounced(scrollKey, { x, y: range.y * rowHeight });
              }}
              drawCell={
                block.tree
                  ? (args, drawContent) => {
                      const depth = ordered[args.row]?.depth ?? 0;
                      if (args.col !== offset || depth === 0) return drawContent();
                      args.ctx.save();
                      args.ctx.translate(depth * GRID_TREE_INDENT, 0);
                      drawContent();
                      args.ctx.restore();
                    }
                  : undefined
              }
              smoothScrollX
              smoothScrollY
            />
          )}
        />
        <ScrollHint
          area={areaRef}
          layoutKey={columns.map((c) => ('width' in c ? c.width : 0)).join(',')}
          leftOffset={(block.selectable === false ? 0 : MARKER_WIDTH) + columns.slice(0, freeze).reduce((sum, c) => sum + ('width' in c ? c.width : 0), 0)}
          height={typeof height === 'number' ? height - 14 : 'calc(100% - 14px)'}
        />
        {!list.loading && ordered.length === 0 && (
          <div className={styles.empty} style={{ top: rowHeight }} data-grid-empty="" data-waiting={waiting ? '' : undefined}>
            {/* A bound grid waits quietly for its master row. */}
            {t(waiting ? 'renderer.waitingForSource' : (block.emptyText ?? 'grid.emptyText'))}
          </div>
        )}
      </div>
      {block.summary && <GridSummary block={block} list={list} entity={entity} />}
      <Pager list={list} />
      {tip && (
        <div className={styles.tooltip} role="tooltip" style={{ left: tip.x, top: tip.y }} data-cell-tooltip="">
          {tip.text}
        </div>
      )}
      {rowMenu && <RowMenu menu={rowMenu} actions={rowActions.filter((a) => conditionHolds(a.visibleWhen, rowMenu.row))} onClose={() => setRowMenu(null)} onRun={(a, row) => void runtime.run(a, row, { list })} />}
    </div>
  );
}
