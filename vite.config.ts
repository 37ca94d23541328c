import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  publicDir: fileURLToPath(new URL("./src/web/public", import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@/": fileURLToPath(new URL("./src/web/", import.meta.url)),
      "@contract/": fileURLToPath(new URL("./src/contract/", import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    assetsDir: "assets",
    sourcemap: false,
    target: "es2022",
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
