import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import { and, eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dayEvents, groupRights, leads, leadVisits, reportingLines, rights } from '#app/db/schema.ts'
import { teamToday } from '#app/domain/attendance/today.server.ts'
import { distanceMetres } from '#app/domain/leads/geo.ts'
import {
  attendanceClock,
  attendanceColumns,
  attendancePage,
  attendanceRows,
} from '#app/domain/reports/attendance-report.server.ts'
import { reportScope } from '#app/domain/reports/scope.server.ts'
import { MANAGER_GROUP } from '#app/domain/rights/catalogue.ts'
import { rightsOfGroup } from '#app/domain/rights/rights.server.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import { jpeg, newKey, postVisit, storeSelfie, viewerOf } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { createStaff, getPage, sessionCookieFor } from '../helpers/staff.ts'

/**
 * The working day (D58): its start and end sent like a visit (saved once for one key, one start and end per day,
 * marks that never block), the Attendance Report's rows (hours, visits, straight-line km, marks, a day not ended
 * closed at midnight India time on a driven clock), its files with English column names, its right and visibility
 * (a manager sees their team's rows only), and the manager's team view of today.
 */

const server = useTestServer()
const handle = server.database
const people: Record<string, { srno: number; userId: string; cookie: string }> = {}
const range = { from: '2026-11-01', to: '2026-11-20' }
const query = 'from=2026-11-01&to=2026-11-20'

// Known points in Delhi and Noida.
const cp = { lat: 28.6315, lng: 77.2167 }
const indiaGate = { lat: 28.6129, lng: 77.2295 }
const khan = { lat: 28.6002, lng: 77.227 }
const noida = { lat: 28.5355, lng: 77.391 }

let fileId = 0
let leadSrno = 0
let seq = 0

async function person(key: string, name: string, group: number) {
  const u = await createStaff(handle.db, { group, userName: name })
  people[key] = { srno: u.srno, userId: u.userId, cookie: await sessionCookieFor(handle.db, u.srno) }
}

async function event(
  who: string,
  day: string,
  kind: 'start' | 'end',
  at: string,
  place: { lat: number; lng: number } | null,
  extra: Partial<typeof dayEvents.$inferInsert> = {},
) {
  await handle.db.insert(dayEvents).values({
    userSrno: people[who]!.srno,
    day,
    kind,
    at: new Date(at),
    fileId,
    latitude: place?.lat ?? null,
    longitude: place?.lng ?? null,
    clientKey: `day-${++seq}`,
    ...extra,
  })
}

async function visit(who: string, at: string, place: { lat: number; lng: number } | null, deviceAt?: string) {
  await handle.db.insert(leadVisits).values({
    leadSrno,
    userSrno: people[who]!.srno,
    kind: 'follow-up',
    at: new Date(at),
    deviceAt: deviceAt ? new Date(deviceAt) : null,
    nature: 'H',
    statusSrno: 3,
    fileId,
    latitude: place?.lat ?? null,
    longitude: place?.lng ?? null,
    clientKey: `visit-${++seq}`,
  })
}

beforeAll(async () => {
  await person('manager', 'Meena Manager', MANAGER_GROUP)
  await person('field', 'Farid Field', 3)
  await person('peer', 'Pavan Peer', MANAGER_GROUP)
  await handle.db.insert(reportingLines).values({ userSrno: people.field!.srno, reportsToSrno: people.manager!.srno })
  fileId = (await storeSelfie(handle.db, people.field!.srno)).id
  const [lead] = await handle.db
    .insert(leads)
    .values({
      ownerSrno: people.field!.srno,
      typeSrno: 1,
      nature: 'H',
      businessName: 'Kiran Stores',
      statusSrno: 1,
      clientKey: 'attendance-lead',
    })
    .returning({ srno: leads.srno })
  leadSrno = lead!.srno
  // 10/11: started 09:00 at Connaught Place, visits at India Gate and Khan Market, ended 18:00 back at CP.
  await event('field', '2026-11-10', 'start', '2026-11-10T03:30:00Z', cp)
  await visit('field', '2026-11-10T05:30:00Z', indiaGate)
  // Recorded on the phone at 13:00 India, sent the next morning: it belongs to 10/11, in its recorded order.
  await visit('field', '2026-11-11T02:00:00Z', khan, '2026-11-10T07:30:00Z')
  await visit('field', '2026-11-10T09:00:00Z', null)
  await event('field', '2026-11-10', 'end', '2026-11-10T12:30:00Z', cp)
  // 11/11: started at Noida with an old photo, first visit at CP (17 km away), never ended.
  await event('field', '2026-11-11', 'start', '2026-11-11T04:00:00Z', noida, { oldPhoto: true })
  await visit('field', '2026-11-11T06:00:00Z', cp)
  // 12/11: visits without a start; the end has no location... there is no start, so only the visit.
  await visit('field', '2026-11-12T06:00:00Z', khan)
  // The peer, outside the manager's team.
  await event('peer', '2026-11-10', 'start', '2026-11-10T03:00:00Z', null)
  await event('peer', '2026-11-10', 'end', '2026-11-10T11:00:00Z', null)
})

afterEach(() => {
  attendanceClock.now = () => new Date()
})

async function managerPage() {
  const viewer = await viewerOf(handle.db, people.manager!.srno)
  return attendancePage(handle.db, await reportScope(handle.db, viewer), range)
}

describe('the Attendance Report rows (D58)', () => {
  it("gives each day's start, end, hours, visits, straight-line km and marks", async () => {
    attendanceClock.now = () => new Date('2026-11-25T06:00:00Z')
    const page = await managerPage()
    const rows = page.rows.map((r) => ({
      day: r.day,
      user: r.user,
      hours: r.hours,
      visits: r.visits,
      km: r.km,
      marks: r.marks,
    }))
    const tenth = distanceMetres(cp, indiaGate) + distanceMetres(indiaGate, khan) + distanceMetres(khan, cp)
    const eleventh = distanceMetres(noida, cp)
    expect(rows).toEqual([
      { day: '2026-11-10', user: 'Farid Field', hours: 9, visits: 3, km: Math.round(tenth / 100) / 10, marks: '' },
      {
        day: '2026-11-11',
        user: 'Farid Field',
        hours: null,
        visits: 1,
        km: Math.round(eleventh / 100) / 10,
        marks: `Start far from first visit (${Math.round(eleventh / 100) / 10} km); Old photo; Not ended`,
      },
      { day: '2026-11-12', user: 'Farid Field', hours: null, visits: 1, km: 0, marks: 'Not started' },
    ])
    expect(page.rows[0]!.startPlace).toBe('28.63150, 77.21670')
    expect(page.rows[0]!.contacts).toBe(0)
    expect(page.totals).toContainEqual({ label: 'Not ended', value: 1 })
    expect(page.totals).toContainEqual({ label: 'Days started', value: 2 })
    expect(page.chart).toMatchObject({ kind: 'bars', unit: 'workdays' })
  })

  it('closes a day not ended at midnight India time: open until 23:59:59, "Not ended" from 00:00 (driven clock)', async () => {
    attendanceClock.now = () => new Date('2026-11-11T18:29:59Z')
    const before = (await managerPage()).rows.find((r) => r.day === '2026-11-11')!
    expect(before.state).toBe('open')
    expect(before.marks).not.toContain('Not ended')
    attendanceClock.now = () => new Date('2026-11-11T18:30:00Z')
    const after = (await managerPage()).rows.find((r) => r.day === '2026-11-11')!
    expect(after.state).toBe('not-ended')
    expect(after.marks).toContain('Not ended')
    expect(after.endAt).toBeNull()
  })

  it("shows a manager their team's rows only, and the person filter cannot reach another branch", async () => {
    const manager = await viewerOf(handle.db, people.manager!.srno)
    const users = (await managerPage()).rows.map((r) => r.user)
    expect(users).not.toContain('Pavan Peer')
    const outside = await reportScope(handle.db, manager, people.peer!.srno)
    expect((await attendancePage(handle.db, outside, range)).rows).toEqual([])
    const peer = await viewerOf(handle.db, people.peer!.srno)
    const own = await attendancePage(handle.db, await reportScope(handle.db, peer), range)
    expect(own.rows.map((r) => `${r.user} ${r.marks}`)).toEqual(['Pavan Peer No location at start; No location at end'])
  })

  it('reads the same rows for a download as for the view', async () => {
    const manager = await viewerOf(handle.db, people.manager!.srno)
    const streamed = []
    for await (const r of attendanceRows(handle.db, await reportScope(handle.db, manager), range)) streamed.push(r)
    expect(streamed).toEqual((await managerPage()).rows)
  })
})

describe('the Attendance Report over HTTP', () => {
  it('views the table and downloads CSV and XLSX with English column names', async () => {
    const cookie = people.manager!.cookie
    const page = await getPage(server.url, `/crm/reports/attendance?${query}`, cookie)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Km (straight line)')
    expect(html).toContain('Farid Field')
    expect(html).not.toContain('Pavan Peer')

    const csv = await getPage(server.url, `/crm/reports/attendance/file?${query}&format=csv`, cookie)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toContain('Attendance-Report_2026-11-01_2026-11-20.csv')
    const csvRows = parse(Buffer.from(await csv.arrayBuffer()).toString('utf8'), { bom: true }) as string[][]
    expect(csvRows[0]).toEqual([
      'Date',
      'User',
      'Start',
      'Start Place',
      'End',
      'End Place',
      'Hours',
      'Visits',
      'Contacts',
      'Km (straight line)',
      'Marks',
    ])
    expect(csvRows[0]).toEqual(attendanceColumns.map((c) => c.header))
    expect(csvRows).toHaveLength(4)
    expect(csvRows[1]!.slice(0, 4)).toEqual(['10/11/2026', 'Farid Field', '10/11/2026 09:00', '28.63150, 77.21670'])
    expect(csvRows[1]![6]).toBe('9')

    const xlsx = await getPage(server.url, `/crm/reports/attendance/file?${query}&format=xlsx`, cookie)
    expect(xlsx.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await xlsx.arrayBuffer())
    const sheet = book.worksheets[0]!
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(attendanceColumns.map((c) => c.header))
    expect(sheet.rowCount).toBe(4)
  })

  it('sends a user without the Attendance right back to the CRM list, for view and download', async () => {
    for (const path of [`/crm/reports/attendance?${query}`, `/crm/reports/attendance/file?${query}&format=csv`]) {
      const res = await getPage(server.url, path, people.field!.cookie)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toMatch(/^\/crm/)
    }
  })
})

describe('the right of the Attendance Report', () => {
  it('is seeded into Manager, and a database seeded before it gets it from the migration', async () => {
    const hasIt = async () => (await rightsOfGroup(handle.db, MANAGER_GROUP)).get('REPCRMATTEND')?.query === true
    expect(await hasIt()).toBe(true)
    const [right] = await handle.db.select().from(rights).where(eq(rights.key, 'REPCRMATTEND'))
    await handle.db
      .delete(groupRights)
      .where(and(eq(groupRights.rightSrno, right!.srno), eq(groupRights.groupSrno, MANAGER_GROUP)))
    expect(await hasIt()).toBe(false)
    const migration = readFileSync('app/db/migrations/0019_attendance_days.sql', 'utf8')
    const grant = migration.split('--> statement-breakpoint').slice(-2)
    for (const statement of grant) await handle.db.execute(sql.raw(statement))
    expect(await hasIt()).toBe(true)
  })
})

describe('starting and ending the day through the visits address (the outbox sends there)', () => {
  const fields = (intent: string, key: string, extra: Record<string, string> = {}) => ({
    intent,
    clientKey: key,
    latitude: String(cp.lat),
    longitude: String(cp.lng),
    accuracy: '12',
    ...extra,
  })

  it('saves a start once for one key, refuses a second start, and ends the day', async () => {
    const photo = { name: 'selfie.jpg', bytes: await jpeg() }
    const cookie = people.field!.cookie
    const key = newKey()
    const first = await postVisit(server.url, cookie, fields('day-start', key), photo)
    expect(first.status).toBe(200)
    const firstReply = await first.json()
    expect(firstReply).toMatchObject({ ok: true, repeated: false, message: 'Your day has been started.' })
    // The outbox sends again after a lost answer: the same key saves nothing new and answers as saved.
    const again = await postVisit(server.url, cookie, fields('day-start', key), photo)
    expect(await again.json()).toMatchObject({ ok: true, repeated: true, dayId: firstReply.dayId })
    const today = todayInIndia()
    const starts = await handle.db
      .select()
      .from(dayEvents)
      .where(and(eq(dayEvents.userSrno, people.field!.srno), eq(dayEvents.day, today)))
    expect(starts).toHaveLength(1)
    expect(starts[0]).toMatchObject({ kind: 'start', latitude: cp.lat, longitude: cp.lng })

    const second = await postVisit(server.url, cookie, fields('day-start', newKey()), photo)
    expect(second.status).toBe(409)
    expect((await second.json()).error).toMatch(/^Your day was already started at \d\d:\d\d\.$/)

    // An old photo and no location are marks: the end is saved all the same.
    const old = { name: 'old.jpg', bytes: await jpeg({ takenAt: '2026:01:02 10:00:00' }) }
    const end = await postVisit(
      server.url,
      cookie,
      fields('day-end', newKey(), { latitude: '', longitude: '', accuracy: '' }),
      old,
    )
    expect(end.status).toBe(200)
    const [ended] = await handle.db
      .select()
      .from(dayEvents)
      .where(and(eq(dayEvents.userSrno, people.field!.srno), eq(dayEvents.day, today), eq(dayEvents.kind, 'end')))
    expect(ended).toMatchObject({ oldPhoto: true, latitude: null })
  })

  it('refuses an end before the start of the day, saving nothing', async () => {
    const res = await postVisit(server.url, people.peer!.cookie, fields('day-end', newKey()), {
      name: 'selfie.jpg',
      bytes: await jpeg(),
    })
    expect(res.status).toBe(409)
    expect((await res.json()).error).toBe('Start the day before ending it.')
    const rows = await handle.db
      .select()
      .from(dayEvents)
      .where(and(eq(dayEvents.userSrno, people.peer!.srno), eq(dayEvents.day, todayInIndia())))
    expect(rows).toEqual([])
  })

  it('refuses a start without a selfie, with the visit form message', async () => {
    const res = await postVisit(server.url, people.peer!.cookie, fields('day-start', newKey()), null)
    expect(res.status).toBe(400)
  })
})

describe("the manager's team view of today", () => {
  it('lists the people below the manager only, with their start and visits so far', async () => {
    const manager = await viewerOf(handle.db, people.manager!.srno)
    const team = await teamToday(handle.db, manager)
    expect(team.people.map((p) => p.name)).toEqual(['Farid Field'])
    expect(team.people[0]!.contacts).toBe(0)
    const page = await getPage(server.url, '/crm/team', people.manager!.cookie)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Farid Field')
    expect(html).not.toContain('Pavan Peer')
  })

  it('shows a day not started for a team member who has not started', async () => {
    const viewer = await viewerOf(handle.db, people.peer!.srno)
    expect((await teamToday(handle.db, viewer)).people).toEqual([])
    const morning = new Date(`${todayInIndia()}T00:30:00+05:30`)
    const manager = await viewerOf(handle.db, people.manager!.srno)
    // Before the field user's start of today (driven clock): not started yet.
    const early = await teamToday(handle.db, manager, new Date(morning.getTime() - 86_400_000))
    expect(early.people[0]).toMatchObject({ state: 'not-started', startAt: null })
  })

  it("puts on the team map the team's located visits of today only, with a legend naming each person", async () => {
    const manager = await viewerOf(handle.db, people.manager!.srno)
    const before = await getPage(server.url, '/crm/team', people.manager!.cookie)
    // None located yet today: the screen says so instead of drawing an empty map.
    expect(await before.text()).toContain('No visit with a location today yet')
    const now = new Date(Date.now() - 1000).toISOString()
    await visit('field', now, indiaGate)
    await visit('field', now, null)
    // The peer is outside the manager's team: their located visit never reaches the manager's map.
    await visit('peer', now, khan)
    const team = await teamToday(handle.db, manager)
    expect(team.located).toEqual([
      expect.objectContaining({ userSrno: people.field!.srno, lat: indiaGate.lat, lng: indiaGate.lng }),
    ])
    const html = await (await getPage(server.url, '/crm/team', people.manager!.cookie)).text()
    expect(html).toContain('Who is who on the map')
    expect(html).toContain(`data-legend-person="${people.field!.srno}"`)
    expect(html).not.toContain(`data-legend-person="${people.peer!.srno}"`)
    expect(html).not.toContain('No visit with a location today yet')
    // Leaflet is fetched by the browser after hydration, never drawn on the server.
    expect(html).not.toContain('leaflet-container')
  })
})
