// ECharts through its modular core: only the charts and components the chart block draws, and the SVG
// renderer (crisp text, readable by tests and screen readers). Imported only by the chart block's lazy
// chunk, so pages without charts never load it.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, LabelLayout, SVGRenderer]);

export { echarts };
