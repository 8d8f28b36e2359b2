// One ECharts instance on a div: made once, given each new option whole (notMerge), resized with its
// box, disposed with the component.
import { useEffect, useRef } from 'react';
import { echarts } from './echartsSetup';

export function EChart({ option, height, label }: { option: Record<string, unknown>; height: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const el = box.current!;
    // An explicit size where the box has none yet (a hidden tab, a test DOM).
    chart.current = echarts.init(el, undefined, { renderer: 'svg', ...(el.clientWidth === 0 ? { width: 640, height } : {}) });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => el.clientWidth > 0 && chart.current?.resize());
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} data-chart-canvas style={{ width: '100%', height }} />;
}
