// The tree-with-checkboxes field (chosen by buildFormSchema.ts for a property with `x-tree`, never named
// by a page): Fluent's FlatTree in multiselect mode with tri-state checkboxes (checked, mixed,
// unchecked), a search box, expand all / collapse all, and the tree's own keyboard handling (arrows
// move and open, Space checks). Its nodes come from a reading action of a resource, named by the
// schema: `"x-tree": { "resource": "role", "action": "grantTree", "payload": { "audience": "customer" } }`,
// answering `{ nodes: [{ key, parent, titleKey | title }] }`. The value is the selected keys: a list,
// or comma-separated text when the property is a string. Opt-in nodes (`optIn: true`: a menu's functions)
// are checked one by one, or all of a node's by its "All" button (treeSelection.ts).
import { Button, Caption1, FlatTree, FlatTreeItem, Input, Spinner, TreeItemLayout, makeStyles, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetLabel } from '../../../widgets/rjsf/WidgetLabel';
import { useActionRead } from '../../../api/reads';
import { useRendererEnv } from '../../core/rendererEnv';
import { keysOf, TreeIndex, type TreeNodeData, valueOf } from './treeSelection';

/** The uiSchema widget name. */
export const TREE_WIDGET = 'tree';

export interface TreeSource {
  resource: string;
  action: string;
  payload?: Record<string, unknown>;
}

interface WireNode {
  key: string;
  parent: string | null;
  titleKey?: string;
  title?: string;
  optIn?: boolean;
}

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', marginBottom: tokens.spacingVerticalXS, flexWrap: 'wrap' },
  search: { flexGrow: 1, minWidth: '160px' },
  tree: { maxHeight: '360px', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  key: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalS },
});

export function TreeWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, schema, value, onChange } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const source = schema['x-tree'] as TreeSource | undefined;
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Set<string>>(new Set());
  // The source is compared by its text: a page's literal is a new object at every render.
  const sourceKey = JSON.stringify(source ?? null);
  const given = useMemo(() => JSON.parse(sourceKey) as TreeSource | null, [sourceKey]);
  const nodes = useActionRead<{ nodes: WireNode[] }>(env, given?.resource ?? '', given?.action ?? '', given?.payload ?? {}, { enabled: !!given });
  const wire = nodes.data?.nodes ?? null;
  const failed = nodes.isError;
  const failure = nodes.error;
  useEffect(() => {
    if (failure && !env.errorShown(failure)) env.notify('error', t('access.tree.loadFailed'));
    // Told once per failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);

  const index = useMemo(() => new TreeIndex((wire ?? []).map((n): TreeNodeData => ({ key: n.key, parent: n.parent, title: n.title ?? t(n.titleKey ?? n.key, { defaultValue: n.key }), optIn: n.optIn === true }))), [wire, t]);
  const selected = useMemo(() => keysOf(value), [value]);
  const asText = schema.type === 'string';
  const shown = useMemo(() => index.matching(search), [index, search]);
  const searching = search.trim() !== '';
  const locked = disabled || readonly;

  const checkedItems = useMemo(() => index.nodes.map((n) => [n.key, index.state(n.key, selected)] as [string, boolean | 'mixed']), [index, selected]);
  // Only nodes whose ancestors are all open are rendered (a flat tree lists what is visible).
  const visible = index.nodes.filter((n) => shown.has(n.key) && index.ancestors(n.key).every((a) => searching || open.has(a)));

  if (!source) return <div role="alert">x-tree is missing</div>;
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <div className={styles.bar}>
        <Input className={styles.search} size="small" type="search" value={search} onChange={(_, d) => setSearch(d.value)} placeholder={t('access.tree.search')} aria-label={t('access.tree.search')} />
        <Button size="small" onClick={() => setOpen(new Set(index.nodes.filter((n) => index.isBranch(n.key)).map((n) => n.key)))}>
          {t('access.tree.expandAll')}
        </Button>
        <Button size="small" onClick={() => setOpen(new Set())}>
          {t('access.tree.collapseAll')}
        </Button>
        <Caption1>{t('access.tree.checked', { count: selected.size })}</Caption1>
      </div>
      {failed ? (
        <div role="alert">{t('access.tree.loadFailed')}</div>
      ) : !wire ? (
        <Spinner size="tiny" label={t('access.tree.loading')} />
      ) : visible.length === 0 ? (
        <Caption1>{t('access.tree.empty')}</Caption1>
      ) : (
        <FlatTree
          id={id}
          className={styles.tree}
          aria-label={label || t('access.grants')}
          selectionMode="multiselect"
          checkedItems={checkedItems}
          openItems={searching ? index.nodes.map((n) => n.key) : open}
          onOpenChange={(_, data) => {
            if (!searching) setOpen(new Set([...data.openItems].map(String)));
          }}
          onCheckedChange={(_, data) => {
            if (locked) return;
            onChange(valueOf(index.toggle(String(data.value), selected), index, asText));
          }}
        >
          {visible.map((n) => {
            const siblings = (index.children.get(n.parent) ?? []).filter((s) => shown.has(s.key));
            return (
              <FlatTreeItem
                key={n.key}
                value={n.key}
                parentValue={n.parent ?? undefined}
                itemType={index.isBranch(n.key) ? 'branch' : 'leaf'}
                aria-level={index.ancestors(n.key).length + 1}
                aria-setsize={siblings.length}
                aria-posinset={siblings.findIndex((s) => s.key === n.key) + 1}
                data-key={n.key}
              >
                <TreeItemLayout
                  aside={
                    index.optInChildren(n.key).length > 0 ? (
                      <Button
                        size="small"
                        appearance="subtle"
                        disabled={locked}
                        data-tree-all={n.key}
                        aria-label={t('access.tree.allOf', { title: n.title })}
                        // The row's own click would open or close the node: the button only selects.
                        onClick={(e) => {
                          e.stopPropagation();
                          onChange(valueOf(index.toggleAll(n.key, selected), index, asText));
                        }}
                      >
                        {t('access.tree.all')}
                      </Button>
                    ) : undefined
                  }
                >
                  {n.title}
                  <span className={styles.key}>{n.key}</span>
                </TreeItemLayout>
              </FlatTreeItem>
            );
          })}
        </FlatTree>
      )}
    </>
  );
}
