// glide-data-grid's editor with only the cell kinds the grid block draws. The package's default
// `DataEditor` registers every renderer, and its image and markdown cells drag a carousel and `marked`
// into the grid chunk; `DataEditorCore` takes the renderers (and image loader) it is given instead.
import {
  booleanCellRenderer,
  bubbleCellRenderer,
  DataEditorCore,
  type DataEditorProps,
  type DataEditorRef,
  ImageWindowLoaderImpl,
  loadingCellRenderer,
  markerCellRenderer,
  newRowCellRenderer,
  numberCellRenderer,
  protectedCellRenderer,
  rowIDCellRenderer,
  textCellRenderer,
  uriCellRenderer,
} from '@glideapps/glide-data-grid';
import { forwardRef, useMemo } from 'react';

/** Row markers (checkboxes), text, numbers, booleans, links, badges (bubbles), loading and protected cells (typed as the package types its own list). */
const RENDERERS = [
  markerCellRenderer,
  bubbleCellRenderer,
  newRowCellRenderer,
  booleanCellRenderer,
  loadingCellRenderer,
  numberCellRenderer,
  protectedCellRenderer,
  rowIDCellRenderer,
  textCellRenderer,
  uriCellRenderer,
] as unknown as NonNullable<DataEditorProps['renderers']>;

export const SlimDataEditor = forwardRef<DataEditorRef, Omit<DataEditorProps, 'renderers' | 'imageWindowLoader'>>(function SlimDataEditor(props, ref) {
  const imageWindowLoader = useMemo(() => new ImageWindowLoaderImpl(), []);
  return <DataEditorCore {...props} ref={ref} renderers={RENDERERS} imageWindowLoader={imageWindowLoader} />;
});
