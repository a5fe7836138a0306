import { Star } from 'lucide-react'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'

interface RatingProps {
  /** 0 to 5 stars (0: not rated yet). */
  rating: number
  /** How many ratings; shown beside the stars when given. */
  count?: number
  className?: string
}

/** Five stars, as many filled as the rating, read out as "Rated 4 out of 5". */
export default function Rating({ rating, count, className = '' }: RatingProps) {
  const { t, i18n } = useTranslation()
  const stars = Math.max(0, Math.min(5, Math.round(rating)))
  const label = stars === 0 ? t('shop.rating.none') : t('shop.rating.label', { rating: stars })
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <span role="img" aria-label={label} className="inline-flex gap-0.5">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} aria-hidden="true" className={`size-4 ${n <= stars ? 'fill-warning text-warning' : 'text-line'}`} />
        ))}
      </span>
      {count !== undefined && count > 0 && (
        <span className="text-sm text-muted">
          <span aria-hidden="true">({formatNumber(count, i18n.language)})</span>
          <span className="sr-only">{tCount('shop.rating.count', count, { n: formatNumber(count, i18n.language) })}</span>
        </span>
      )}
    </span>
  )
}
