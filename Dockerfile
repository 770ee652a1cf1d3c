# syntax=docker/dockerfile:1

# Build: bundle src/ into dist/ (scripts/build.mjs) and the admin app into admin/dist/.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.json ./
COPY scripts/build.mjs ./scripts/
COPY src ./src
COPY admin ./admin
RUN npm run build && npm run build:admin

# Runtime: production dependencies, dist/, the SQL migrations and the storefront command.
FROM node:24-bookworm-slim
WORKDIR /app
# MALLOC_ARENA_MAX: as npm start (docs/performance.md, "Peak memory"); the CMD's flags are npm start's too.
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force
COPY drizzle ./drizzle
COPY bin ./bin
COPY --from=build /app/dist ./dist
COPY --from=build /app/admin/dist ./admin/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--single-threaded-gc", "--max-semi-space-size=8", "--heap-growing-percent=25", "--liftoff-only", "dist/server.js"]
