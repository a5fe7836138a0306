import type { ContentLang } from '@/lib/types'

/** A question of the FAQ and its answer (sanitized HTML). */
export interface FaqEntry {
  id: number
  question: string
  answer: string
}

/** A group of questions, as GET /faq/data answers it (keyed by its code). */
export interface FaqGroupData {
  id: number
  icon: string
  title: string
  subtitle: string
  qandA: FaqEntry[]
}

/** A group with its code, in the page's order. */
export interface FaqGroup extends FaqGroupData {
  code: string
}

export type { ContentLang }

export interface FaqOptions {
  icons: string[]
  langs: ContentLang[]
  maxTitle: number
  maxSubtitle: number
  maxQuestion: number
  maxAnswer: number
}

export interface FaqPageProps {
  faqData: Record<string, FaqGroupData>
  lang: ContentLang
  q: string
  options: FaqOptions
}

/** The groups of faqData in their order (the server writes them in order). */
export const groupsOf = (data: Record<string, FaqGroupData>): FaqGroup[] => Object.entries(data ?? {}).map(([code, g]) => ({ ...g, code }))
