import { router } from '@inertiajs/react'
import { useState } from 'react'
import { vi } from 'vitest'
import type { EmailPageProps } from '../Components/Email/types'
import EmailIndex from '../Pages/Apps/Email/Index'

type VisitProps = EmailPageProps & Record<string, unknown>
type Visit = { props?: VisitProps | ((p: VisitProps) => VisitProps) }

/** The mail page with Inertia's client-side visits (opening a mail, Back) applied to its props. */
export function Visited({ initial }: { initial: EmailPageProps }) {
  const [props, setProps] = useState<VisitProps>(initial as VisitProps)
  const visit = (v: Visit) => setProps((p) => (typeof v.props === 'function' ? v.props(p) : (v.props ?? p)))
  vi.spyOn(router, 'push').mockImplementation((v) => visit(v as Visit))
  vi.spyOn(router, 'replace').mockImplementation((v) => visit(v as Visit))
  vi.spyOn(window.history, 'back').mockImplementation(() => visit({ props: (p) => ({ ...p, openId: null }) }))
  return <EmailIndex {...props} />
}
