import { useEffect, useId, useRef, useState } from 'react'
import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { PRICE_RANGES, rangeOf } from './shopState'
import type { PriceBounds } from './types'

interface PriceFilterProps {
  min: number | null
  max: number | null
  bounds: PriceBounds
  /** New bounds (null: open); `replace` while the slider moves. */
  onChange: (min: number | null, max: number | null, replace?: boolean) => void
}

/** Euros, whole: the slider moves by 1 € (100 cents). */
const STEP = 100
const SLIDER_WAIT = 400

const thumb =
  'pointer-events-none absolute inset-x-0 top-1/2 h-5 w-full -translate-y-1/2 appearance-none bg-transparent accent-primary focus-visible:outline-none [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-primary [&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-4 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-primary [&::-webkit-slider-thumb]:shadow-soft focus-visible:[&::-webkit-slider-thumb]:ring-4 focus-visible:[&::-webkit-slider-thumb]:ring-primary/30'

/**
 * The price: ranges to pick (radios) and a slider with two thumbs (two range
 * inputs, each labelled) between the cheapest and the dearest product. The
 * slider asks for the list once it rests.
 */
export default function PriceFilter({ min, max, bounds, onChange }: PriceFilterProps) {
  const { t, i18n } = useTranslation()
  const name = useId()
  const money = (cents: number) => formatMoney(cents, i18n.language)
  const lowEnd = Math.floor(bounds.min / STEP) * STEP
  const highEnd = Math.max(lowEnd + STEP, Math.ceil(bounds.max / STEP) * STEP)
  const fit = (v: number | null, fallback: number) => Math.min(highEnd, Math.max(lowEnd, v ?? fallback))
  const [lo, setLo] = useState(fit(min, lowEnd))
  const [hi, setHi] = useState(fit(max, highEnd))
  const timer = useRef(0)

  // The URL changed without the slider (a range, Back, "Clear filters"): the thumbs follow it.
  useEffect(() => {
    setLo(fit(min, lowEnd))
    setHi(fit(max, highEnd))
  }, [min, max, lowEnd, highEnd])
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const slide = (nextLo: number, nextHi: number) => {
    setLo(nextLo)
    setHi(nextHi)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => onChange(nextLo > lowEnd ? nextLo : null, nextHi < highEnd ? nextHi : null, true), SLIDER_WAIT)
  }

  const current = rangeOf(min, max)
  const span = highEnd - lowEnd
  const at = (v: number) => `${((v - lowEnd) / span) * 100}%`
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-heading">{t('shop.filters.price')}</legend>
      <div className="grid gap-1.5">
        {PRICE_RANGES.map((r) => (
          <label key={r.key} className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="radio" name={name} className="form-check" checked={current?.key === r.key} onChange={() => onChange(r.min, r.max)} />
            {t(`shop.filters.ranges.${r.key}`, { min: money(r.min ?? 0), max: money(r.max ?? 0) })}
          </label>
        ))}
      </div>
      <div className="mt-5">
        <div className="relative h-5">
          <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-surface-alt" />
          <div className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-primary" style={{ insetInlineStart: at(lo), insetInlineEnd: `calc(100% - ${at(hi)})` }} />
          <input
            type="range"
            min={lowEnd}
            max={highEnd}
            step={STEP}
            value={lo}
            aria-label={t('shop.filters.priceFrom')}
            aria-valuetext={money(lo)}
            onChange={(e) => slide(Math.min(Number(e.target.value), hi - STEP), hi)}
            className={thumb}
          />
          <input
            type="range"
            min={lowEnd}
            max={highEnd}
            step={STEP}
            value={hi}
            aria-label={t('shop.filters.priceTo')}
            aria-valuetext={money(hi)}
            onChange={(e) => slide(lo, Math.max(Number(e.target.value), lo + STEP))}
            className={thumb}
          />
        </div>
        <p className="mt-2 flex justify-between text-sm text-muted" aria-hidden="true">
          <span>{money(lo)}</span>
          <span>{money(hi)}</span>
        </p>
      </div>
    </fieldset>
  )
}
