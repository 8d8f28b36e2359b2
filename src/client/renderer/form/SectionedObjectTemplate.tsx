// The form's object layout: fields in a responsive grid (two columns in a wide dialog), under the
// headings of the block's sections when it has them (root uiSchema `ui:options.sections`). Nested
// objects keep the theme's own layout. A section whose fields are all hidden (visibleWhen) loses its
// heading too: a title over nothing reads as a missing part of the form.
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Templates } from '@rjsf/fluentui-rc';
import { type ObjectFieldTemplateProps, getUiOptions } from '@rjsf/utils';
import { LINE_ITEMS_FIELD } from './lineItems/lineItemsModel';
import { TREE_WIDGET } from './tree/TreeWidget';

export interface FormSection {
  /** Already translated heading. */
  title: string;
  fields: string[];
}

const useStyles = makeStyles({
  section: { marginBottom: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  wide: { gridColumn: '1 / -1' },
});

const ThemeObjectTemplate = Templates.ObjectFieldTemplate;

export function SectionedObjectTemplate(props: ObjectFieldTemplateProps) {
  const styles = useStyles();
  const isRoot = props.fieldPathId.path.length === 0;
  if (!isRoot && ThemeObjectTemplate) return <ThemeObjectTemplate {...props} />;
  const options = getUiOptions(props.uiSchema);
  const sections = options.sections as FormSection[] | undefined;
  const byName = new Map(props.properties.map((p) => [p.name, p]));
  const cell = (name: string) => {
    const p = byName.get(name);
    if (!p) return null;
    if (p.hidden) return <div key={name}>{p.content}</div>;
    // Text areas and line items take the whole row.
    const ui = props.uiSchema?.[name];
    const wide = getUiOptions(ui).widget === 'textarea' || getUiOptions(ui).widget === TREE_WIDGET || ui?.['ui:field'] === LINE_ITEMS_FIELD;
    return (
      <div key={name} className={wide ? styles.wide : undefined}>
        {p.content}
      </div>
    );
  };
  if (!sections) return <div className={styles.grid}>{props.properties.map((p) => cell(p.name))}</div>;
  return (
    <>
      {sections.map((section) =>
        section.fields.some((name) => byName.has(name) && !byName.get(name)!.hidden) ? (
          <section key={section.title} className={styles.section} data-form-section={section.title}>
            <Subtitle2 as="h4">{section.title}</Subtitle2>
            <div className={styles.grid}>{section.fields.map(cell)}</div>
          </section>
        ) : (
          // Kept mounted (hidden inputs), so a field shown again keeps RJSF's state.
          <div key={section.title} hidden data-form-section-hidden={section.title}>
            {section.fields.map(cell)}
          </div>
        ),
      )}
    </>
  );
}
