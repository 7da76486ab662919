import { z } from 'zod'

// Zod probes for `new Function` support to speed up parsing; under the site's CSP (no 'unsafe-eval') that probe is a
// reported violation in every visitor's browser. Parsing without it is fast enough for form-sized input.
z.config({ jitless: true })

export { z }
