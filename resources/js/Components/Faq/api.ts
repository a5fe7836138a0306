import { callJSON, sendJSON } from '@/lib/api'
import type { ContentLang, FaqEntry } from './types'

/** The page of the FAQ. */
export const FAQ_PATH = '/pages/faq'

export interface GroupFields {
  icon: string
  title: string
  subtitle: string
}

export interface QuestionFields {
  groupId: number
  question: string
  answer: string
}

/** The staff's writes (controllers/faq_writes.go): JSON in, JSON out. */
export const faqApi = {
  createGroup: (lang: ContentLang, g: GroupFields) => sendJSON<{ group: { id: number } }>('/faq/groups', { ...g, lang }),
  updateGroup: (id: number, g: GroupFields) => sendJSON<{ group: { id: number } }>(`/faq/groups/${id}`, g, 'PUT'),
  deleteGroup: (id: number, withQuestions: boolean) => callJSON<{ deleted: number }>(`/faq/groups/${id}${withQuestions ? '?withQuestions=1' : ''}`, { method: 'DELETE' }),
  moveGroup: (id: number, direction: 'up' | 'down') => sendJSON<{ moved: number }>(`/faq/groups/${id}/move`, { direction }),
  createQuestion: (q: QuestionFields) => sendJSON<{ question: FaqEntry }>('/faq/questions', q),
  updateQuestion: (id: number, q: QuestionFields) => sendJSON<{ question: FaqEntry }>(`/faq/questions/${id}`, q, 'PUT'),
  deleteQuestion: (id: number) => callJSON<{ deleted: number }>(`/faq/questions/${id}`, { method: 'DELETE' }),
  moveQuestion: (id: number, direction: 'up' | 'down') => sendJSON<{ moved: number }>(`/faq/questions/${id}/move`, { direction }),
}
