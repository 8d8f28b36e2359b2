// The generated list of menus with forms, and the choices it gives the requiredRule entity: every
// choice must have the label the form shows (route title, entity title) in the required languages.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formMenuNames, formMenusSource } from '../../../generators/formMenus';
import { ENTITY_NAMES, RULE_TARGET_ENTITIES } from '../../../src/shared/entities';
import { FORM_MENUS } from '../../../src/shared/menus/formMenus';
import type { MenuGroup } from '../../../src/shared/menus/menuTree';

const root = resolve(import.meta.dirname, '../../..');
const schema = JSON.parse(readFileSync(join(root, 'schemas/entities/requiredRule.schema.json'), 'utf8'));
const messages = (lang: string, area: string) => JSON.parse(readFileSync(join(root, 'src/client/i18n/locales', lang, `${area}.json`), 'utf8'));
const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

const node = (name: string, funcs?: string[]) => ({ name, path: `/g/${name}`, titleKey: `route.${name}`, icon: 'Document', sno: 1, funcs });

describe('form menus', () => {
  it('are the menus with a create or update FuncId, in tree order', () => {
    const tree: MenuGroup[] = [
      { ...node('g'), audience: 'admin', children: [node('list'), node('editor', ['editor.update']), node('maker', ['maker.create', 'maker.export']), node('exporter', ['exporter.export']), node('other', ['editor.create'])] },
    ];
    expect(formMenuNames(tree)).toEqual(['editor', 'maker']);
  });

  it('are written as an `as const` list that the committed file matches', () => {
    expect(formMenusSource(['a', 'b'])).toContain("export const FORM_MENUS = [\n  'a',\n  'b',\n] as const;");
    expect([...FORM_MENUS]).toEqual(formMenuNames());
  });

  it('are the menu choices of a required-field rule, and the entities its table choices', () => {
    expect(schema.properties.menuCd).toMatchObject({ type: 'string', enum: [...FORM_MENUS] });
    expect(schema.properties.tableName).toMatchObject({ type: 'string', enum: [...RULE_TARGET_ENTITIES] });
  });

  it.each(['en', 'zh', 'tr', 'es'])('have a menu and an entity title for every choice in %s', (lang) => {
    const route = messages(lang, 'route');
    const field = messages(lang, 'field');
    expect(FORM_MENUS.filter((m) => typeof lookup(route, `route.${m}`) !== 'string')).toEqual([]);
    expect(ENTITY_NAMES.filter((e) => typeof lookup(field, `field.entity.${e}`) !== 'string')).toEqual([]);
  });
});
