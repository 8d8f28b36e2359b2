// The engine's own field-level messages (imports, ids, modes) in every language; general
// validation messages come from the server catalogue (validationErrors.ts).
import type { Language } from '../../shared/constants';

export const ENGINE_MESSAGES = {
  en: {
    noFile: 'Choose a csv or xlsx file to import.',
    fileType: 'Unsupported file type: import a .csv or .xlsx file.',
    malformed: 'The file could not be read: check that it is a valid csv or xlsx file.',
    malformedAt: 'The file could not be read near row {row}: check its quotes and separators.',
    empty: 'The file has no rows to import.',
    headerMissing: 'The first row must name the fields.',
    unknownColumn: 'Unknown column {column}: use the field names of an exported file.',
    duplicateColumn: 'The column {column} appears twice.',
    extraCells: 'The row has more values than the header has columns.',
    tooManyRows: 'The file has more than {limit} rows; split it.',
    badMode: 'Unknown mode {mode}: use one of {modes}.',
    badIds: 'ids must be a JSON array of record ids.',
    badVersion: 'version must be the version number of the record you edited.',
    badId: 'id must be the number of an existing record.',
    unknownTable: 'There is no entity or table {table}.',
    unknownTableField: '{table} has no field {field} that users fill in.',
  },
  zh: {
    noFile: '请选择要导入的 csv 或 xlsx 文件。',
    fileType: '不支持的文件类型：请导入 .csv 或 .xlsx 文件。',
    malformed: '无法读取文件：请检查是否为有效的 csv 或 xlsx 文件。',
    malformedAt: '文件第 {row} 行附近无法读取：请检查引号和分隔符。',
    empty: '文件中没有可导入的数据。',
    headerMissing: '第一行必须是字段名。',
    unknownColumn: '未知的列 {column}：请使用导出文件中的字段名。',
    duplicateColumn: '列 {column} 出现了两次。',
    extraCells: '该行的值多于表头的列数。',
    tooManyRows: '文件超过 {limit} 行，请拆分后导入。',
    badMode: '未知的模式 {mode}：请使用 {modes} 之一。',
    badIds: 'ids 必须是记录编号的 JSON 数组。',
    badVersion: 'version 必须是所编辑记录的版本号。',
    badId: 'id 必须是已存在记录的编号。',
    unknownTable: '不存在实体或表 {table}。',
    unknownTableField: '{table} 中没有可填写的字段 {field}。',
  },
  tr: {
    noFile: '請選擇要匯入的 csv 或 xlsx 檔案。',
    fileType: '不支援的檔案類型：請匯入 .csv 或 .xlsx 檔案。',
    malformed: '無法讀取檔案：請檢查是否為有效的 csv 或 xlsx 檔案。',
    malformedAt: '檔案第 {row} 列附近無法讀取：請檢查引號和分隔符號。',
    empty: '檔案中沒有可匯入的資料。',
    headerMissing: '第一列必須是欄位名稱。',
    unknownColumn: '未知的欄 {column}：請使用匯出檔案中的欄位名稱。',
    duplicateColumn: '欄 {column} 出現了兩次。',
    extraCells: '該列的值多於表頭的欄數。',
    tooManyRows: '檔案超過 {limit} 列，請拆分後匯入。',
    badMode: '未知的模式 {mode}：請使用 {modes} 之一。',
    badIds: 'ids 必須是記錄編號的 JSON 陣列。',
    badVersion: 'version 必須是所編輯記錄的版本號。',
    badId: 'id 必須是已存在記錄的編號。',
    unknownTable: '不存在實體或表 {table}。',
    unknownTableField: '{table} 中沒有可填寫的欄位 {field}。',
  },
  es: {
    noFile: 'Elija un archivo csv o xlsx para importar.',
    fileType: 'Tipo de archivo no admitido: importe un archivo .csv o .xlsx.',
    malformed: 'No se pudo leer el archivo: compruebe que sea un csv o xlsx válido.',
    malformedAt: 'No se pudo leer el archivo cerca de la fila {row}: revise las comillas y los separadores.',
    empty: 'El archivo no tiene filas para importar.',
    headerMissing: 'La primera fila debe nombrar los campos.',
    unknownColumn: 'Columna desconocida {column}: use los nombres de campo de un archivo exportado.',
    duplicateColumn: 'La columna {column} aparece dos veces.',
    extraCells: 'La fila tiene más valores que columnas el encabezado.',
    tooManyRows: 'El archivo tiene más de {limit} filas; divídalo.',
    badMode: 'Modo desconocido {mode}: use uno de {modes}.',
    badIds: 'ids debe ser un array JSON de ids de registros.',
    badVersion: 'version debe ser el número de versión del registro editado.',
    badId: 'id debe ser el número de un registro existente.',
    unknownTable: 'No existe la entidad o tabla {table}.',
    unknownTableField: '{table} no tiene un campo {field} que rellenen los usuarios.',
  },
} as const;

export type EngineMessage = keyof (typeof ENGINE_MESSAGES)['en'];

export function engineMessage(language: Language, key: EngineMessage, values: Record<string, string | number> = {}): string {
  const text: string = ENGINE_MESSAGES[language]?.[key] ?? ENGINE_MESSAGES.en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
