import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import PhotoViewer from './PhotoViewer'
import { ProfileCard } from './SideCards'
import type { Photo } from './types'

/** The photos the person posted, as a grid; a click shows one larger. */
export default function PhotosCard({ photos, own }: { photos: Photo[]; own: boolean }) {
  const { t } = useTranslation()
  const [shown, setShown] = useState<number | null>(null)
  return (
    <ProfileCard title={t('profile.photos.title')}>
      {photos.length === 0 ? (
        <p className="text-sm text-muted">{own ? t('profile.photos.emptyOwn') : t('profile.photos.empty')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2">
          {photos.map((p, i) => (
            <li key={p.id}>
              <button type="button" onClick={() => setShown(i)} aria-label={t('profile.photos.open', { n: i + 1 })} className="block aspect-square w-full overflow-hidden rounded-md bg-surface-alt">
                <img src={p.thumbUrl || p.url} alt="" loading="lazy" className="size-full object-cover transition-transform hover:scale-105" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PhotoViewer photos={photos} index={shown} onIndex={setShown} />
    </ProfileCard>
  )
}
