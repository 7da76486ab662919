import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

let root: string | undefined

/**
 * The folder holding package.json. Source modules and the bundled server live at different depths, so files the
 * server reads at run time (migrations, prerendered pages) are found from here rather than from a module's path.
 */
export function projectRoot(): string {
  if (root) return root
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir)
    if (up === dir) {
      dir = process.cwd()
      break
    }
    dir = up
  }
  root = dir
  return root
}

/** The build folder: `build`, or BUILD_DIR (relative to the project root) when set. */
export function buildDir(): string {
  return path.resolve(projectRoot(), process.env.BUILD_DIR ?? 'build')
}
