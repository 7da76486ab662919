import { createReadStream } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { leads, leadVisits } from '#app/db/schema.ts'
import type { Evidence } from '#app/domain/files/check-evidence.server.ts'
import { type StagedFile, stageFile, storeFile } from '#app/domain/files/store-file.server.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { captureTimeForMarks, type DeclaredInput, declaredPhoto } from './declared-photo.ts'
import { distanceMetres, isOldPhoto } from './geo.ts'
import { MAX_EVIDENCE_BYTES } from './schemas.ts'

/** What a visit says, besides its evidence (and what the phone declares of its photo, D53). */
export interface VisitFacts extends DeclaredInput {
  kind: 'first' | 'follow-up'
  clientKey: string
  remark: string
  nature: 'H' | 'C'
  status: number
  /** '' when none (a Closed lead). */
  nextVisit: string
  latitude: string
  longitude: string
  accuracy: string
  /** D54: when the visit was recorded on the phone (ISO), '' when not sent; `at` stays the server's receipt time. */
  deviceAt?: string
}

function place(facts: VisitFacts): { lat: number; lng: number; accuracy: number | null } | null {
  if (facts.latitude === '' || facts.longitude === '') return null
  return {
    lat: Number(facts.latitude),
    lng: Number(facts.longitude),
    accuracy: facts.accuracy === '' ? null : Number(facts.accuracy),
  }
}

/**
 * Stores a visit's evidence file before its transaction (ADR 0102): the bytes go in while other requests keep being
 * answered, and the file becomes final only with the visit that refers to it (recordVisit). A caller whose
 * transaction fails calls `discard()`. The stored picture is the re-encoded one (ADR 0101), at most three times the
 * upload limit (a re-encoding may be larger than what the phone sent).
 */
export function stageEvidence(db: Db, evidence: Evidence, userSrno: number): Promise<StagedFile> {
  return stageFile(
    db,
    createReadStream(evidence.path, { highWaterMark: 256 * 1024 }),
    { originalName: evidence.name, contentType: evidence.contentType, uploadedBy: userSrno },
    { maxBytes: 3 * MAX_EVIDENCE_BYTES },
  )
}

/** The evidence's small WebP for a timeline (none for a PDF), stored inside the transaction of the row it belongs to. */
export async function storeThumbnail(tx: Tx, evidence: Evidence, userSrno: number) {
  const { thumbnail } = evidence
  if (!thumbnail) return null
  return storeFile(
    tx,
    (async function* () {
      yield new Uint8Array(thumbnail)
    })(),
    { originalName: 'thumbnail.webp', contentType: 'image/webp', uploadedBy: userSrno },
  )
}

/**
 * Records one visit of a lead inside the caller's transaction: its staged selfie (and a thumbnail), where
 * it happened, and what it says; the lead then carries the visit's status, next visit and nature (D31). The lead's
 * place is that of its first visit with a location (D36); each later visit records its distance from it and is
 * marked far beyond `farMetres`. A photo taken more than a day before upload is marked old (its own EXIF time, else
 * the time the phone declared for it). Marks never block.
 */
export async function recordVisit(
  tx: Tx,
  input: {
    lead: { srno: number; latitude: number | null; longitude: number | null }
    userSrno: number
    facts: VisitFacts
    evidence: Evidence
    /** The evidence's bytes, stored beforehand by stageEvidence; committed here with the visit. */
    staged: StagedFile
    farMetres: number
  },
): Promise<{ visitSrno: number; far: boolean; oldPhoto: boolean; distanceM: number | null }> {
  const { lead, facts, evidence } = input
  const receivedAt = new Date()
  const file = await input.staged.commit(tx)
  const thumbnail = await storeThumbnail(tx, evidence, input.userSrno)
  const here = place(facts)
  const leadPlace =
    lead.latitude !== null && lead.longitude !== null ? { lat: lead.latitude, lng: lead.longitude } : null
  const distanceM = here && leadPlace ? Math.round(distanceMetres(leadPlace, here)) : null
  const far = distanceM !== null && distanceM > input.farMetres
  // D53: the phone's declared capture time and place are kept as declared; the old-photo mark judges the received
  // file's own EXIF time when it has one, else the declared time.
  const declared = declaredPhoto(facts, receivedAt)
  // D54: a visit recorded offline is judged against the time it was recorded on the phone, not its later arrival
  // (a photo taken at the shop is not "old" because the signal came back two days later); the timeline and reports
  // show that phone time beside the server's, so a back-dated claim is itself visible (ADR 0142).
  const recordedAt = facts.deviceAt ? new Date(facts.deviceAt) : receivedAt
  const oldPhoto = isOldPhoto(captureTimeForMarks(evidence.takenAt, declared.takenAt), recordedAt)
  const [visit] = await tx
    .insert(leadVisits)
    .values({
      leadSrno: lead.srno,
      userSrno: input.userSrno,
      kind: facts.kind,
      at: receivedAt,
      remark: facts.remark,
      nature: facts.nature,
      statusSrno: facts.status,
      nextVisit: facts.nextVisit === '' ? null : facts.nextVisit,
      fileId: file.id,
      thumbnailId: thumbnail?.id ?? null,
      latitude: here?.lat ?? null,
      longitude: here?.lng ?? null,
      accuracyM: here?.accuracy ?? null,
      distanceM,
      far,
      photoTakenAt: evidence.takenAt,
      declaredTakenAt: declared.takenAt,
      declaredLatitude: declared.latitude,
      declaredLongitude: declared.longitude,
      oldPhoto,
      deviceAt: facts.deviceAt ? new Date(facts.deviceAt) : null,
      clientKey: facts.clientKey,
    })
    .returning({ srno: leadVisits.srno })
  await tx
    .update(leads)
    .set({
      statusSrno: facts.status,
      nextVisit: facts.nextVisit === '' ? null : facts.nextVisit,
      nature: facts.nature,
      visitCount: sql`${leads.visitCount} + 1`,
      lastVisitAt: receivedAt,
      updatedAt: receivedAt,
      ...(leadPlace === null && here ? { latitude: here.lat, longitude: here.lng } : {}),
    })
    .where(eq(leads.srno, lead.srno))
  return { visitSrno: visit!.srno, far, oldPhoto, distanceM }
}
