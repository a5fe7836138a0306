/**
 * A colour's name for people (a swatch's accessible name): the nearest of a
 * few plain names, from its hue, saturation and lightness. The names are
 * keys of shop.colors.
 */
export type ColorName = 'black' | 'white' | 'grey' | 'red' | 'orange' | 'brown' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink'

/** The hue (0-360), saturation and lightness (0-1) of #RRGGBB; null when it is not one. */
export function hsl(hex: string): { h: number; s: number; l: number } | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) return null
  const n = Number.parseInt(m[1] as string, 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as [number, number, number]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  const d = max - min
  if (d === 0) return { h: 0, s: 0, l }
  const s = d / (1 - Math.abs(2 * l - 1))
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  h *= 60
  if (h < 0) h += 360
  return { h, s, l }
}

/** The name of a #RRGGBB colour; null when it is not one. */
export function colorName(hex: string): ColorName | null {
  const c = hsl(hex)
  if (!c) return null
  const { h, s, l } = c
  if (l < 0.12) return 'black'
  if (l > 0.92) return 'white'
  if (s < 0.15) return l < 0.2 ? 'black' : 'grey'
  if (h >= 325 && l > 0.55) return 'pink'
  if (h < 15 || h >= 340) return l < 0.3 ? 'brown' : 'red'
  if (h < 40) return l < 0.4 ? 'brown' : 'orange'
  if (h < 70) return l < 0.3 ? 'brown' : 'yellow'
  if (h < 160) return 'green'
  if (h < 195) return 'teal'
  if (h < 255) return 'blue'
  if (h < 290) return 'purple'
  return 'pink'
}
