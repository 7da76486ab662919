import { leadRecordFields } from '#app/domain/leads/record-fields.ts'
import { messages } from '#app/lib/errors.ts'
import { serial } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'

/**
 * The columns of a lead file (D62), read by the import and written by the list's download, so that a list can go out
 * and come back: each lead field has its English heading (the file's own, D55: files other systems read keep English
 * column names) and the words a header may use for it, in English and Hindi, matched without case, spaces or
 * punctuation. A field is a key of the mapping: adding one (the products of interest) is one more entry here and
 * one more key in the mapping; nothing else changes shape.
 */
export const importFields = [...leadRecordFields, 'nextVisit', 'owner', 'products'] as const
export type ImportField = (typeof importFields)[number]

export const fileHeadings: Record<ImportField, string> = {
  businessName: 'Business name',
  contactPerson: 'Contact person',
  mobile: 'Mobile',
  email: 'E-mail',
  address: 'Address',
  remark: 'Remark',
  volume: 'Expected volume',
  type: 'Lead type',
  nature: 'Lead nature',
  status: 'Status',
  nextVisit: 'Next visit',
  owner: 'Owner',
  /** D59: the products of interest, English service names separated by "; " (products.ts). */
  products: 'Products',
}

/** Other words a header may say for each field (English, the old system's names, Hindi). */
const synonyms: Record<ImportField, string[]> = {
  businessName: [
    'business',
    'shop',
    'shop name',
    'firm',
    'corpname',
    'company',
    'name of shop',
    'दुकान',
    'दुकान का नाम',
    'व्यवसाय',
    'व्यवसाय का नाम',
    'फ़र्म',
  ],
  contactPerson: ['contact', 'person', 'contact name', 'name', 'owner name', 'संपर्क व्यक्ति', 'व्यक्ति', 'नाम'],
  mobile: [
    'mobile number',
    'mobile no',
    'phone',
    'phone number',
    'contact number',
    'mob',
    'मोबाइल',
    'मोबाइल नंबर',
    'फ़ोन',
    'फोन',
  ],
  email: ['email', 'email id', 'mail', 'ईमेल', 'ई-मेल'],
  address: ['addr', 'location', 'city', 'पता', 'स्थान'],
  remark: ['remarks', 'note', 'notes', 'comment', 'टिप्पणी', 'रिमार्क'],
  volume: ['volume', 'expected volume rs', 'business volume', 'अनुमानित वॉल्यूम', 'वॉल्यूम'],
  type: ['type', 'lead type', 'custtype', 'customer type', 'लीड का प्रकार', 'प्रकार'],
  nature: ['nature', 'hot cold', 'leadtype', 'लीड की प्रकृति', 'प्रकृति'],
  status: ['lead status', 'स्थिति', 'स्टेटस'],
  nextVisit: ['next visit date', 'visit date', 'next visit on', 'अगली विज़िट', 'अगली विजिट', 'अगली मुलाकात'],
  owner: ['owner user id', 'user id', 'assigned to', 'staff', 'मालिक', 'यूज़र आईडी'],
  products: [
    'product',
    'products of interest',
    'services',
    'service',
    'interested in',
    'प्रोडक्ट',
    'सेवा',
    'सेवाएँ',
    'सेवाएं',
    'उत्पाद',
    'रुचि',
  ],
}

/** A header as compared: lower case, without spaces, dots, dashes, underscores, brackets and slashes. */
export function headerKey(header: string): string {
  return header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s._\-()/:#]+/g, '')
}

/**
 * The column each field takes, guessed from the header: its own heading or one of its words, each column used for
 * one field at most (the first field to claim it). Fields with no such column are not in the file.
 */
export function guessMapping(header: readonly string[]): Mapping {
  const keys = header.map(headerKey)
  const taken = new Set<number>()
  const mapping: Mapping = {}
  for (const field of importFields) {
    const words = [fileHeadings[field], ...synonyms[field]].map(headerKey)
    const at = keys.findIndex((k, i) => !taken.has(i) && k !== '' && words.includes(k))
    if (at >= 0) {
      taken.add(at)
      mapping[field] = `col:${at}`
    }
  }
  return mapping
}

/**
 * Where a field's value comes from: `col:N` (the file's column N, from 0), or `all:V` (the same value V for every
 * row: a lead type, nature or status the file does not carry). A field absent from the mapping is empty.
 */
export type Source = `col:${number}` | `all:${string}`
export type Mapping = Partial<Record<ImportField, Source>>

const source = z.string().regex(/^(col:\d{1,3}|all:[A-Za-z0-9]{1,10})$/)
export const mappingSchema = z.object(
  Object.fromEntries(importFields.map((f) => [f, source.optional().catch(undefined)])) as Record<
    ImportField,
    z.ZodCatch<z.ZodOptional<typeof source>>
  >,
)

/** Reads a stored mapping; anything unreadable is no mapping. */
export function parseMapping(stored: string): Mapping {
  try {
    return mappingSchema.parse(JSON.parse(stored)) as Mapping
  } catch {
    return {}
  }
}

/** The mapping from the form's fields (`map_<field>`, empty for "not in the file"). */
export function mappingFromForm(form: Record<string, unknown>): Mapping {
  const raw: Record<string, unknown> = {}
  for (const f of importFields) {
    const v = form[`map_${f}`]
    if (typeof v === 'string' && v !== '') raw[f] = v
  }
  return mappingSchema.parse(raw) as Mapping
}

/** At most this many rows below the header (D62). */
export const MAX_IMPORT_ROWS = 10_000
/** At most this many columns are read; cells past it are ignored. */
export const MAX_IMPORT_COLUMNS = 60
/** A cell longer than this is cut (no lead field is longer than 220 characters; the rule then refuses it). */
export const MAX_CELL_CHARS = 1_000
/** The preview lists at most this many refused rows and this many duplicates; the file of refused rows has all. */
export const PREVIEW_ROWS_SHOWN = 200

/** Step 1: the upload carries only its file. */
export const uploadSchema = z.object({})

/** Step 2: the mapping (`map_<field>`) and the owner of every row. */
export const mapSchema = z
  .object({ importId: serial(), owner: serial({ message: messages.ASSIGN_PERSON_REQUIRED }) })
  .catchall(z.string().max(20))
  .transform((v) => ({ importId: v.importId, owner: v.owner, mapping: mappingFromForm(v) }))

/** Step 3: the duplicates ticked for import anyway (`dup_<row>`), by row number. */
export const runSchema = z
  .object({ importId: serial() })
  .catchall(z.string().max(10))
  .transform((v) => ({
    importId: v.importId,
    include: Object.keys(v)
      .map((k) => /^dup_(\d{1,6})$/.exec(k)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number),
  }))
