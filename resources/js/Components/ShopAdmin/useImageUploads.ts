import { router } from '@inertiajs/react'
import { useRef, useState } from 'react'
import { t } from '@/lib/i18n'
import { IMAGE_TYPES, uploadError, uploadImage } from '@/lib/imageUpload'

/** A file on its way (progress 0–1) or refused (its error). */
export interface UploadItem {
  key: number
  name: string
  progress: number
  error: string
}

let keys = 0

/**
 * Uploads files to a product, one after the other, each with its progress;
 * a refused file keeps its error in the list (until dismissed), the others
 * go on. Once all are done the page's product is reloaded (its images).
 * Files of another type or too large are refused before sending.
 */
export function useImageUploads(url: string, limits: { maxBytes: number; room: number }) {
  const [items, setItems] = useState<UploadItem[]>([])
  const running = useRef(false)
  const queue = useRef<{ key: number; file: File }[]>([])

  const patch = (key: number, p: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...p } : i)))

  const run = async () => {
    if (running.current) return
    running.current = true
    let added = 0
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file } = next
      try {
        await uploadImage(url, file, (progress) => patch(key, { progress }))
        added++
        setItems((list) => list.filter((i) => i.key !== key))
      } catch (e) {
        patch(key, { error: uploadError(e) || t('shopAdmin.images.failed'), progress: 0 })
      }
    }
    running.current = false
    if (added > 0) router.reload({ only: ['product'] })
  }

  const add = (files: FileList | File[]) => {
    const fresh: UploadItem[] = []
    let room = limits.room - queue.current.length
    for (const file of Array.from(files)) {
      const key = ++keys
      let error = ''
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) error = t('shopAdmin.images.badType')
      else if (file.size > limits.maxBytes) error = t('shopAdmin.images.tooLarge', { max: Math.floor(limits.maxBytes / (1024 * 1024)) })
      else if (room <= 0) error = t('shopAdmin.images.full')
      else {
        room--
        queue.current.push({ key, file })
      }
      fresh.push({ key, name: file.name, progress: 0, error })
    }
    setItems((list) => [...list, ...fresh])
    void run()
  }

  const dismiss = (key: number) => setItems((list) => list.filter((i) => i.key !== key))
  return { items, add, dismiss, busy: items.some((i) => !i.error) }
}
