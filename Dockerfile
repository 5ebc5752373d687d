# Production image: installs with the frozen lockfile, builds the SPA and the server bundle.
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "apps/server/dist/main.js"]
