import { Link } from '@inertiajs/react'
import type { ReactNode } from 'react'
import Logo from './Logo'

interface StatusPageProps {
  code?: string
  title: string
  message: string
  action: { href: string; label: string }
  art?: ReactNode
}

/** Centered full-page message (errors, not authorized). */
export default function StatusPage({ code, title, message, action, art }: StatusPageProps) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-16 text-center">
      <Link href={action.href} className="absolute start-6 top-4 rounded-md">
        <Logo />
      </Link>
      {code && (
        <p aria-hidden="true" className="mb-2 text-7xl font-bold tracking-tight text-primary/80 sm:text-8xl">
          {code}
        </p>
      )}
      <h1 className="mb-2 text-2xl font-semibold sm:text-3xl">{title}</h1>
      <p className="mb-6 max-w-md text-[0.9375rem] text-muted">{message}</p>
      <Link href={action.href} className="btn-primary">
        {action.label}
      </Link>
      {art && <div className="mt-10 w-full max-w-sm">{art}</div>}
    </main>
  )
}
