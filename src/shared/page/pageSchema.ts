// The page schema: one JSON file per screen under schemas/pages/<menu>/<name>.json (DESIGN "The page
// schema"). This type is the source of truth; `npm run gen` writes schemas/page.schema.json from it,
// so every JSDoc line below is what an analyst's editor shows while typing a page file.

import type { ReferenceConditions } from '../entities/referenceConditions';
import type { FormatSpec } from '../format/formatSpec';
import type { BadgeColor } from './badgeColor';
import type { ExportMode, ImportMode } from '../wire/resourceContract';

/**
 * A page file as written: its route name, path and menu code are not in it — they come from the
 * file's place (schemas/pages/<menu>/<name>.json) and the menu tree (src/shared/page/pagePlace.ts).
 */
export interface PageFile {
  /** Path of the JSON Schema of this file, e.g. `../../page.schema.json` (editor autocompletion). */
  $schema?: string;
  /** i18n key of the title, e.g. `route.setAddress`. */
  title: string;
  /**
   * The texts of `title` in every language: `npm run gen` writes them into each language's route.json
   * (src/client/i18n/locales/<language>/route.json), so the title lives with its screen.
   */
  titles?: PageTitles;
  /**
   * The screen's entry in the menu tree (its group is its folder, schemas/menus/<folder>.json; its route
   * name is `title`'s `route.<name>`; its path the file's place). `npm run gen` writes the tree
   * (src/shared/menus/menuTree.generated.ts). A page without it is no menu (a public screen).
   */
  menu?: PageMenu;
  /**
   * The resource (entity with its table) the screen works on: calls go to `<resource>-list`,
   * `<resource>`, `<resource>-import`, `<resource>-export` and `<resource>/<action>`. With a route
   * record id (`?id=` or the path's `:id`) the page loads that record (`GET <resource>?id=`) as `$record`.
   */
  resource?: string;
  /**
   * Entity whose JSON Schema (schemas/entities/<entity>.schema.json) forms and titles use;
   * defaults to `resource`. Field titles default to `field.<entity>.<field>`.
   */
  entity?: string;
  /**
   * Key field of a row, sent back on edit and delete; defaults to `id`.
   * @default "id"
   */
  key?: string;
  /**
   * Field carrying the row's optimistic-lock counter, sent back on update; defaults to `version`
   * (the spec's cususer calls use `Version`).
   * @default "version"
   */
  versionField?: string;
  /**
   * Where the page's record comes from when it is not `GET <resource>?id=`: an explicit GET call whose
   * parameters come from the route (`$param.<name>`), e.g. a signed link's token. A missing parameter
   * or a not-found answer shows the `notFound` message.
   */
  recordSource?: RecordSource;
  /**
   * A field the route may name the record by instead of its id: `?bookingNo=SE2611230001` reads the
   * one `resource` row whose bookingNo is that value (a link from a tracking event or a message, which
   * carry the number the customer knows). Not found when no row or more than one has it.
   */
  recordKey?: string;
  /**
   * On a list page, the action (an `edit`) run on the record the route names by `?id=` as the page
   * opens: a link to one record (the header's global search) lands on its edit form over the list.
   */
  openById?: string;
  /**
   * What the heading shows of the route's record after the title (a form turned into its record by
   * its first save, a detail): `field`, e.g. a booking's number, and `badge`, e.g. its status in the
   * status's colour.
   */
  recordTitle?: { field: string; badge?: string };
  /**
   * Resources the screen reads beyond those it names as a `resource` (the page's, a block's, an
   * action's): a picker's list, a chart's counts of another resource. Whoever is granted the page's menu
   * may read every resource the page names or lists here (the server derives its read grants from the
   * page files), unless the resource keeps its readers to one kind of user (administrators only).
   */
  reads?: string[];
  /**
   * Resources the screen's menu writes beyond those its actions write (a create, edit, delete, import or
   * call action, or a bulk edit, writes its resource under the menu its FuncId names): calls no button
   * makes (the forwarder's systems upload price lists through the data maintenance menu), or a read-only
   * resource the menu owns (its writes are refused to all; its named actions take the menu's FuncIds).
   * The server derives each resource's write grants from the page files; a resource keeps its writers
   * to one kind of user (administrators only), which no page widens.
   */
  writes?: string[];
  /** The blocks, top to bottom. */
  blocks: PageBlock[];
  /** Actions that blocks refer to by `id` (toolbar, row actions, tiles). */
  actions?: PageAction[];
}

/** A page record read by an explicit call (a public link's page). */
/** A text in each of the product's languages (all four required). */
export interface PageTitles {
  en: string;
  zh: string;
  es: string;
  tr: string;
}

/** A page's menu entry (src/shared/menus/menuTree.ts MenuNode, less what the file's place gives). */
export interface PageMenu {
  /** Order within its group. */
  sno: number;
  /** Fluent icon key (the client's icon registry); hidden entries use `Document`. */
  icon: string;
  /** A route but no menu entry (details, bookings): requires `activeMenu`. */
  hidden?: boolean;
  /** For hidden entries: the visible menu of the same tree kept active while it is open. */
  activeMenu?: string;
  /** Not kept alive when switching tabs. */
  noCache?: boolean;
  /**
   * The button functions (FuncIds) this screen offers, granted per role. `"crud"` stands for the four
   * writes of a data screen, `<name>.create`, `.update`, `.delete`, `.import` (export is a read).
   */
  funcs?: string[];
  /**
   * The records this screen opens by `?id=`: those of `resource` whose fields equal `where`'s (a booking
   * of mode SEA opens on seaBookingDetail); one screen without `where` takes the rest. The header's search
   * and a navigate action's `by.shows` find a record's screen by it, so no code names the screen.
   */
  shows?: RecordsOfScreen;
  /**
   * The records whose form this screen is: their required-field rules are this menu's (a booking of mode
   * SEA is saved and submitted under seaBooking's rules).
   */
  edits?: RecordsOfScreen;
}

/** Records of a resource, all of them or those whose fields equal `where`'s values. */
export interface RecordsOfScreen {
  /** Resource name, e.g. `booking`. */
  resource: string;
  /** Field → value, e.g. `{ "mode": "SEA" }`. */
  where?: Record<string, string>;
}

export interface RecordSource {
  /**
   * Call path relative to /f9api/api/v1, e.g. `/tallyOrderMessage`.
   * @pattern ^/[A-Za-z0-9/_-]+$
   */
  path: string;
  /** Query parameters, e.g. `{ "t": "$param.t" }`. */
  params: ValueMapping;
  /** i18n key of the message shown when the record is not there (an altered or expired link). */
  notFound?: string;
}

/** A screen as the renderer gets it: the page file with the route name and path of its place. */
export interface PageSchema extends PageFile {
  /** Route name (the menu node at the file's path; also the menu code of its grants and required-field rules). */
  name: string;
  /** Absolute route path, e.g. `/setData/setAddress`. */
  path: string;
}

/**
 * A value bound to another block or the route: `$record.<field>` (the route's record),
 * `$selected.<blockId>.<field>` (the row last selected in that grid), or a literal.
 */
export type Binding = string | number | boolean;

/**
 * A condition on a record (`visibleWhen`): `{ field, eq }`, `{ field, in: [...] }`,
 * `{ field, notEmpty: true }`, combined with `{ all: [...] }` / `{ any: [...] }`, negated with `{ not }`.
 */
export type Condition =
  | { field: string; eq: string | number | boolean | null }
  | { field: string; in: Array<string | number | boolean> }
  | { field: string; notEmpty: boolean }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

/** Every block type. Timeline, chart and further named blocks join this union as they are built. */
export type PageBlock = FilterBlock | GridBlock | FormBlock | DetailBlock | TabsBlock | ActionsBlock | CustomBlock | TimelineBlock | ChartBlock | LookupBlock | NotesBlock | PagePreviewBlock | DocumentsBlock;

/** Which block types exist (the renderer has one folder per type). */
export type PageBlockType = PageBlock['type'];

interface BlockBase {
  /** Identifier other blocks and actions refer to (e.g. an action's `form`); unique in the page. */
  id?: string;
  /** i18n key of a heading shown above the block. */
  title?: string;
}

// ---------------------------------------------------------------- page preview

/**
 * Administrators' page preview: a page file's JSON edited in the browser, checked by the page lint as
 * the build checks it, and drawn by this renderer against the real API with the viewer's own grants.
 * Nothing is saved: a button downloads the text as the file to commit.
 */
export interface PagePreviewBlock extends BlockBase {
  type: 'pagePreview';
  /** The page file (`<menu>/<route>`, e.g. `setData/setAddress`) whose page the editor starts with; a small example when absent. */
  start?: string;
}

// ---------------------------------------------------------------- notes

/**
 * Notes read from a resource and shown as markdown, rendered safely (raw HTML is shown as text, links
 * only http, https and mailto): e.g. a booking form's precautions for its mode.
 */
export interface NotesBlock extends BlockBase {
  type: 'notes';
  resource: string;
  /** Equality conditions on the resource's fields, e.g. `{ "mode": "SEA", "active": true }`. */
  where?: Record<string, string | number | boolean>;
  /**
   * Notes that follow the page's form: note field → form field. A note with a value in such a field shows
   * only while the form holds the same value in its field; a note leaving it empty shows always. E.g.
   * `{ "pol": "pol", "pod": "pod" }`: a lane's note on that lane's bookings, the mode's general notes on all.
   */
  matchForm?: Record<string, string>;
  /** Field of the heading per language; a missing language, or an empty heading, falls back as the texts do (tr to zh, then en). */
  titleFields: { en: string; zh?: string; tr?: string; es?: string };
  /** Field of the markdown text per language; a missing language falls back as the headings do. */
  bodyFields: { en: string; zh?: string; tr?: string; es?: string };
  /** Field the notes are ordered by (ascending). */
  sortField?: string;
  /** At most this many notes. @default 20 */
  size?: number;
}

// ---------------------------------------------------------------- filter

/** Search form above a grid: its values become the list call's `filter`. */
export interface FilterBlock extends BlockBase {
  type: 'filter';
  /** Fields to search on: a field name (text: contains, others: equals) or a detailed entry. */
  fields: Array<string | FilterField>;
  /** Id of the grid block this filter drives; defaults to the page's first grid. Its fields are that grid's resource's. */
  target?: string;
}

/** How one field is searched. */
export interface FilterField {
  /** Field of the entity. */
  field: string;
  /** i18n key of the label; defaults to `field.<entity>.<field>`. */
  title?: string;
  /**
   * `contains` (text), `eq` (exact), `range` (two inputs: from and to; numbers and dates),
   * `in` (a choice among `options`, several allowed).
   * @default "contains"
   */
  op?: FilterOp;
  /** Input kind; defaults from the entity schema (string, number, date, boolean, enum). */
  input?: 'text' | 'number' | 'date' | 'boolean' | 'select';
  /** Choices for `select` or `in`: the values, labelled by the i18n key `<optionsKey>.<value>` when given. */
  options?: Array<string | number>;
  /** i18n key prefix of the option labels. */
  optionsKey?: string;
  /**
   * A reference field: offer only records meeting these conditions (field → value, or values), beyond the
   * field's own `@referenceFilter` — e.g. a screen of one mode's ports: `{ "servesSea": true }`.
   */
  referenceFilter?: ReferenceConditions;
  /** The resource whose picker this field is chosen from (by id, filtered by equality), when the field names none itself. */
  picker?: string;
  /** Shown to the forwarder's staff only: a customer's filter leaves it out (its server scope already decides, e.g. the company). */
  staffOnly?: boolean;
  /**
   * The value the filter starts with (and the list's first load uses); the user may change or clear it.
   * A text, a range `{ "from", "to" }` or options; `$today` is today's date in China time, `$today+N`
   * and `$today-N` that many days later or earlier (e.g. prices valid today: `validFrom` range
   * `{ "to": "$today" }`, `validTo` range `{ "from": "$today" }`; calls of the coming weeks: `{ "from": "$today-7", "to": "$today+42" }`).
   */
  default?: string | { from?: string; to?: string } | string[];
}

export type FilterOp = 'contains' | 'eq' | 'range' | 'in';

// ---------------------------------------------------------------- grid

/** Size names of the app (shell state `size`); the grid's row height follows: 48, 44, 40, 36 px. */
export type GridSize = 'default' | 'medium' | 'small' | 'mini';

/** A server-paged table (glide-data-grid). */
export interface GridBlock extends BlockBase {
  type: 'grid';
  /** Resource listed; defaults to the page's. A grid with its own resource offers navigate and dialog actions only. */
  resource?: string;
  /**
   * Fixed conditions of the list, each bound to a value: `{ "addressId": "$record.id" }` or
   * `{ "addressId": "$selected.addresses.id" }`. Until every bound value is there the grid shows
   * that it waits for a selection, and loads nothing.
   */
  filter?: Record<string, Binding>;
  /** Columns, left to right. At most 4 may be frozen. */
  columns: GridColumn[];
  /**
   * Page size of the pager (server paging from page 1).
   * @minimum 1
   * @maximum 500
   * @default 10
   */
  pageSize?: number;
  /** Initial sort; clicking a header cycles ascending, descending, none. */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /**
   * Checkbox selection column (with range drag).
   * @default true
   */
  selectable?: boolean;
  /** Action ids shown above the grid (create, delete selected, import, export, calls...). */
  toolbar?: string[];
  /**
   * "Edit selected": one of `fields` set to one value on every selected row (`PUT <resource>-bulk`, each
   * row checked and audited as a single update, all or nothing); shown to holders of `funcId`. The
   * resource must open these fields to bulk edit (ResourceSpec.bulkEdit).
   */
  bulkEdit?: { fields: string[]; funcId: string };
  /** Action ids offered on each row (edit, delete, navigate, calls...). */
  rowActions?: string[];
  /** Action run on a row double click, e.g. `edit`. */
  rowDoubleClick?: string;
  /** Tree table: rows nest under the row whose key equals their `parentField`; indent 20 px per level. */
  tree?: { parentField: string };
  /**
   * Height in px of the grid area (minimum 144).
   * @minimum 144
   */
  height?: number;
  /** i18n key of the text shown when the list is empty; defaults to the grid's empty-table text. */
  emptyText?: string;
  /**
   * A footer of sums over every row the list's filter matches (not only the page shown), one line
   * per group, e.g. totals per currency; summed by the server in exact decimals (`<resource>-stats`).
   */
  summary?: GridSummary;
}

/** The sums under a grid. */
export interface GridSummary {
  /** Field whose values each get a line of sums (e.g. `currency`); absent: one line for all rows. */
  groupBy?: string;
  /**
   * Number fields summed, each shown with its column's format.
   * @minItems 1
   */
  sum: string[];
  /** i18n key of the line's label; defaults to the renderer's "Total". */
  label?: string;
}

/** One column of a grid. */
export interface GridColumn {
  /** Field of the entity (dot path for nested values). */
  field: string;
  /** i18n key of the header; defaults to `field.<entity>.<field>`. */
  title?: string;
  /**
   * Width in px.
   * @minimum 40
   * @maximum 1000
   */
  width?: number;
  /** Format of src/shared/format: `money`, `number:3`, `thousands`, `date:{y}-{m}-{d}`, `relativeTime`... */
  format?: FormatSpec;
  /** Kept at the left when scrolling horizontally; at most 4 columns. */
  frozen?: boolean;
  /**
   * For a field with choices: label a value by the i18n key `<optionsKey>.<value>` (e.g. `route` for
   * menu names); by default `field.<entity>.<field>Option.<value>`.
   */
  optionsKey?: string;
  /**
   * Clicking the header sorts on this field.
   * @default true
   */
  sortable?: boolean;
  /** Cell checks on imported or edited rows; failures show as a tooltip on the cell. */
  rules?: CellRule[];
  /** With format `badge`: the colour of each choice (wins over the entity's `@badges`); others are neutral. */
  badges?: BadgeColors;
}

/** Choice value → badge colour, e.g. `{ "CONFIRMED": "success", "REJECTED": "danger" }`. */
export type BadgeColors = Record<string, BadgeColor>;

/** One validation of a cell's value; `message` is the i18n key shown, else a default per rule. */
export type CellRule =
  | { kind: 'required'; message?: string }
  | { kind: 'min'; value: number; message?: string }
  | { kind: 'max'; value: number; message?: string }
  | { kind: 'pattern'; value: string; message?: string }
  | { kind: 'type'; value: 'number' | 'array'; message?: string }
  | {
      kind: 'custom';
      /** Name of a validator registered in src/client/renderer/grid/cellValidators.ts. */
      value: string;
      message?: string;
    };

// ---------------------------------------------------------------- form

/** A create/edit form (RJSF with the Fluent UI theme): the JSON Schema comes from the entity. */
export interface FormBlock extends BlockBase {
  type: 'form';
  /** Entity of the form; defaults to the page's entity. */
  entity?: string;
  /**
   * An inline JSON Schema (draft-07 object schema) for a record that is no entity, such as the
   * spec's cususer User object; property titles are i18n keys. Used instead of the entity's schema.
   */
  schema?: Record<string, unknown>;
  /**
   * `dialog`: opened by create and edit actions; `inline`: always shown (a form page).
   * @default "dialog"
   */
  display?: 'dialog' | 'inline';
  /** Fields shown and their order; defaults to every field of the entity except system fields. */
  fields?: string[];
  /** Fields grouped under headings; a field not listed in any section is not shown. */
  sections?: Array<{ title: string; fields: string[] }>;
  /** Widget per field: `numeric1`, `numeric2`, `textarea`, `password`, `date`... */
  widgets?: Record<string, FormWidget>;
  /**
   * Options of a widget per field, e.g. `{ "unitWeightKg": { "precision": 3 } }`; for line items
   * (a child collection), `{ "cargoLines": { "totals": ["grossKg", "volumeM3"] } }` sums those columns.
   */
  widgetOptions?: Record<string, WidgetOptions>;
  /**
   * Reference fields whose pickers offer only records meeting these conditions (field → value, or values),
   * beyond the field's own `@referenceFilter` — e.g. a sea booking's ports: `{ "pol": { "servesSea": true } }`.
   */
  referenceFilters?: Record<string, ReferenceConditions>;
  /** Fields shown but not editable. */
  readOnly?: string[];
  /** Fields only shown when creating (e.g. a password). */
  createOnly?: string[];
  /**
   * Fields the forwarder's staff fill and a customer's form leaves out, because the server sets them for
   * a customer (e.g. the company of a user a company administrator creates is always their own).
   */
  staffOnly?: string[];
  /** Field → condition on the form's values; the field is shown only while it holds. */
  visibleWhen?: Record<string, Condition>;
  /** Field → i18n key of a help line shown under the field (what a choice means). */
  help?: Record<string, string>;
  /** Values a new record starts with. */
  defaults?: Record<string, string | number | boolean | null>;
  /**
   * Actions offered beside Save once the form holds a saved record (a booking's submit, cancel …), each
   * where the record's state allows it (the entity's transitions, and the action's `visibleWhen`). The form
   * is saved first when it has changes; the action's `$row` is the saved record; field errors of the
   * answer show under their fields. An answer naming another record of the resource (a copy) opens it.
   */
  actions?: string[];
  /**
   * Table name that required-field rules (ReqItem TableName) use for this form; defaults to the entity.
   */
  tableName?: string;
}

/**
 * Options of a form field's widget. Besides a widget's own (`precision` …):
 * - line items: `totals` (columns summed), `computed` (read-only columns by a shared rule);
 * - a reference field: `filter` and `fill`.
 */
export interface WidgetOptions {
  /** Line items: columns summed under the lines (exact decimals). */
  totals?: string[];
  /** Line items: read-only columns worked out live by a shared rule, per line and for all lines. */
  computed?: ComputedColumn[];
  /**
   * A reference field: conditions every record offered meets, field of the referenced resource → a
   * literal, or `$form.<field>` (the form's current value; no condition while it is empty).
   */
  filter?: Record<string, string | number | boolean>;
  /**
   * A reference field: form field → the picked record's field, copied in when a record is picked, as the
   * form's field takes it (an instant into a date field as its China calendar day): `{ "etd": "etd" }`.
   */
  fill?: Record<string, string>;
  [option: string]: string | number | boolean | string[] | ComputedColumn[] | Record<string, string | number | boolean> | undefined;
}

/** A read-only column of line items: `rule` of shared/freight/lineRules.ts over each line and over all of them. */
export interface ComputedColumn {
  /** Column name (its title key is `title`). */
  column: string;
  rule: 'chargeableKg';
  /** i18n key of the column's title. */
  title: string;
  /** Where a line keeps a measure the rule reads, when not under the rule's own name (`{ "count": "cartonCount" }`). */
  fields?: Record<string, string>;
}

/**
 * Input of a form field: `numeric1` (rounds to `precision`, default 2; `maxLength`, `allowNull`),
 * `numeric2` (`precision`, `max` with `openMaxRange`, `positiveOnly`, masking...), or one of the
 * standard inputs `textarea`, `password`, `date`, `checkbox`, `select`, `text`.
 */
export type FormWidget = 'numeric1' | 'numeric2' | 'textarea' | 'password' | 'date' | 'checkbox' | 'select' | 'text';

// ---------------------------------------------------------------- detail

/** Read-only groups of fields of one record (the route's record, a bound record, or the grid's selected row). */
export interface DetailBlock extends BlockBase {
  type: 'detail';
  /** Resource the record is read from (`GET <resource>?id=`); defaults to the page's. */
  resource?: string;
  /**
   * Key of the record shown, bound like a grid filter: `$selected.<gridId>.<field>` or `$record.<field>`.
   * Without it: the route's record, else the row last selected in the page's grid.
   */
  recordId?: Binding;
  groups: Array<{
    /** i18n key of the group heading. */
    title?: string;
    fields: Array<string | { field: string; title?: string; format?: FormatSpec; badges?: BadgeColors }>;
    /** A line-item collection of the record (e.g. a bill's payments) shown as a table under the fields. */
    lines?: DetailLines;
  }>;
}

/** The lines of a record's child collection, as a read-only table. */
export interface DetailLines {
  /** The collection field (`@childTable`) of the record. */
  field: string;
  /**
   * Columns: a line's fields; titles default to `field.<entity>.<column>`.
   * @minItems 1
   */
  columns: Array<{ field: string; title?: string; format?: FormatSpec; /** Label a choice value by the key `<optionsKey>.<value>`. */ optionsKey?: string }>;
  /** i18n key of the text shown when there are no lines. */
  emptyText?: string;
  /** Columns summed in a row under the lines (exact decimals), e.g. a booking's packages, kg and m³. */
  totals?: string[];
}

// ---------------------------------------------------------------- documents

/**
 * Files kept for the route's record (a booking's commercial invoice, packing list, certificates): a list
 * of them with Download per row, Delete on the rows the server marks `canDelete`, and Upload (a kind and
 * a file). It knows no domain: its calls are named here, each sent the record's values of `recordParam`.
 * The list call answers rows `{ id, fileName, size, uploadedBy, uploadedAt, canDelete }` and the kind field.
 */
export interface DocumentsBlock extends BlockBase {
  type: 'documents';
  /**
   * GET answering the record's documents, e.g. `/shipmentDocument-list`.
   * @pattern ^/[A-Za-z0-9/_-]+$
   */
  list: string;
  /**
   * GET answering one document's bytes (`id`), saved under its name.
   * @pattern ^/[A-Za-z0-9/_-]+$
   */
  file: string;
  /**
   * POST multipart (the `recordParam` values, the kind, `file`) adding a document; no Upload button when absent.
   * @pattern ^/[A-Za-z0-9/_-]+$
   */
  upload?: string;
  /**
   * DELETE (`id`) removing a document; no Delete button when absent.
   * @pattern ^/[A-Za-z0-9/_-]+$
   */
  remove?: string;
  /** The record's values sent to the list and upload calls, e.g. `{ "bookingId": "$record.id" }`; waits until bound. */
  recordParam: Record<string, Binding>;
  /** The document's kind: the row's and the upload's field, its values, and the i18n prefix of their labels (`<labels>.<value>`). */
  kinds: { field: string; options: string[]; labels: string };
  /** File types the picker offers and names (extensions, no dot). @default ["pdf","xlsx","csv","jpg","png"] */
  accept?: string[];
  /** The largest file in MB, named in the dialog and checked before sending (the server checks it too). @default 20 */
  maxMb?: number;
  /** i18n key shown when there are no documents. */
  emptyText?: string;
}

// ---------------------------------------------------------------- timeline

/**
 * Events of one thing (a shipment, a vehicle) in time order, as milestones: actual ones solid,
 * estimated and planned ones hollow, the current position marked, delays (estimate or actual later
 * than plan) highlighted, and the ETA at the destination with how it changed. Times are shown in
 * each event's own time zone; hovering one shows it relative to now. The rows' fields are mapped here.
 */
export interface TimelineBlock extends BlockBase {
  type: 'timeline';
  /** Resource the events are listed from. */
  resource: string;
  /** Fixed conditions bound like a grid's: `{ "bookingNo": "$record.bookingNo" }`; waits until bound. */
  filter?: Record<string, Binding>;
  /** Which field of a row holds what. */
  fields: {
    /** Kind of milestone (a code with choices: shown by its label). */
    type: string;
    /** ACT, EST or PLN (or the values named in `classifiers`). */
    classifier: string;
    /** ISO date-time of the event. */
    time: string;
    /** IANA time zone the time is shown in; China time when absent. */
    zone?: string;
    /** When it was reported: orders successive estimates. */
    reportedAt?: string;
    /** Where (part of the milestone's identity), e.g. a location code. */
    place?: string;
    /** Fields shown for the place when it has no joined name (`<place>Name` of a reference field): first one with a value. */
    placeLabel?: string[];
    /** Further identity of a milestone, e.g. a container number. */
    subject?: string;
    /** Free text shown under the milestone. */
    description?: string;
    /** Further fields shown small beside the milestone (vessel, flight...). */
    extra?: string[];
  };
  /** The row values meaning actual, estimated and planned; default ACT, EST, PLN. */
  classifiers?: { actual: string; estimated: string; planned: string };
  /** The final destination (a place value), for the ETA: `$record.pod`. */
  destination?: Binding;
  /** Milestone types that are arrivals (for the ETA); default ARRI, ARR, RARR. */
  arrivalTypes?: string[];
  /** i18n key shown when there are no events. */
  emptyText?: string;
}

// ---------------------------------------------------------------- tabs

/** Blocks under tabs; only the selected tab is rendered. */
export interface TabsBlock extends BlockBase {
  type: 'tabs';
  tabs: Array<{
    /** i18n key of the tab label. */
    title: string;
    blocks: PageBlock[];
  }>;
}

// ---------------------------------------------------------------- lookup

/**
 * A form whose values go to a GET call and whose answer is shown below it (a result, a record's
 * fields, a timeline), e.g. a public page's lookup by a number and a second factor. The form starts
 * from the route's query parameters, and runs at once when they fill every required field.
 */
export interface LookupBlock extends BlockBase {
  type: 'lookup';
  /**
   * GET call relative to /f9api/api/v1, e.g. `/seabillfee` or a public lookup `/public/shipment`.
   * @pattern ^/[A-Za-z0-9/_-]+$
   */
  path: string;
  /** i18n key of a hint above the form. */
  hint?: string;
  /**
   * Route query parameter filling each input, by input name (a link printed on documents, e.g.
   * `{ "number": "no" }`); an input not named here is filled by the parameter of its own name.
   */
  fromQuery?: Record<string, string>;
  /**
   * When the route's query carries every required input (a shared link), the form is not drawn: the page
   * shows the answer (or why there is none) only, never the link's secret in a field.
   */
  formHiddenWhenLinked?: boolean;
  input: ActionInput;
  /** The answer as an action result (message, lines with totals, links). */
  result?: ActionResult;
  /** The answer's record (only the fields the server allows) as read-only fields. */
  record?: {
    /** Path of the record in the answer, e.g. `record`. */
    from: string;
    /** Entity naming the fields' titles and choice labels. */
    entity: string;
    fields: Array<string | { field: string; title?: string; format?: FormatSpec }>;
  };
  /** The answer's related rows drawn as a timeline. */
  timeline?: {
    /** Name of the list in the answer. */
    from: string;
    entity: string;
    fields: TimelineBlock['fields'];
    /** Field of the record naming the destination (for the ETA). */
    destinationField?: string;
    arrivalTypes?: string[];
  };
}

// ---------------------------------------------------------------- actions

/** A row of buttons, or tiles (a landing page), running page actions. */
export interface ActionsBlock extends BlockBase {
  type: 'actions';
  /** Action ids, in order; a group shows its actions in one menu button (toolbar). */
  actions: Array<string | ActionGroup>;
  /**
   * `toolbar`: buttons; `tiles`: large cards with an icon and a description (landing pages); `inline`: each
   * call action's form on the page itself (a search box), its refusals and answer shown in place.
   * @default "toolbar"
   */
  variant?: 'toolbar' | 'tiles' | 'inline';
}

/**
 * Actions of a toolbar behind one menu button, where a page offers more than a row of buttons holds (a
 * shipment's documents, its sharing): the menu lists those granted and offered on the record, and the
 * button is not drawn when none is.
 */
export interface ActionGroup {
  /** The group's id (`data-action-group`), unique in the page. */
  group: string;
  /** i18n key of the menu button's label. */
  label: string;
  /** Action ids, in order. */
  actions: string[];
}

// ---------------------------------------------------------------- custom

/** A named component where a screen truly needs code (registered in src/client/renderer/custom). */
export interface CustomBlock extends BlockBase {
  type: 'custom';
  /** Registered component name. */
  component: string;
  /** Props passed to it (plain JSON). */
  props?: Record<string, string | number | boolean | null>;
}

// ---------------------------------------------------------------- chart

/** A colour with a meaning, from Fluent's status palette (the colours of its badges and messages). */
export type ChartColor = 'success' | 'danger' | 'warning' | 'neutral';

/**
 * A chart of grouped counts, sums or averages from the server (`<resource>-stats`, with the list's
 * filters and the user's company only), drawn by ECharts; its data can be downloaded as csv or xlsx.
 */
export interface ChartBlock extends BlockBase {
  type: 'chart';
  /** Resource counted; defaults to the page's. */
  resource?: string;
  /** `bar`, `line`, `pie` or `donut` (a pie with a hole). */
  kind: 'bar' | 'line' | 'pie' | 'donut';
  /**
   * The categories (x axis; a pie's slices): a field, or a date field bucketed as `field:day`,
   * `field:week` or `field:month`. Two fields make one category of both values, e.g. a lane
   * `["pol", "pod"]` reads `CNSHA → DEHAM`.
   */
  category: string | string[];
  /** Bar and line: one series per value of this field (e.g. `status`), with a legend. */
  series?: string;
  /**
   * Bars of the series stacked into one per category.
   * @default false
   */
  stacked?: boolean;
  /**
   * What each bar, point or slice measures: the number of records (default), or the sum or average of a
   * numeric field (computed ones too, e.g. `transitDays`).
   */
  measure?: { op: 'count' } | { op: 'sum' | 'avg'; field: string };
  /** i18n key of the value's name (axis, tooltip, export header); defaults to a count's name or the field's title. */
  valueTitle?: string;
  /**
   * i18n keys naming a grouped field's values where Yes/No or the raw value would not say what they mean,
   * e.g. `{ "delayed": { "true": "page.x.delayed", "false": "page.x.onTime" } }`.
   */
  valueLabels?: Record<string, Record<string, string>>;
  /**
   * Bar and line: the colour of a series where its value has a meaning a colour should say (late in red),
   * by the series field's value, e.g. `{ "true": "danger", "false": "success" }` for `delayed`. Other
   * series take the chart's palette.
   */
  seriesColors?: Record<string, ChartColor>;
  /**
   * The date window the user can change (two date inputs above the chart): the date field filtered and
   * its starting window in days from today in China time (negative: the past), e.g. -180 to 30.
   */
  window?: {
    field: string;
    /** @default -180 */
    fromDays?: number;
    /** @default 0 */
    toDays?: number;
  };
  /**
   * Height in px of the drawing.
   * @minimum 160
   * @maximum 1000
   * @default 320
   */
  height?: number;
}

// ---------------------------------------------------------------- page actions

export type PageAction =
  | NavigateAction
  | CreateAction
  | EditAction
  | DeleteAction
  | BinAction
  | ExportAction
  | ImportAction
  | CallAction
  | DialogAction
  | PrintAction;

export type PageActionKind = PageAction['kind'];

interface ActionBase {
  /** Unique in the page; blocks refer to it. */
  id: string;
  /** i18n key of the button label; defaults to `renderer.action.<kind>` (New, Edit, Delete...). */
  label?: string;
  /** Fluent icon name (see the client's icon registry), e.g. `Add`, `Delete`, `ArrowExport`. */
  icon?: string;
  /** The button function (FuncId) the user must hold; the action is hidden otherwise. */
  funcId?: string;
  /**
   * Shown only while the record (the row; on a toolbar the route's record or every selected row)
   * meets this condition. The server's domain hook refuses the action anyway.
   */
  visibleWhen?: Condition;
}

/**
 * Value mapping: `$row.<field>` (the row acted on), `$param.<name>` (route), `$input.<field>` (an action
 * form's values), `$result.<path>` (its answer), `$submission` (the key of one submission of the action's
 * form, what the server books once by), or a literal. A reference may end in `|date`: the calendar day
 * of an instant, in China time (a sailing's departure into a booking's ETD). Line items are mapped as
 * a list of lines (`[{ "grossKg": "$result.cargo.grossKg" }]`) or from a list (`{ "each":
 * "$input.containers", "as": { "isoCode": "$item.type" } }`), and travel in a link as JSON text.
 */
export type ValueMapping = Record<string, MappedValue>;

export type MappedScalar = string | number | boolean;
export type MappedValue = MappedScalar | Array<Record<string, MappedScalar>> | MappedList;

/** One line per item of a list: `$item.<field>` reads the item. */
export interface MappedList {
  each: string;
  as: Record<string, MappedScalar>;
}

/** Opens another route (by route name), e.g. a detail page. */
export interface NavigateAction extends ActionBase {
  kind: 'navigate';
  /** Route name of the target (a page schema's `name`); with `by`, where the value names no route. */
  to: string;
  /**
   * A target by the value of a field of the row (else of the page's record): a booking opens on its
   * mode's page, `{ "field": "mode", "routes": { "SEA": "seaBookingDetail", "TRUCK": "truckBookingDetail" } }`.
   */
  by?: NavigateBy;
  /** Query parameters of the target, e.g. `{ "id": "$row.id" }`. */
  with?: ValueMapping;
  /** i18n key of a description (shown on tiles). */
  description?: string;
}

/**
 * A navigate action's route chosen by a field's value; a value not listed goes to the action's `to`. The
 * routes are listed (`routes`), or are the screens showing records of a resource (`shows`: their page
 * files' `menu.shows`, by the value of its field `as`), so a page names no other page's screens.
 */
export type NavigateBy = NavigateByRoutes | NavigateByShows | NavigateByEdits;

export interface NavigateByRoutes {
  /** Field of the row (else of the page's record) whose value picks the route. */
  field: string;
  /** Value → route name. */
  routes: Record<string, string>;
}

export interface NavigateByShows {
  /** Field of the row (else of the page's record) whose value picks the route. */
  field: string;
  /** The resource whose records the screens show, e.g. `booking`: a charge line's `bookingMode` opens its booking's page. */
  shows: string;
  /** The resource's field the value is of (its screens' `where`); defaults to `field`. */
  as?: string;
}

export interface NavigateByEdits {
  /** Field of the row (else of the page's record), or of the answer, whose value picks the route. */
  field: string;
  /** The resource whose records the screens are the forms of (their page files' `menu.edits`): a copied booking opens on its mode's form. */
  edits: string;
  /** The resource's field the value is of (its screens' `where`); defaults to `field`. */
  as?: string;
}

/** Opens the form empty; saving calls `POST <resource>`. */
export interface CreateAction extends ActionBase {
  kind: 'create';
  /** Form block id; defaults to the page's first form. */
  form?: string;
}

/** Opens the form on a row; saving calls `PUT <resource>` with the row's version. */
export interface EditAction extends ActionBase {
  kind: 'edit';
  /** Form block id; defaults to the page's first form. */
  form?: string;
  /**
   * Reload the record (`GET <resource>?id=`) before editing, so the form holds its current version;
   * false edits the row as listed (resources without a single-record call, e.g. cususer).
   * @default true
   */
  refetch?: boolean;
}

/** Deletes the row (row action) or the selected rows (toolbar) after a confirmation. */
export interface DeleteAction extends ActionBase {
  kind: 'delete';
}

/**
 * Opens the resource's bin ("Deleted items", a resource with soft delete): the records deleted in the
 * last 30 days, with when and by whom, each with Restore (`<resource>-bin`, `<resource>-restore`).
 */
export interface BinAction extends ActionBase {
  kind: 'bin';
}

/** Downloads the list as csv or xlsx (the user picks among `formats`). */
export interface ExportAction extends ActionBase {
  kind: 'export';
  /**
   * File types offered.
   * @default ["csv","xlsx"]
   */
  formats?: Array<'csv' | 'xlsx'>;
  /**
   * `current`: the page shown; `selected`: the checked rows; `all`: every row matching the filter.
   * @minItems 1
   */
  modes: ExportMode[];
}

/** Uploads a csv or xlsx file into the resource. */
export interface ImportAction extends ActionBase {
  kind: 'import';
  /**
   * `insertTop`, `insertBottom` (or `insert`): add the rows; `covering`: replace every row.
   * The first is the default (the spec's is insertTop).
   * @minItems 1
   */
  modes: ImportMode[];
  /**
   * File types accepted.
   * @default ["csv","xlsx"]
   */
  accept?: Array<'csv' | 'xlsx'>;
  /**
   * A domain's own upload call instead of `<resource>-import` (multipart `file` and `mode`), relative
   * to /f9api/api/v1, e.g. `/fbaOrder-packList`; its refusals list bad rows as the engine's do.
   * @pattern ^/[A-Za-z0-9/_-]+$
   */
  path?: string;
  /**
   * With `path`: the GET call answering the columns it reads (`<path>-columns`), so the dialog lists
   * them and offers a template in the user's language as it does for an entity's own import.
   * @pattern ^/[A-Za-z0-9/_-]+$
   */
  columns?: string;
  /**
   * i18n key of the success message, with the answer's fields as values and `count` = its `imported`
   * (so `<key>_zero` can say that nothing was added); defaults to "{{count}} rows imported".
   */
  success?: string;
}

/**
 * Calls the server on a row (or the selected rows, one call each). Either `action` (the generic
 * `POST <resource>/<action>`) or an explicit `path` + `method` + `payload`
 * for the spec's named calls, e.g. `PUT /activatecususer` with `{ "UserId": "$row.UserId" }`.
 */
export interface CallAction extends ActionBase {
  kind: 'call';
  /** Server action name: `POST <resource>/<action>`. */
  action?: string;
  /**
   * Resource whose `action` is called; defaults to the page's. E.g. a booking page asking a price list
   * for a quote: `"resource": "seaFclPrice", "action": "quote"`.
   */
  resource?: string;
  /**
   * Call path relative to /f9api/api/v1, e.g. `/activatecususer`.
   * @pattern ^/[A-Za-z0-9/_-]+$
   */
  path?: string;
  /** @default "POST" */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Parameters sent, e.g. `{ "UserId": "$row.UserId" }`; defaults to the row's key field and value. */
  payload?: ValueMapping;
  /**
   * `row`: one row (row action); `selection`: each selected row; `none`: no row needed.
   * @default "row"
   */
  target?: 'row' | 'selection' | 'none';
  /** i18n key of a confirmation question asked first. */
  confirm?: string;
  /**
   * i18n key of the message shown on success, with the call's answer fields as its values
   * (e.g. `{{Password}}`); defaults to "operation succeeded".
   */
  success?: string;
  /** Show the success message in a dialog the user closes (e.g. a new password), not a toast. */
  successDialog?: boolean;
  /** A small form asked first; its values are sent with the payload (they win over it). */
  input?: ActionInput;
  /** Shows the server's answer in the action's dialog instead of a toast (a quote, a check). */
  result?: ActionResult;
}

/** Prints the page as a clean document: the print stylesheet hides the shell, toolbars and pagers. */
export interface PrintAction extends ActionBase {
  kind: 'print';
}

/** The form of an action: an inline JSON schema or an entity's fields, validated like any form. */
export interface ActionInput {
  /** An inline draft-07 object schema (titles are i18n keys); precompiled by `npm run gen`. */
  schema?: Record<string, unknown>;
  /** Or an entity whose fields the form shows (`fields` picks and orders them). */
  entity?: string;
  fields?: string[];
  /** Values the form starts with, e.g. `{ "origin": "$row.origin" }`. */
  defaults?: ValueMapping;
  /** i18n key of the dialog title; defaults to the action's label. */
  title?: string;
  /** i18n key of the submit button; defaults to "OK". */
  submit?: string;
  /** Or the fields are declared on the record itself (a report's parameters): see ActionInputFieldsFrom. */
  fieldsFrom?: ActionInputFieldsFrom;
}

/**
 * Fields listed on the record (loaded when the grid row lacks the list): item n becomes field `p<n>`
 * of `schema`, titled with the item's text and typed by its kind (`date`: a date picker).
 */
export interface ActionInputFieldsFrom {
  /** The record's list field, e.g. "params". */
  list: string;
  /** Item fields holding the name, title and kind; default "name", "title", "kind". */
  name?: string;
  title?: string;
  kind?: string;
  /** At most this many fields (as many as `schema` declares). */
  max?: number;
}

/**
 * What a result shows of the answer: a message (an i18n key with the answer's fields as values),
 * lines with totals (a small table), and buttons that open a record or carry values into another
 * route (`$result.<field>`, `$input.<field>`, `$row.<field>` in `with`).
 */
export interface ActionResult {
  message?: string;
  lines?: {
    /** Path of the answer holding the lines (an array of objects): `lines`, or `rows.0.lines`. */
    from: string;
    /** Columns shown, in order; titles are `field.<entity>.<column>`, or the keys given in `titles`. */
    columns?: string[];
    /**
     * Or the answer says which columns, in order, with their titles already in the user's language:
     * a path to an array of `{ field, title }` (a report whose columns its SQL decides).
     */
    columnsFrom?: string;
    titles?: Record<string, string>;
    /** Entity naming the columns' titles. */
    entity?: string;
    /** Columns holding choices, labelled by the i18n key `<prefix>.<value>`, e.g. `{ "to": "field.booking.statusOption" }`. */
    optionsKeys?: Record<string, string>;
    /** Format per column (src/shared/format), e.g. `{ "at": "date:{y}-{m}-{d} {h}:{i}" }`. */
    formats?: Record<string, FormatSpec>;
    /** Columns summed under the table (exact decimals); the answer's own `totals` object wins when it has the column. */
    totals?: string[];
    /**
     * A text shown on hover of a column's cells, from a field of the same line, by column:
     * `{ "co2eKg": "co2eMethod" }` (how a figure was computed).
     */
    hints?: Record<string, string>;
    /**
     * Page actions offered as buttons on each line, run with the line as their row (`$row.<field>` reads
     * the line): an offer's "Book" calling the server and opening the booking form with its answer.
     */
    rowActions?: string[];
  };
  /**
   * Page actions offered under an answer that lists nothing (a search that found no offer: ask for one), run
   * with the values the action was sent with as their row: `$row.origin` is what the user searched for.
   */
  emptyActions?: string[];
  /** Buttons: open a record (`with: { "id": "$result.id" }`) or carry values into a form on another route. */
  links?: ResultLink[];
  /**
   * Open a route as soon as the answer comes (a lookup whose answer is a place): `to` a route name,
   * or `by` the route named for the value of an answer's field (`{ "field": "mode", "routes": { "SEA": "seaTrackingDetail" } }`).
   */
  navigate?: { to?: string; by?: NavigateBy; with?: ValueMapping };
  /**
   * Path of a file in the answer, `{ fileName, mediaType, base64 }` (src/shared/wire/fileAnswer.ts):
   * saved as the answer arrives, and offered again as a button. Actions answering a document (a bill,
   * a statement, a report as xlsx) answer `{ file: … }`, so `"file": "file"`.
   */
  file?: string;
  /**
   * Path in the answer of a path of this site to hand on (a shared tracking link, shown only once):
   * shown whole, with the site's address before it, beside a button copying it.
   */
  share?: string;
}

export interface ResultLink {
  /** i18n key of the button. */
  label: string;
  /** Route name of the target (a page schema's `name`). */
  to: string;
  /** Query parameters: literals or `$result.<field>`, `$input.<field>`, `$row.<field>`. */
  with?: ValueMapping;
}

/** Opens a dialog holding blocks (e.g. a detail of the row). */
export interface DialogAction extends ActionBase {
  kind: 'dialog';
  /** i18n key of the dialog title. */
  title: string;
  blocks: PageBlock[];
}
