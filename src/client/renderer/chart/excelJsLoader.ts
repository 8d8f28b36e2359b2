// ExcelJS for the chart's xlsx export, loaded on the first export only. Its browser build is a UMD
// script: served as a plain asset (`?url`) and run as a classic script, not bundled, so the shared
// bundler runtime every page loads (the /home bundle) does not gain the CommonJS shims it would need.
import type ExcelJSModule from 'exceljs';
import excelJsUrl from 'exceljs/dist/exceljs.min.js?url';

type ExcelJS = typeof ExcelJSModule;
let loading: Promise<ExcelJS> | null = null;

export function loadExcelJs(): Promise<ExcelJS> {
  loading ??= new Promise<ExcelJS>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = excelJsUrl;
    script.async = true;
    script.onload = () => resolve((window as unknown as { ExcelJS: ExcelJS }).ExcelJS);
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('exceljs did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
