/**
 * D60: WhatsApp's click-to-chat to an Indian mobile (10 digits, country code 91) with a short greeting already typed
 * (in the user's language); the user still presses send. Kept apart from the contact's form schema, so the CRM list's
 * Call and WhatsApp links carry no form code.
 */
export function whatsappHref(mobile: string, greeting: string): string {
  return `https://wa.me/91${mobile}?text=${encodeURIComponent(greeting)}`
}
