/** The scale of the capital chart: pure functions, tested on their own. */

/** The smallest "round" number (1, 2, 2.5 or 5 × 10ⁿ) at or above v; 0 stays 0. */
export function niceCeil(v: number): number {
  if (!(v > 0)) return 0
  const power = 10 ** Math.floor(Math.log10(v))
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= v - power * 1e-9) return step * power
  }
  return 10 * power
}

/** The y axis for values: from 0 to a round top, and the ticks between (ticks + 1 values). */
export function yAxis(values: readonly number[], ticks = 4): { top: number; marks: number[] } {
  const high = Math.max(0, ...values)
  const top = high === 0 ? ticks : niceCeil(high / ticks) * ticks
  return { top, marks: Array.from({ length: ticks + 1 }, (_, i) => (top / ticks) * i) }
}

export interface Plot {
  width: number
  height: number
  /** Room kept for the axis labels: start (the y labels' side), bottom. */
  start: number
  bottom: number
  top: number
  end: number
}

/**
 * Where each value goes: x from the first month to the last (mirrored when
 * rtl: the first month on the right), y from the bottom (0) to the top (top).
 */
export function placePoints(values: readonly number[], top: number, plot: Plot, rtl = false): { x: number; y: number }[] {
  const innerW = plot.width - plot.start - plot.end
  const innerH = plot.height - plot.top - plot.bottom
  const step = values.length > 1 ? innerW / (values.length - 1) : 0
  return values.map((v, i) => {
    const along = values.length > 1 ? plot.start + i * step : plot.start + innerW / 2
    const x = rtl ? plot.width - along : along
    const y = plot.height - plot.bottom - (top > 0 ? (Math.max(0, v) / top) * innerH : 0)
    return { x: round(x), y: round(y) }
  })
}

/** y of a value on the plot. */
export function yOf(v: number, top: number, plot: Plot): number {
  const innerH = plot.height - plot.top - plot.bottom
  return round(plot.height - plot.bottom - (top > 0 ? (v / top) * innerH : 0))
}

const round = (n: number) => Math.round(n * 10) / 10

/** The line through points, and the area under it down to the base line. */
export function paths(points: readonly { x: number; y: number }[], base: number): { line: string; area: string } {
  if (points.length === 0) return { line: '', area: '' }
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ')
  const first = points[0]!
  const last = points[points.length - 1]!
  return { line, area: `${line} L${last.x} ${base} L${first.x} ${base} Z` }
}
