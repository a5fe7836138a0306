import { serverText } from '@/lib/serverText'

/** A refusal that is not a field's (the server's "form" error), in the UI language. */
export default function FormError({ error }: { error?: string }) {
  if (!error) return null
  return (
    <p className="form-error" role="alert">
      {serverText(error)}
    </p>
  )
}
