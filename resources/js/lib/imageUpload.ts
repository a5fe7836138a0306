import { ApiError, apiError } from '@/lib/api'

/** Types the server decodes (it checks the content, not the name). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** Sends one file as multipart `image` to url with its progress (0–1); resolves the stored image (`{image}` of the answer) in its sizes. */
export function uploadImage<Image>(url: string, file: File, onProgress: (fraction: number) => void): Promise<Image> {
  return new Promise<Image>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.responseType = 'json'
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total)
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as { image?: Image }
      if (xhr.status >= 200 && xhr.status < 300 && body.image) resolve(body.image)
      else reject(apiError(xhr.status, url, body))
    }
    xhr.onerror = () => reject(new ApiError(0, url))
    const data = new FormData()
    data.append('image', file)
    xhr.send(data)
  })
}

/** The server's words for a refused upload (its field's, else its message); '' when it said nothing. */
export function uploadError(e: unknown): string {
  if (e instanceof ApiError) return e.fields.image ?? e.detail
  return ''
}
