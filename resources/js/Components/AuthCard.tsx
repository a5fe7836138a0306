import { Link } from '@inertiajs/react'
import { lazy, Suspense, type ReactNode } from 'react'
import type { AuthVariant } from '@/lib/types'
import Logo from './Logo'

/**
 * The split screen's drawing, fetched when a v2 page shows it: the v1 pages
 * (/login among them) never need it, and it would cost their first load about
 * 1 KB of the 100 KB budget.
 */
const AuthIllustration = lazy(() => import('./AuthIllustration'))

export type AuthPage = 'login' | 'register' | 'forgot-password' | 'reset-password'

/** URL of an auth page in the same variant: v2 pages live under "-v2" paths. */
export function authPath(variant: AuthVariant | undefined, page: AuthPage): string {
  return `/${page}${variant === 'v2' ? '-v2' : ''}`
}

interface AuthCardProps {
  variant?: AuthVariant
  title: string
  subtitle?: string
  children: ReactNode
}

/**
 * Frame of the authentication pages.
 * v1: a centered card; v2: split screen with an illustration on the start side.
 */
export default function AuthCard({ variant = 'v1', title, subtitle, children }: AuthCardProps) {
  const heading = (
    <div className="mb-6">
      <h1 className="mb-1.5 text-2xl font-semibold">{title}</h1>
      {subtitle && <p className="text-[0.9375rem] text-muted">{subtitle}</p>}
    </div>
  )

  if (variant === 'v2') {
    return (
      <div className="flex min-h-screen">
        <header className="relative hidden flex-1 items-center justify-center bg-surface-alt p-12 lg:flex">
          <Link href="/" className="absolute start-8 top-8 rounded-md">
            <Logo />
          </Link>
          {/* The drawing's room (480 × 400) is kept while it loads, so nothing moves. */}
          <Suspense fallback={<div className="aspect-[6/5] w-full max-w-xl" />}>
            <AuthIllustration className="h-auto w-full max-w-xl" />
          </Suspense>
        </header>
        <main className="flex w-full items-center justify-center bg-surface px-6 py-12 sm:px-12 lg:w-[30rem] lg:shrink-0">
          <div className="w-full max-w-sm">
            <Link href="/" className="mb-8 inline-flex rounded-md lg:hidden">
              <Logo />
            </Link>
            {heading}
            {children}
          </div>
        </main>
      </div>
    )
  }

  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden px-4 py-12">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -start-24 size-72 rounded-full bg-primary/10 blur-2xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-24 -end-24 size-80 rounded-full bg-primary/10 blur-2xl" />
      <div className="card relative w-full max-w-md p-8 sm:p-10">
        <div className="mb-6 flex justify-center">
          <Link href="/" className="rounded-md">
            <Logo />
          </Link>
        </div>
        {heading}
        {children}
      </div>
    </main>
  )
}

/** The line under an auth form that offers the other way in ("New on our platform? Create an account"). */
export function AuthAlternative({ question, label, href }: { question: string; label: string; href: string }) {
  return (
    <p className="mt-6 text-center text-[0.9375rem]">
      <span className="text-muted">{question}</span>{' '}
      <Link href={href} className="link">
        {label}
      </Link>
    </p>
  )
}

