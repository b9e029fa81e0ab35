/**
 * The usage chart: one bar per bucket of the series, drawn as inline SVG.
 *
 * Why no chart library: the chart is one bar series of at most a few hundred buckets with
 * no zoom or pan. uPlot or Chart.js would add 50–200 KB and their own styling to
 * restyle, while ~100 lines of SVG are crisp at any size, follow the page's CSS (no
 * inline styles, so the strict CSP stays intact) and carry a real text alternative. The
 * SVG is redrawn at the width it is given, so its text keeps its size on a phone.
 */
import type { Granularity } from './api';
import { h, s } from './dom';
import { formatBucket, formatNumber, formatTick, plural } from './format';

export interface BarChartData {
  /** "Requests": the chart's name. */
  title: string;
  /** The unit, for text: "request" / "requests". */
  one: string;
  many: string;
  /** Each bucket's start (ISO) and value, oldest first. */
  starts: string[];
  values: number[];
  granularity: Granularity;
  /** A CSS modifier for the bars' colour. */
  tone: 'requests' | 'tokens';
}

const HEIGHT = 168;
const TOP = 12;
const BOTTOM = 26;
const LEFT = 56;
const RIGHT = 12;
const MIN_LABEL_GAP = 68;

/** A round upper bound for the axis: 1, 2, 2.5, 5 × 10ⁿ. */
function niceMax(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * magnitude >= max) return m * magnitude;
  return 10 * magnitude;
}

/** One sentence that says what the chart shows, for people who cannot see it. */
export function summarize(data: BarChartData): string {
  const per = data.granularity === 'hour' ? 'hour' : 'day';
  const total = data.values.reduce((sum, v) => sum + v, 0);
  if (total === 0) return `${data.title} per ${per}: no ${data.many} in this period.`;
  const peak = Math.max(...data.values);
  const at = data.values.indexOf(peak);
  return (
    `${data.title} per ${per}: ${plural(total, data.one, data.many)} in all; ` +
    `the most, ${formatNumber(peak)}, in the ${per} from ${formatBucket(data.starts[at]!, data.granularity)}.`
  );
}

function draw(data: BarChartData, width: number): SVGSVGElement {
  const plotWidth = Math.max(1, width - LEFT - RIGHT);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const max = niceMax(Math.max(0, ...data.values));
  const step = plotWidth / Math.max(1, data.values.length);
  const barWidth = step >= 4 ? step * 0.72 : step;
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;

  const ticks = Number.isInteger(max / 2) ? [0, max / 2, max] : [0, max];
  const grid = ticks.map((tick) =>
    s(
      'g',
      { class: 'grid' },
      s('line', { x1: LEFT, x2: width - RIGHT, y1: y(tick), y2: y(tick) }),
      s('text', { x: LEFT - 8, y: y(tick) + 4, 'text-anchor': 'end' }, formatNumber(tick)),
    ),
  );

  const every = Math.max(1, Math.ceil(MIN_LABEL_GAP / step));
  const labels = data.starts.flatMap((start, i) => {
    const x = LEFT + (i + 0.5) * step;
    if (i % every !== 0 || x > width - RIGHT - 20) return [];
    return [
      s(
        'text',
        { class: 'tick', x, y: HEIGHT - 8, 'text-anchor': 'middle' },
        formatTick(start, data.granularity),
      ),
    ];
  });

  const bars = data.values.flatMap((value, i) => {
    if (value === 0) return [];
    const top = Math.min(y(value), TOP + plotHeight - 2);
    return [
      s(
        'rect',
        {
          class: 'bar',
          x: LEFT + i * step + (step - barWidth) / 2,
          y: top,
          width: barWidth,
          height: TOP + plotHeight - top,
          rx: Math.min(3, barWidth / 4),
        },
        s(
          'title',
          null,
          `${formatBucket(data.starts[i]!, data.granularity)}: ${plural(value, data.one, data.many)}`,
        ),
      ),
    ];
  });

  const empty =
    bars.length === 0
      ? s(
          'text',
          {
            class: 'empty',
            x: LEFT + plotWidth / 2,
            y: TOP + plotHeight / 2,
            'text-anchor': 'middle',
          },
          `No ${data.many} in this period`,
        )
      : null;

  return s(
    'svg',
    {
      role: 'img',
      'aria-label': summarize(data),
      width,
      height: HEIGHT,
      viewBox: `0 0 ${width} ${HEIGHT}`,
    },
    grid,
    bars,
    labels,
    empty,
  );
}

/** The chart, redrawn whenever the space it gets changes width. */
export function barChart(data: BarChartData): HTMLElement {
  const holder = h('div', { class: `chart chart-${data.tone}` });
  let drawnAt = 0;
  new ResizeObserver(() => {
    const width = Math.floor(holder.clientWidth);
    if (width === 0 || width === drawnAt) return;
    drawnAt = width;
    holder.replaceChildren(draw(data, width));
  }).observe(holder);
  return holder;
}
