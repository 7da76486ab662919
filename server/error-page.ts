/** A self-contained error page for failures outside React (bad bodies, broken middleware). No details, no stack. */
export function errorPage(message: string, nonce: string): string {
  const escaped = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Error</title><style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#eef4fb;color:#0a2540}main{max-width:32rem;padding:2rem;text-align:center}a{color:#0b4f9c}</style></head><body><main><h1>Something went wrong</h1><p>${escaped}</p><p><a href="/">Go to the home page</a></p></main></body></html>`
}
