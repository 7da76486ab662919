import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { islands } from './vite-islands.ts'

export default defineConfig({
  plugins: [tailwindcss(), islands(), reactRouter()],
  build: {
    // Public pages must stay light: keep an eye on anything large sneaking into a shared chunk.
    chunkSizeWarningLimit: 250,
  },
})
