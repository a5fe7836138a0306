import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react'
import { t } from '@/lib/i18n'
import { dropIndex, moveItem, orderBy } from './util'
import type { Task } from './types'

/** A drag in progress: the pointer's (with the rows' middles when it started) or the keyboard's. */
interface Drag {
  id: number
  /** The ids in their order before the drag. */
  start: number[]
  /** The ids as they are shown now. */
  ids: number[]
  mode: 'pointer' | 'keyboard'
  /** Pointer drags: the middles of the other rows, in the scroller's coordinates. */
  middles: number[]
}

const EDGE = 48

/**
 * Drag and drop of the list's rows by their handle, with the pointer (mouse,
 * pen, touch) or the keyboard (Space or Enter picks up, arrows move, Space or
 * Enter drops, Esc cancels). The rows follow while dragging; `onCommit` gets the
 * new order of the ids when a row lands elsewhere.
 */
export function useReorder(tasks: Task[], scroller: RefObject<HTMLElement | null>, onCommit: (ids: number[]) => void) {
  const [drag, setDrag] = useState<Drag | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const current = useRef<Drag | null>(null)
  const handles = useRef(new Map<number, HTMLElement>())
  current.current = drag

  const titleOf = (id: number) => tasks.find((task) => task.id === id)?.title ?? ''
  const position = (d: Drag) => ({ position: d.ids.indexOf(d.id) + 1, total: d.ids.length })

  const finish = (commit: boolean) => {
    const d = current.current
    if (!d) return
    current.current = null
    setDrag(null)
    const moved = d.ids.some((id, i) => id !== d.start[i])
    if (commit && moved) {
      onCommit(d.ids)
      setAnnouncement(t('todo.reorder.dropped', { title: titleOf(d.id), ...position(d) }))
    } else if (d.mode === 'keyboard' || moved) setAnnouncement(t('todo.reorder.cancelled', { title: titleOf(d.id) }))
  }

  // A row moved in the DOM may lose the focus: the keyboard's row keeps it.
  useLayoutEffect(() => {
    if (drag?.mode === 'keyboard') handles.current.get(drag.id)?.focus({ preventScroll: false })
  }, [drag])

  // Esc cancels a pointer drag too.
  useEffect(() => {
    if (drag?.mode !== 'pointer') return
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && finish(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  const scrollTop = () => scroller.current?.scrollTop ?? 0

  const onPointerDown = (e: PointerEvent<HTMLElement>, id: number) => {
    if (e.button !== 0 || current.current) return
    e.preventDefault()
    e.currentTarget.setPointerCapture?.(e.pointerId)
    const rows = Array.from(scroller.current?.querySelectorAll<HTMLElement>('[data-task-id]') ?? [])
    const middles = rows
      .filter((row) => Number(row.dataset.taskId) !== id)
      .map((row) => {
        const r = row.getBoundingClientRect()
        return r.top + r.height / 2 + scrollTop()
      })
    const ids = tasks.map((task) => task.id)
    const d: Drag = { id, start: ids, ids, mode: 'pointer', middles }
    current.current = d
    setDrag(d)
  }

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const d = current.current
    if (!d || d.mode !== 'pointer') return
    const box = scroller.current?.getBoundingClientRect()
    if (box && e.clientY < box.top + EDGE) scroller.current?.scrollBy(0, -12)
    else if (box && e.clientY > box.bottom - EDGE) scroller.current?.scrollBy(0, 12)
    const to = dropIndex(d.middles, e.clientY + scrollTop())
    const ids = moveItem(d.start, d.start.indexOf(d.id), to)
    if (ids.some((id, i) => id !== d.ids[i])) {
      const next = { ...d, ids }
      current.current = next
      setDrag(next)
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, id: number) => {
    const d = current.current
    const key = e.key
    if (!d) {
      if (key !== ' ' && key !== 'Enter') return
      e.preventDefault()
      const ids = tasks.map((task) => task.id)
      const next: Drag = { id, start: ids, ids, mode: 'keyboard', middles: [] }
      current.current = next
      setDrag(next)
      setAnnouncement(t('todo.reorder.picked', { title: titleOf(id), ...position(next) }))
      return
    }
    if (d.mode !== 'keyboard' || d.id !== id) return
    if (key === ' ' || key === 'Enter') {
      e.preventDefault()
      finish(true)
    } else if (key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      finish(false)
    } else if (key === 'ArrowUp' || key === 'ArrowDown') {
      e.preventDefault()
      const from = d.ids.indexOf(id)
      const to = key === 'ArrowUp' ? from - 1 : from + 1
      if (to < 0 || to >= d.ids.length) return
      const next = { ...d, ids: moveItem(d.ids, from, to) }
      current.current = next
      setDrag(next)
      setAnnouncement(t('todo.reorder.moved', { title: titleOf(id), ...position(next) }))
    }
  }

  /** The props of a row's handle. */
  const handleProps = (id: number) => ({
    ref: (el: HTMLElement | null) => {
      if (el) handles.current.set(id, el)
      else handles.current.delete(id)
    },
    'aria-pressed': drag?.id === id,
    onPointerDown: (e: PointerEvent<HTMLElement>) => onPointerDown(e, id),
    onPointerMove,
    onPointerUp: () => current.current?.mode === 'pointer' && finish(true),
    onPointerCancel: () => current.current?.mode === 'pointer' && finish(false),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => onKeyDown(e, id),
    // Leaving the row with Tab (not a move of the row in the list) drops nothing.
    onBlur: () =>
      window.setTimeout(() => {
        const d = current.current
        if (d?.mode === 'keyboard' && d.id === id && document.activeElement !== handles.current.get(id)) finish(false)
      }),
  })

  return {
    /** The tasks in the order shown (the drag's while one is under way). */
    shown: drag ? orderBy(tasks, drag.ids) : tasks,
    draggingId: drag?.id ?? null,
    handleProps,
    announcement,
  }
}
