import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'

interface PhotoViewerProps {
  photos: { id: number; url: string }[]
  /** The index shown, or null when closed. */
  index: number | null
  onIndex: (index: number | null) => void
}

/** One photo at a larger size, with Previous/Next when there are several. */
export default function PhotoViewer({ photos, index, onIndex }: PhotoViewerProps) {
  const { t } = useTranslation()
  const open = index !== null && photos[index] !== undefined
  const photo = open ? photos[index] : undefined
  const count = photos.length
  const go = (step: number) => index !== null && onIndex((index + step + count) % count)
  return (
    <Dialog open={open} onClose={() => onIndex(null)} className="relative z-60">
      <DialogBackdrop transition className="fixed inset-0 bg-black/80 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="relative flex max-h-full w-full max-w-4xl flex-col items-center gap-3"
          onKeyDown={(e) => {
            if (count < 2) return
            const rtl = document.documentElement.dir === 'rtl'
            if (e.key === 'ArrowRight') go(rtl ? -1 : 1)
            if (e.key === 'ArrowLeft') go(rtl ? 1 : -1)
          }}
        >
          <DialogTitle className="sr-only">{index !== null ? t('profile.photos.viewer', { n: index + 1, total: count }) : ''}</DialogTitle>
          {photo && <img src={photo.url} alt={t('profile.photos.viewer', { n: (index ?? 0) + 1, total: count })} className="max-h-[80vh] max-w-full rounded-lg object-contain shadow-card" />}
          <div className="flex items-center gap-3">
            {count > 1 && (
              <button type="button" onClick={() => go(-1)} aria-label={t('profile.photos.previous')} className="btn bg-surface/90 p-2.5 text-heading hover:bg-surface">
                <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
              </button>
            )}
            <button type="button" onClick={() => onIndex(null)} className="btn bg-surface/90 px-4 py-2 text-heading hover:bg-surface">
              <X className="size-4" aria-hidden="true" />
              {t('profile.photos.close')}
            </button>
            {count > 1 && (
              <button type="button" onClick={() => go(1)} aria-label={t('profile.photos.next')} className="btn bg-surface/90 p-2.5 text-heading hover:bg-surface">
                <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
              </button>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
