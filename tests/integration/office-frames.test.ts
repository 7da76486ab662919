import { describe, expect, it } from 'vitest'
import { messages } from '#app/lib/errors.ts'
import { useAdminServer } from '../helpers/server.ts'
import { getPage, html, postForm, signedInStaff, snapshot } from '../helpers/staff.ts'

/**
 * The back office's shared frames (issue 18 items 1 and 3, ADRs 0120, 0121): the Users and Right Group screens take
 * the product's own field names only (the spec's older names are for the compatibility endpoints), and a route
 * parameter that names no record is the kind's own 404, after the rights are checked.
 */

const { server, handle, admin } = useAdminServer()

describe('the office screens take the product field names', () => {
  it('refuses the spec names umSrNo and friends on /user-list, and saves nothing', async () => {
    const before = await snapshot(handle.db)
    const old = {
      intent: 'save',
      umSrNo: '0',
      umUserName: 'Old Names',
      umId: 'oldnames',
      umMob: '9811122233',
      umEml: 'old.names@example.in',
      umEnable: '1',
      umActive: '1',
    }
    const res = await postForm(server.url, '/user-list?mode=add', old, admin())
    expect(res.status).toBe(400)
    expect(await snapshot(handle.db)).toBe(before)
    const renamed = {
      intent: 'save',
      userSrno: '0',
      userName: 'New Names',
      userId: 'newnames',
      mobile: '9811122233',
      email: 'new.names@example.in',
      enable: '1',
      active: '1',
    }
    const ok = await postForm(server.url, '/user-list?mode=add', renamed, admin())
    expect(ok.status).toBe(200)
    expect(await ok.text()).toContain('data-testid="initial-password"')
  })

  it('refuses the spec names srno and group on /right-list, and saves nothing', async () => {
    const before = await snapshot(handle.db)
    const res = await postForm(server.url, '/right-list', { intent: 'save-group', srno: '0', group: 'Old' }, admin())
    expect(res.status).toBe(400)
    expect(await snapshot(handle.db)).toBe(before)
  })

  it('names the form fields with the product names on the screens', async () => {
    const add = await (await getPage(server.url, '/user-list?mode=add', admin())).text()
    // One Status field (state: active, inactive or blocked) stands for the spec's Enable and Status (ADR 0178).
    for (const name of ['userSrno', 'userName', 'userId', 'mobile', 'email', 'state', 'rightGroup']) {
      expect(add).toContain(`name="${name}"`)
    }
    expect(add).not.toMatch(/name="um[A-Z]/)
  })
})

describe('route parameters are parsed by the guard', () => {
  it('answers a parameter that is not a serial with the kind of record it names, 404', async () => {
    for (const [path, code] of [
      ['/crm/leads/abc', 'LEAD_NOT_FOUND'],
      ['/crm/leads/0', 'LEAD_NOT_FOUND'],
      ['/crm/leads/abc/edit', 'LEAD_NOT_FOUND'],
      ['/enquiries/1x', 'ENQUIRY_NOT_FOUND'],
      ['/blog-admin/99999999999', 'BLOG_POST_NOT_FOUND'],
    ] as const) {
      const res = await getPage(server.url, path, admin())
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).toContain(html(messages[code]))
    }
    expect((await getPage(server.url, '/crm/files/-1', admin())).status).toBe(404)
  })

  it('checks the rights first: without them a bad parameter says nothing about records', async () => {
    const { cookie } = await signedInStaff(handle.db, { group: 3 })
    const denied = await getPage(server.url, '/enquiries/abc', cookie)
    // ADR 0139: a signed-in user without the right sees 403 in the staff shell.
    expect(denied.status).toBe(403)
    expect(await denied.text()).toContain(html(messages.FORBIDDEN))
    const anonymous = await getPage(server.url, '/crm/leads/abc')
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toMatch(/^\/login/)
  })
})
