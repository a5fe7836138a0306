import { Link } from '@inertiajs/react'
import { ChevronLeft } from 'lucide-react'
import { authPath } from '@/Components/AuthCard'
import type { AuthVariant } from '@/lib/types'

/** The "Back to login" line under the password-recovery forms (kept out of AuthCard, off the login page's path). */
export default function BackToLogin({ variant, label }: { variant: AuthVariant; label: string }) {
  return (
    <p className="mt-6 text-center">
      <Link href={authPath(variant, 'login')} className="link inline-flex items-center gap-1">
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {label}
      </Link>
    </p>
  )
}
